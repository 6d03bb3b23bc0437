import { isCancel } from 'axios';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, isNetworkFailure } from '@taesung/shared';
import { consoleKitNamespace } from './i18n/index.ts';
import styles from './upload-field.module.css';

export type UploadStatus =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; fraction: number }
  | { kind: 'done'; name: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/** What a failed upload became: cancelled by the user, or a failure with the server's message (or ours). */
export function uploadFailure(t: TFunction, error: unknown, aborted: boolean): UploadStatus {
  if (aborted || isCancel(error)) return { kind: 'cancelled' };
  if (isNetworkFailure(error)) return { kind: 'failed', message: t('form.network') };
  if ((error as { response?: { status?: number } }).response?.status === 413)
    return { kind: 'failed', message: apiErrorMessage(error, t('upload.tooLarge')) };
  return { kind: 'failed', message: apiErrorMessage(error, t('upload.failed')) };
}

/** An upload's progress with its cancel button, then its outcome; announced politely, a failure as an alert. */
export function UploadStatusView({
  id,
  status,
  doneText,
  onCancel,
}: {
  id?: string;
  status: UploadStatus;
  doneText?: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation(consoleKitNamespace);
  const percent = status.kind === 'uploading' ? Math.round(status.fraction * 100) : 0;
  return (
    <>
      <div id={id} className={styles.status} aria-live="polite">
        {status.kind === 'uploading' ? (
          <div className={styles.progressRow}>
            <progress className={styles.progress} max={100} value={percent} aria-label={t('upload.progress')}>
              {percent}%
            </progress>
            <span className={styles.progressText}>{t('upload.uploading', { name: status.name, percent })}</span>
            <button type="button" className={styles.cancel} onClick={onCancel}>
              {t('upload.cancel')}
            </button>
          </div>
        ) : null}
        {status.kind === 'done' ? (
          <p className={styles.done}>{doneText ?? t('upload.done', { name: status.name })}</p>
        ) : null}
        {status.kind === 'cancelled' ? <p className={styles.note}>{t('upload.cancelled')}</p> : null}
      </div>
      {status.kind === 'failed' ? (
        <p className={styles.failed} role="alert">
          {status.message}
        </p>
      ) : null}
    </>
  );
}
