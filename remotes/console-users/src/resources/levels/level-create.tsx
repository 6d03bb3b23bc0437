import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { actionClasses, ErrorState, LoadingState } from '@taesung/shared/console';
import { ConsolePage } from '@taesung/shared/console-page';
import { namespace } from '@/i18n/index.ts';
import { useCreateConsoleLevelMutation, type LevelInput } from './api.ts';
import { LevelForm } from './level-form.tsx';
import { useGrants } from './level-grants.ts';
import { emptyLevel, levelListPath } from './level-values.ts';

/** A new level, offering only the scopes the signed-in account may grant; the list shows it afterwards. */
export function LevelCreate() {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const [create] = useCreateConsoleLevelMutation();
  const { grants, error, refetch } = useGrants();

  const submit = async (values: LevelInput) => {
    const created = await create(values).unwrap();
    void navigate(levelListPath);
    return created;
  };

  return (
    <ConsolePage
      title={t('levels.form.createTitle')}
      actions={
        <Link className={actionClasses.back} to={levelListPath}>
          {t('levels.form.back')}
        </Link>
      }
    >
      {grants ? (
        <LevelForm
          defaultValues={emptyLevel()}
          onSubmit={submit}
          submitLabel={t('levels.form.create')}
          successMessage={t('levels.form.created')}
          draftKey="levels:new"
          grants={grants}
        />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <LoadingState />
      )}
    </ConsolePage>
  );
}
