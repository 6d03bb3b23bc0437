import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { portraitAspect } from '@taesung/shared/schemas';
import { api, useAppDispatch, type LawyerRecord } from '@taesung/shared';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses, confirm, ImageCropField, QueryView, useAction } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import screen from '@/ui/screen-styles.ts';
import {
  lawyerImagePath,
  useDeleteConsoleLawyerMutation,
  useGetConsoleLawyerQuery,
  useUpdateConsoleLawyerMutation,
} from './api.ts';
import { LawyerForm } from './lawyer-form.tsx';
import { formToLawyer, lawyerListPath, lawyerToForm, publicProfilePath } from './lawyer-values.ts';

/** A stored lawyer: the portrait (cropped, stored at once), the profile's form, and its deletion. */
export function LawyerEdit() {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const result = useGetConsoleLawyerQuery(id);
  const lawyer = result.data?._id === id ? result.data : undefined;

  return (
    <ConsolePage
      title={lawyer ? t('lawyers.form.editTitle', { name: lawyer.title }) : t('lawyers.form.editTitleEmpty')}
      actions={
        <span className={screen.row}>
          {lawyer && !lawyer.hidden ? (
            <a className={actionClasses.back} href={publicProfilePath(lawyer.key)} target="_blank" rel="noopener">
              {t('lawyers.list.publicLink')}
            </a>
          ) : null}
          <Link className={actionClasses.back} to={lawyerListPath}>
            {t('lawyers.form.back')}
          </Link>
        </span>
      }
    >
      <QueryView result={{ ...result, data: lawyer }} notFound={t('lawyers.form.notFound')}>
        {(found) => <LawyerScreen key={found._id} lawyer={found} />}
      </QueryView>
    </ConsolePage>
  );
}

function LawyerScreen({ lawyer }: { lawyer: LawyerRecord }) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const act = useAction();
  const [update] = useUpdateConsoleLawyerMutation();
  const [remove, { isLoading: removing }] = useDeleteConsoleLawyerMutation();

  const deleteLawyer = async () => {
    const confirmed = await confirm({
      title: t('lawyers.form.deleteTitle'),
      message: t('lawyers.form.deleteMessage', { name: lawyer.title }),
      confirmLabel: t('lawyers.form.delete'),
      cancelLabel: t('lawyers.form.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    if (await act(() => remove(lawyer._id).unwrap(), { success: t('lawyers.form.deleted') }))
      void navigate(lawyerListPath, { replace: true });
  };

  return (
    <>
      <section className={screen.section} aria-labelledby="lawyer-photo">
        <h2 id="lawyer-photo" className={screen.sectionTitle}>
          {t('lawyers.form.photo')}
        </h2>
        <ImageCropField<{ lawyer: LawyerRecord }>
          label={t('lawyers.form.photoLabel', { name: lawyer.title })}
          hint={t('lawyers.form.photoHint')}
          url={lawyerImagePath(lawyer._id)}
          aspect={portraitAspect}
          current={lawyer.image}
          onUploaded={() =>
            dispatch(
              api.util.invalidateTags([
                { type: 'Lawyer', id: lawyer._id },
                { type: 'Lawyer', id: 'CONSOLE_LIST' },
              ]),
            )
          }
        />
      </section>
      <LawyerForm
        defaultValues={lawyerToForm(lawyer)}
        onSubmit={(values) => update({ id: lawyer._id, input: formToLawyer(values) }).unwrap()}
        submitLabel={t('lawyers.form.save')}
        successMessage={t('lawyers.form.saved')}
        draftKey={`lawyers:${lawyer._id}`}
      />
      <div className={screen.formActions}>
        <button type="button" className={actionClasses.danger} onClick={() => void deleteLawyer()} disabled={removing}>
          {t('lawyers.form.delete')}
        </button>
      </div>
    </>
  );
}
