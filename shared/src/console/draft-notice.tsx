import { formatDateTimeMinutes } from './format.ts';
import { useTranslation } from 'react-i18next';
import { consoleKitNamespace } from './i18n/index.ts';
import type { DraftState } from './types.ts';
import styles from './resource-form.module.css';

/** The offer of a draft kept in this browser: restore it into the form, or throw it away. */
export function DraftNotice({ draft }: { draft: DraftState }) {
  const { t } = useTranslation(consoleKitNamespace);
  if (!draft.available) return null;
  const time = draft.savedAt ? formatDateTimeMinutes(draft.savedAt) : '';
  return (
    <div className={styles.draft} role="region" aria-label={t('draft.restore')}>
      <p className={styles.draftText}>{time ? t('draft.notice', { time }) : t('draft.noticeNoTime')}</p>
      <div className={styles.draftActions}>
        <button type="button" className={styles.draftRestore} onClick={draft.restore}>
          {t('draft.restore')}
        </button>
        <button type="button" className={styles.draftDiscard} onClick={draft.discard}>
          {t('draft.discard')}
        </button>
      </div>
    </div>
  );
}
