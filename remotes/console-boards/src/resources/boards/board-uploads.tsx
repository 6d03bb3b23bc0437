import { useTranslation } from 'react-i18next';
import { api, formatNumber, useAppDispatch, type BoardRecord } from '@taesung/shared';
import { confirm, UploadField, useAction } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import {
  boardFilesUrl,
  boardThumbUrl,
  consoleBoardsApi,
  useDeleteConsoleBoardFileMutation,
  useDeleteConsoleBoardThumbMutation,
} from './api.ts';
import styles from './board-uploads.module.css';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;

/** A stored post's thumbnail and attachments: each upload and removal is saved at once, apart from the form. */
export function BoardUploads({ board }: { board: BoardRecord }) {
  const { t } = useTranslation(namespace);
  const dispatch = useAppDispatch();
  const act = useAction();
  const [removeThumb, { isLoading: removingThumb }] = useDeleteConsoleBoardThumbMutation();
  const [removeFile, { isLoading: removingFile }] = useDeleteConsoleBoardFileMutation();

  const stored = (data: { board: BoardRecord }) => {
    dispatch(consoleBoardsApi.util.upsertQueryData('getConsoleBoard', board._id, data.board));
    dispatch(api.util.invalidateTags([{ type: 'Board', id: 'CONSOLE_LIST' }]));
  };

  const deleteThumb = async () => {
    const confirmed = await confirm({
      title: t('boards.thumb.removeTitle'),
      confirmLabel: t('boards.delete.confirm'),
      cancelLabel: t('boards.cancel'),
      tone: 'danger',
    });
    if (confirmed) await act(() => removeThumb(board._id).unwrap(), { success: t('boards.thumb.removed') });
  };

  const deleteFile = async (index: number, name: string) => {
    const confirmed = await confirm({
      title: t('boards.files.removeTitle', { name }),
      confirmLabel: t('boards.delete.confirm'),
      cancelLabel: t('boards.cancel'),
      tone: 'danger',
    });
    if (confirmed)
      await act(() => removeFile({ id: board._id, index }).unwrap(), { success: t('boards.files.removed') });
  };

  return (
    <>
      <fieldset className={styles.section}>
        <legend>{t('boards.fields.thumb')}</legend>
        {board.thumb ? (
          <div className={styles.thumb}>
            <img src={board.thumb} alt={t('boards.thumb.alt')} width={240} height={135} />
            <button type="button" className={styles.remove} onClick={() => void deleteThumb()} disabled={removingThumb}>
              {t('boards.thumb.remove')}
            </button>
          </div>
        ) : (
          <p className={styles.none}>{t('boards.thumb.none')}</p>
        )}
        <UploadField<{ board: BoardRecord }>
          label={t('boards.fields.thumb')}
          hint={t('boards.hints.thumb')}
          url={boardThumbUrl(board._id)}
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          onUploaded={stored}
        />
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t('boards.fields.files')}</legend>
        {board.files.length ? (
          <ul className={styles.files}>
            {board.files.map((file, index) => (
              <li key={file.url}>
                <a href={file.url} download={file.name}>
                  {file.name}
                </a>
                <span className={styles.size}>{sizeOf(file.size)}</span>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => void deleteFile(index, file.name)}
                  disabled={removingFile}
                >
                  {t('boards.files.remove', { name: file.name })}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.none}>{t('boards.files.none')}</p>
        )}
        <UploadField<{ board: BoardRecord }>
          label={t('boards.fields.files')}
          hint={t('boards.hints.files')}
          url={boardFilesUrl(board._id)}
          field="files"
          multiple
          onUploaded={stored}
        />
      </fieldset>
    </>
  );
}
