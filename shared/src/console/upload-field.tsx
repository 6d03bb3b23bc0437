import { isCancel } from 'axios';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, isNetworkFailure } from '@taesung/shared';
import { consoleKitNamespace } from './i18n/index.ts';
import { useUpload } from './use-upload.ts';
import styles from './upload-field.module.css';

export interface UploadFieldProps<T = unknown> {
  label: string;
  url: string;
  /** The multipart field the server reads (`file` by default). */
  field?: string;
  /** More multipart fields sent with each file (a picture's alternative text, its screen size). */
  fields?: Readonly<Record<string, string>>;
  accept?: string;
  multiple?: boolean;
  hint?: string;
  disabled?: boolean;
  onUploaded: (data: T) => void;
}

type UploadStatus =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; fraction: number }
  | { kind: 'done'; name: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/**
 * A file upload: a drop zone with a file button, the progress of the upload as a bar, a cancel button while it runs,
 * and the server's message when it fails. Each uploaded file is handed to `onUploaded` with the server's answer.
 */
export function UploadField<T = unknown>({
  label,
  url,
  field = 'file',
  fields,
  accept,
  multiple = false,
  hint,
  disabled = false,
  onUploaded,
}: UploadFieldProps<T>) {
  const { t } = useTranslation(consoleKitNamespace);
  const { upload } = useUpload();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [status, setStatus] = useState<UploadStatus>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const busy = status.kind === 'uploading';

  useEffect(() => () => controller.current?.abort(), []);

  const send = async (files: readonly File[]) => {
    if (busy || disabled || files.length === 0) return;
    const abort = new AbortController();
    controller.current = abort;
    try {
      for (const file of multiple ? files : files.slice(0, 1)) {
        setStatus({ kind: 'uploading', name: file.name, fraction: 0 });
        const body = new FormData();
        for (const [name, value] of Object.entries(fields ?? {})) body.append(name, value);
        body.append(field, file, file.name);
        const data = await upload<T>(url, body, {
          signal: abort.signal,
          onProgress: (fraction) => setStatus({ kind: 'uploading', name: file.name, fraction }),
        });
        onUploaded(data);
        setStatus({ kind: 'done', name: file.name });
      }
    } catch (error) {
      if (abort.signal.aborted || isCancel(error)) setStatus({ kind: 'cancelled' });
      else if (isNetworkFailure(error)) setStatus({ kind: 'failed', message: t('form.network') });
      else if ((error as { response?: { status?: number } }).response?.status === 413)
        setStatus({ kind: 'failed', message: apiErrorMessage(error, t('upload.tooLarge')) });
      else setStatus({ kind: 'failed', message: apiErrorMessage(error, t('upload.failed')) });
    } finally {
      controller.current = null;
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  };
  const percent = status.kind === 'uploading' ? Math.round(status.fraction * 100) : 0;
  const describedBy = [hint ? `${id}-hint` : null, `${id}-status`].filter(Boolean).join(' ');

  return (
    <div className={styles.upload}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div
        className={[styles.zone, dragging ? styles.dragging : null, disabled ? styles.disabled : null]
          .filter(Boolean)
          .join(' ')}
        onDragOver={(event) => {
          if (busy || disabled) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span aria-hidden="true">{t('upload.drop')}</span>
        <input
          ref={inputRef}
          id={id}
          type="file"
          className="visually-hidden"
          accept={accept}
          multiple={multiple}
          disabled={busy || disabled}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={describedBy}
          onChange={(event) => void send([...(event.target.files ?? [])])}
        />
        <label id={`${id}-choose`} htmlFor={id} className={styles.choose} aria-disabled={busy || disabled || undefined}>
          {t('upload.choose')}
        </label>
      </div>
      <div id={`${id}-status`} className={styles.status} aria-live="polite">
        {status.kind === 'uploading' ? (
          <div className={styles.progressRow}>
            <progress className={styles.progress} max={100} value={percent} aria-label={t('upload.progress')}>
              {percent}%
            </progress>
            <span className={styles.progressText}>{t('upload.uploading', { name: status.name, percent })}</span>
            <button type="button" className={styles.cancel} onClick={() => controller.current?.abort()}>
              {t('upload.cancel')}
            </button>
          </div>
        ) : null}
        {status.kind === 'done' ? <p className={styles.done}>{t('upload.done', { name: status.name })}</p> : null}
        {status.kind === 'cancelled' ? <p className={styles.note}>{t('upload.cancelled')}</p> : null}
      </div>
      {status.kind === 'failed' ? (
        <p className={styles.failed} role="alert">
          {status.message}
        </p>
      ) : null}
    </div>
  );
}
