import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses, EmptyState, ErrorState, LoadingState, useConfirmedAction } from '@taesung/shared/console';
import { useDeleteConsoleLevelMutation, useGetConsoleLevelQuery, useUpdateConsoleLevelMutation } from '@/api/levels.ts';
import { namespace } from '@/i18n/index.ts';
import { LevelForm } from './level-form.tsx';
import { levelListPath, levelToInput } from './level-values.ts';

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** A stored level: its form, and its deletion while no account holds it. */
export function LevelEdit() {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const confirmThen = useConfirmedAction();
  const result = useGetConsoleLevelQuery(id);
  const [update] = useUpdateConsoleLevelMutation();
  const [remove, { isLoading: removing }] = useDeleteConsoleLevelMutation();
  const level = result.data?._id === id ? result.data : undefined;

  const deleteLevel = async () => {
    if (!level) return;
    const deleted = await confirmThen(
      { title: t('levels.form.deleteTitle', { name: level.name }), message: t('levels.form.deleteMessage'), confirmLabel: t('levels.form.delete'), cancelLabel: t('levels.form.cancel'), tone: 'danger' },
      () => remove(level._id).unwrap(),
      { success: t('levels.form.deleted', { name: level.name }) },
    );
    if (deleted) void navigate(levelListPath, { replace: true });
  };

  return (
    <ConsolePage
      title={level ? t('levels.form.editTitle', { name: level.name }) : t('levels.title')}
      actions={
        <Link className={actionClasses.back} to={levelListPath}>
          {t('levels.form.back')}
        </Link>
      }
    >
      {level ? (
        <LevelForm
          key={level._id}
          defaultValues={levelToInput(level)}
          onSubmit={(values) => update({ id: level._id, input: values }).unwrap()}
          submitLabel={t('levels.form.save')}
          successMessage={t('levels.form.saved')}
          draftKey={`levels:${level._id}`}
          actions={
            <button type="button" className={actionClasses.danger} onClick={() => void deleteLevel()} disabled={removing} aria-busy={removing || undefined}>
              {t('levels.form.delete')}
            </button>
          }
        />
      ) : result.error && isNotFound(result.error) ? (
        <EmptyState>{t('levels.form.notFound')}</EmptyState>
      ) : result.error ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : (
        <LoadingState />
      )}
    </ConsolePage>
  );
}
