import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isNotFound } from '@taesung/shared';
import { ConsolePage } from '@taesung/shared/console-page';
import { confirm, ErrorState, LoadingState, useAction } from '@taesung/shared/console';
import { useDeleteConsoleBoardMutation, useGetConsoleBoardQuery, useUpdateConsoleBoardMutation } from '@/api/boards.ts';
import { namespace } from '@/i18n/index.ts';
import { BoardForm } from './board-form.tsx';
import { BoardUploads } from './board-uploads.tsx';
import { boardFormValuesOf, type BoardFormValues } from './board-values.ts';
import styles from './board-screen.module.css';

/** A stored post: its form, its thumbnail and attachments, its deletion. */
export function BoardEdit() {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const act = useAction();
  const result = useGetConsoleBoardQuery(id);
  const [update] = useUpdateConsoleBoardMutation();
  const [remove, { isLoading: removing }] = useDeleteConsoleBoardMutation();
  const board = result.currentData ?? (result.data?._id === id ? result.data : undefined);
  const listPath = board?.code === 'notice' ? '/console/center/notifications' : '/console/boards';
  const [loaded, setLoaded] = useState<{ id: string; values: BoardFormValues } | null>(null);
  if (board && loaded?.id !== board._id) setLoaded({ id: board._id, values: boardFormValuesOf(board) });
  const defaultValues = board && loaded?.id === board._id ? loaded.values : null;

  const submit = (values: BoardFormValues) => update({ id, input: values }).unwrap();

  const deleteBoard = async () => {
    if (!board) return;
    const subject = board.subject.ko || board.subject.en;
    const confirmed = await confirm({
      title: t('boards.delete.title'),
      message: t('boards.delete.message', { subject }),
      confirmLabel: t('boards.delete.confirm'),
      cancelLabel: t('boards.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    if (await act(() => remove(board._id).unwrap(), { success: t('boards.delete.done') })) void navigate(listPath, { replace: true });
  };

  return (
    <ConsolePage
      title={t('boards.form.editTitle')}
      actions={
        <Link className={styles.back} to={listPath}>
          {t('boards.form.backToList')}
        </Link>
      }
    >
      {board && defaultValues ? (
        <BoardForm
          key={board._id}
          defaultValues={defaultValues}
          draftKey={`boards:${board._id}`}
          submitLabel={t('boards.form.save')}
          successMessage={t('boards.form.saved')}
          onSubmit={submit}
          thumb={board.thumb}
          date={board.createdAt}
          actions={
            <button type="button" className={styles.danger} onClick={() => void deleteBoard()} disabled={removing}>
              {t('boards.delete.action')}
            </button>
          }
        >
          <BoardUploads board={board} />
        </BoardForm>
      ) : result.error ? (
        isNotFound(result.error) ? (
          <p role="alert">{t('boards.form.notFound')}</p>
        ) : (
          <ErrorState error={result.error} onRetry={() => void result.refetch()} />
        )
      ) : (
        <LoadingState />
      )}
    </ConsolePage>
  );
}
