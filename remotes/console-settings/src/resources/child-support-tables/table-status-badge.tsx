import { useTranslation } from 'react-i18next';
import type { ChildSupportTableSummary } from '@taesung/shared/schemas/calculators';
import { namespace } from '@/i18n/index.ts';
import styles from './child-support-tables.module.css';

/** 시행 중, 시행 예정 or 이전 버전, as a word (the colour only repeats it). */
export function TableStatusBadge({ status }: { status: ChildSupportTableSummary['status'] }) {
  const { t } = useTranslation(namespace);
  return <span className={`${styles.badge} ${styles[status]}`}>{t(`childSupportTables.status.${status}`)}</span>;
}
