import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Level } from '@taesung/shared';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses, QueryView, useConfirmedAction } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useDeleteConsoleLevelMutation, useGetConsoleLevelQuery, useUpdateConsoleLevelMutation } from './api.ts';
import styles from './level-edit.module.css';
import { LevelForm } from './level-form.tsx';
import { deleteLock, levelLock, useGrants, type Grants } from './level-grants.ts';
import { levelListPath, levelToInput, scopeLabel } from './level-values.ts';
import screen from '@/ui/screen-styles.ts';

/**
 * A stored level: its form, and its deletion while no account holds it. The signed-in account's own level, and one
 * it may not change at all, are shown read-only with the reason.
 */
export function LevelEdit() {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const result = useGetConsoleLevelQuery(id);
  const { grants, error: grantsError, refetch } = useGrants();
  const level = result.data?._id === id ? result.data : undefined;
  const loaded = level && grants ? { level, grants } : undefined;

  return (
    <ConsolePage
      title={level ? t('levels.form.editTitle', { name: level.name }) : t('levels.title')}
      actions={
        <Link className={actionClasses.back} to={levelListPath}>
          {t('levels.form.back')}
        </Link>
      }
    >
      <QueryView
        result={{ data: loaded, error: result.error ?? grantsError, refetch: result.error ? result.refetch : refetch }}
        notFound={t('levels.form.notFound')}
      >
        {(stored) => {
          const lock = levelLock(stored.grants, stored.level);
          return lock ? (
            <LevelReadOnly level={stored.level} reason={t(`levels.grants.${lock}`)} />
          ) : (
            <LevelEditor key={stored.level._id} level={stored.level} grants={stored.grants} />
          );
        }}
      </QueryView>
    </ConsolePage>
  );
}

function LevelEditor({ level, grants }: { level: Level; grants: Grants }) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const confirmThen = useConfirmedAction();
  const [update] = useUpdateConsoleLevelMutation();
  const [remove, { isLoading: removing }] = useDeleteConsoleLevelMutation();
  const cannotDelete = deleteLock(grants, level);

  const deleteLevel = async () => {
    const deleted = await confirmThen(
      {
        title: t('levels.form.deleteTitle', { name: level.name }),
        message: t('levels.form.deleteMessage'),
        confirmLabel: t('levels.form.delete'),
        cancelLabel: t('levels.form.cancel'),
        tone: 'danger',
      },
      () => remove(level._id).unwrap(),
      { success: t('levels.form.deleted', { name: level.name }) },
    );
    if (deleted) void navigate(levelListPath, { replace: true });
  };

  return (
    <LevelForm
      defaultValues={levelToInput(level)}
      onSubmit={(values) => update({ id: level._id, input: values }).unwrap()}
      submitLabel={t('levels.form.save')}
      successMessage={t('levels.form.saved')}
      draftKey={`levels:${level._id}`}
      grants={grants}
      level={level}
      actions={
        <>
          <button
            type="button"
            className={actionClasses.danger}
            onClick={() => void deleteLevel()}
            disabled={removing || cannotDelete !== null}
            aria-busy={removing || undefined}
            aria-describedby={cannotDelete ? `level-${level._id}-delete-lock` : undefined}
          >
            {t('levels.form.delete')}
          </button>
          {cannotDelete ? (
            <span id={`level-${level._id}-delete-lock`} className={styles.deleteLock}>
              {t(`levels.grants.${cannotDelete}`)}
            </span>
          ) : null}
        </>
      }
    />
  );
}

/** A level the signed-in account may not change: what it grants, and why it cannot be changed here. */
function LevelReadOnly({ level, reason }: { level: Level; reason: string }) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <p className={styles.notice} role="note">
        {reason}
      </p>
      <dl className={styles.summary}>
        <dt>{t('levels.fields.name')}</dt>
        <dd>{level.name}</dd>
        <dt>{t('levels.fields.scope')}</dt>
        <dd>
          <ul className={screen.scopes}>
            {level.scope.map((scope) => (
              <li key={scope}>{scopeLabel(t, scope)}</li>
            ))}
          </ul>
        </dd>
        <dt>{t('levels.fields.twoFactor')}</dt>
        <dd>{t(level.twoFactor ? 'levels.readOnly.twoFactorOn' : 'levels.readOnly.twoFactorOff')}</dd>
      </dl>
    </>
  );
}
