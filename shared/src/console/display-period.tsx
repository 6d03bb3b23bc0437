import { useTranslation } from 'react-i18next';
import { displayState } from './display-window.ts';
import { formatDateTimeMinutes } from './format.ts';
import { consoleKitNamespace } from './i18n/index.ts';
import styles from './display-window-field.module.css';

/** Whether visitors see it now, in words (the colour only repeats them), and its display window in Korean time. */
export function DisplayPeriod({ item }: { item: { active: boolean; startAt: string | null; endAt: string | null } }) {
  const { t } = useTranslation(consoleKitNamespace);
  const state = displayState(item);
  return (
    <span className={styles.period}>
      <span className={`${styles.badge} ${styles[state]}`}>{t(`window.state.${state}`)}</span>
      <span className={styles.range}>
        {item.startAt ? formatDateTimeMinutes(item.startAt) : t('window.fromSave')} ~{' '}
        {item.endAt ? formatDateTimeMinutes(item.endAt) : t('window.noEnd')}
      </span>
    </span>
  );
}
