import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import screen from '@/ui/screen-styles.ts';
import { useCreateConsoleLawyerMutation, useGetConsoleLawyersQuery } from './api.ts';
import { LawyerForm } from './lawyer-form.tsx';
import { emptyLawyer, formToLawyer, lawyerListPath, lawyerPath, nextOrder } from './lawyer-values.ts';

/** A new lawyer, placed after the others; its first save opens its screen, where the portrait is uploaded. */
export function LawyerCreate() {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const others = useGetConsoleLawyersQuery({ limit: 100 });
  const [create] = useCreateConsoleLawyerMutation();

  return (
    <ConsolePage
      title={t('lawyers.form.createTitle')}
      actions={
        <Link className={actionClasses.back} to={lawyerListPath}>
          {t('lawyers.form.back')}
        </Link>
      }
    >
      <p className={screen.hint}>{t('lawyers.form.photoAfterCreate')}</p>
      <LawyerForm
        defaultValues={emptyLawyer()}
        onSubmit={async (values) => {
          const created = await create({
            ...formToLawyer(values),
            order: nextOrder(others.data?.lawyers ?? []),
          }).unwrap();
          void navigate(lawyerPath(created._id), { replace: true });
        }}
        submitLabel={t('lawyers.form.create')}
        successMessage={t('lawyers.form.created')}
        draftKey="lawyers:new"
      />
    </ConsolePage>
  );
}
