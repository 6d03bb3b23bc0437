import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, practiceCodes, type ConsultationRequest } from '@taesung/shared';
import { formatDateTimeMinutes } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';

export const requestStatusValues = ['new', 'progress', 'done'] as const;
export const requestCategoryValues = [...practiceCodes, 'other', 'callback'] as const;
export const officeValues = ['seoul-main', 'seoul-branch', 'incheon', 'gwangju'] as const;
export const requestFilters = ['status', 'category', 'office', 'from', 'to', 'bookedOn'] as const;

export type LabelGroup =
  'categories' | 'offices' | 'contactTimes' | 'statuses' | 'locales' | 'sources' | 'bookingKinds';

/** The label of a stored code (`incheon` → 인천 분사무소), or the code itself when the screens do not know it. */
export function useRequestLabel() {
  const { t } = useTranslation(namespace);
  return useCallback(
    (group: LabelGroup, value: string) => t(`requests.${group}.${value}`, { defaultValue: value }),
    [t],
  );
}

/** A booked time as staff read it, in Seoul time: `2026-12-03 14:00–14:30 · 방문 상담`. */
export function useAppointmentLabel() {
  const label = useRequestLabel();
  return useCallback(
    (appointment: NonNullable<ConsultationRequest['appointment']>) =>
      `${formatDateTimeMinutes(appointment.start)}–${formatTime(appointment.end).slice(0, 5)} · ${label('bookingKinds', appointment.kind)}`,
    [label],
  );
}
