import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses, confirm, DisplayPeriod, QueryView, useAction } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import screen from '@/ui/screen-styles.ts';
import { useDeleteConsolePopupMutation, useGetConsolePopupQuery, useUpdateConsolePopupMutation } from './api.ts';
import { PopupForm } from './popup-form.tsx';
import { PopupImage } from './popup-image.tsx';
import { popupListPath, popupToValues, popupValuesToInput } from './popup-values.ts';

/** A stored popup: its form with the preview, its picture, its deletion. */
export function PopupEdit() {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const act = useAction();
  const result = useGetConsolePopupQuery(id);
  const [update] = useUpdateConsolePopupMutation();
  const [remove, { isLoading: removing }] = useDeleteConsolePopupMutation();
  const popup = result.data?._id === id ? result.data : undefined;

  const deletePopup = async () => {
    if (!popup) return;
    const confirmed = await confirm({
      title: t('popups.delete.title'),
      message: t('popups.delete.message', { title: popup.title.ko || popup.title.en }),
      confirmLabel: t('popups.delete.confirm'),
      cancelLabel: t('popups.cancel'),
      tone: 'danger',
    });
    if (confirmed && (await act(() => remove(popup._id).unwrap(), { success: t('popups.delete.done') })))
      void navigate(popupListPath, { replace: true });
  };

  return (
    <ConsolePage
      title={t('popups.form.editTitle')}
      actions={
        <Link className={actionClasses.back} to={popupListPath}>
          {t('popups.form.back')}
        </Link>
      }
    >
      <QueryView
        result={{ data: popup, error: result.error, refetch: result.refetch }}
        notFound={t('popups.form.notFound')}
      >
        {(stored) => (
          <div className={screen.screen}>
            <p className={screen.note}>
              <DisplayPeriod item={stored} />
            </p>
            <PopupImage popup={stored} />
            <PopupForm
              key={stored._id}
              defaultValues={popupToValues(stored)}
              image={stored.image}
              onSubmit={(input) => update({ id: stored._id, input: popupValuesToInput(input) }).unwrap()}
              submitLabel={t('popups.form.save')}
              successMessage={t('popups.form.saved')}
              draftKey={`popups:${stored._id}`}
              actions={
                <button
                  type="button"
                  className={actionClasses.danger}
                  onClick={() => void deletePopup()}
                  disabled={removing}
                >
                  {t('popups.delete.button')}
                </button>
              }
            />
          </div>
        )}
      </QueryView>
    </ConsolePage>
  );
}
