import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { practiceCodes } from '@taesung/shared';
import { namespace } from '@/i18n/index.ts';

export const requestStatusValues = ['new', 'progress', 'done'] as const;
export const requestCategoryValues = [...practiceCodes, 'other', 'callback'] as const;
export const officeValues = ['seoul-main', 'seoul-branch', 'incheon', 'gwangju'] as const;
export const requestFilters = ['status', 'category', 'office', 'from', 'to'] as const;

export type LabelGroup = 'categories' | 'offices' | 'contactTimes' | 'statuses' | 'locales' | 'sources';

/** The label of a stored code (`incheon` → 인천 분사무소), or the code itself when the screens do not know it. */
export function useRequestLabel() {
  const { t } = useTranslation(namespace);
  return useCallback(
    (group: LabelGroup, value: string) => t(`requests.${group}.${value}`, { defaultValue: value }),
    [t],
  );
}
