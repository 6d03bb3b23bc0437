import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '@/i18n/index.ts';

export const bookingOffices = ['seoul-main', 'seoul-branch', 'incheon', 'gwangju'] as const;

/** Where each group's labels are: offices and kinds as the consultation requests name them, statuses of our own. */
const groups = { offices: 'requests.offices', kinds: 'requests.bookingKinds', statuses: 'bookings.statuses' } as const;

/** The label of a booking's office, kind or status, or the code itself when the screens do not know it. */
export function useBookingLabel() {
  const { t } = useTranslation(namespace);
  return useCallback(
    (group: keyof typeof groups, value: string) => t(`${groups[group]}.${value}`, { defaultValue: value }),
    [t],
  );
}
