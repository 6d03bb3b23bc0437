import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses, confirm, QueryView, useAction } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useDeleteConsoleBoardMutation, useGetConsoleBoardQuery, useUpdateConsoleBoardMutation } from './api.ts';
import { BoardForm } from './board-form.tsx';
import { BoardUploads } from './board-uploads.tsx';
import { boardFormValuesOf, type BoardFormValues } from './board-values.ts';

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
    if (await act(() => remove(board._id).unwrap(), { success: t('boards.delete.done') }))
      void navigate(listPath, { replace: true });
  };

  return (
    <ConsolePage
      title={t('boards.form.editTitle')}
      actions={
        <Link className={actionClasses.back} to={listPath}>
          {t('boards.form.backToList')}
        </Link>
      }
    >
      <QueryView
        result={{ ...result, data: board && defaultValues ? { board, defaultValues } : undefined }}
        notFound={t('boards.form.notFound')}
      >
        {(stored) => (
          <BoardForm
            key={stored.board._id}
            defaultValues={stored.defaultValues}
            draftKey={`boards:${stored.board._id}`}
            submitLabel={t('boards.form.save')}
            successMessage={t('boards.form.saved')}
            onSubmit={submit}
            thumb={stored.board.thumb}
            date={stored.board.createdAt}
            actions={
              <button
                type="button"
                className={actionClasses.danger}
                onClick={() => void deleteBoard()}
                disabled={removing}
              >
                {t('boards.delete.action')}
              </button>
            }
          >
            <BoardUploads board={stored.board} />
          </BoardForm>
        )}
      </QueryView>
    </ConsolePage>
  );
}
