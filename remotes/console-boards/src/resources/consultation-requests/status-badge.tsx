import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '@taesung/shared';
import { namespace } from '@/i18n/index.ts';
import styles from './status-badge.module.css';

/** A request's status as a coloured label (the text says it; the colour only repeats it). */
export function StatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation(namespace);
  return (
    <span className={styles.badge} data-status={status}>
      {t(`requests.statuses.${status}`)}
    </span>
  );
}
