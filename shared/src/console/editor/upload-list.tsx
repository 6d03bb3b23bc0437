import { useTranslation } from 'react-i18next';
import { editorNamespace } from './editor-texts.ts';
import type { ImageUpload } from './use-image-uploads.ts';
import styles from './upload-list.module.css';

export interface UploadListProps {
  uploads: readonly ImageUpload[];
  onCancel: (id: number) => void;
}

/** The photos being uploaded into the text, each with its progress and a cancel button. */
export function UploadList({ uploads, onCancel }: UploadListProps) {
  const { t } = useTranslation(editorNamespace);
  if (uploads.length === 0) return null;
  return (
    <ul className={styles.uploads}>
      {uploads.map((upload) => {
        const text = t('upload.progress', { name: upload.name, percent: upload.percent });
        return (
          <li key={upload.id} className={styles.upload}>
            <span className={styles.name}>{text}</span>
            <progress className={styles.bar} max={100} value={upload.percent} aria-label={text} />
            <button
              type="button"
              className={styles.cancel}
              aria-label={t('upload.cancel', { name: upload.name })}
              onClick={() => onCancel(upload.id)}
            >
              {t('upload.cancelShort')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
