import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, type StoredFile, useApiClient } from '@taesung/shared';
import { toast } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { blobErrorOf, saveBlob } from './blob-download.ts';
import styles from './request-detail.module.css';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The request's private attachments, fetched with the session's token and saved under their own names. */
export function RequestFiles({ files }: { files: readonly StoredFile[] }) {
  const { t } = useTranslation(namespace);
  const client = useApiClient();
  const [busy, setBusy] = useState<string | null>(null);

  if (!files.length) return <span className={styles.none}>{t('requests.detail.noFiles')}</span>;

  const download = async (file: StoredFile) => {
    setBusy(file.url);
    try {
      const response = await client.get<Blob>(file.url, { responseType: 'blob' });
      saveBlob(response.data, file.name);
    } catch (error) {
      toast.error(apiErrorMessage(await blobErrorOf(error), t('requests.detail.downloadFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.url}>
          <button
            type="button"
            className={styles.fileButton}
            onClick={() => void download(file)}
            disabled={busy === file.url}
            aria-busy={busy === file.url}
          >
            {busy === file.url
              ? t('requests.detail.downloading')
              : t('requests.detail.download', { name: file.name, size: sizeOf(file.size) })}
          </button>
        </li>
      ))}
    </ul>
  );
}
