import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PopupInput } from '@taesung/shared';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import screen from '@/ui/screen-styles.ts';
import { useCreateConsolePopupMutation } from './api.ts';
import { PopupForm } from './popup-form.tsx';
import { emptyPopup, popupListPath, popupPath, popupValuesToInput } from './popup-values.ts';

/** A new popup; its picture is uploaded on its own screen, which its first save opens. */
export function PopupCreate() {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const [create] = useCreateConsolePopupMutation();
  const submit = async (values: PopupInput) => {
    const created = await create(popupValuesToInput(values)).unwrap();
    void navigate(popupPath(created._id), { replace: true });
    return created;
  };
  return (
    <ConsolePage
      title={t('popups.form.createTitle')}
      actions={
        <Link className={actionClasses.back} to={popupListPath}>
          {t('popups.form.back')}
        </Link>
      }
    >
      <div className={screen.screen}>
        <p className={screen.note}>{t('popups.form.imageAfter')}</p>
        <PopupForm
          defaultValues={emptyPopup()}
          onSubmit={submit}
          submitLabel={t('popups.form.create')}
          successMessage={t('popups.form.created')}
          draftKey="popups:new"
          image={null}
        />
      </div>
    </ConsolePage>
  );
}
