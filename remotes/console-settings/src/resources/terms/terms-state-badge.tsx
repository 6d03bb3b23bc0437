import { useTranslation } from 'react-i18next';
import { namespace } from '@/i18n/index.ts';
import type { TermsState } from './terms-values.ts';
import styles from './terms.module.css';

/** 시행 중, 시행 예정 or 이전 버전, as a word (the colour only repeats it). */
export function TermsStateBadge({ state }: { state: TermsState }) {
  const { t } = useTranslation(namespace);
  return <span className={`${styles.badge} ${styles[state]}`}>{t(`terms.state.${state}`)}</span>;
}
