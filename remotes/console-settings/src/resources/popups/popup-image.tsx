import { useTranslation } from 'react-i18next';
import { api, useAppDispatch, type PopupRecord } from '@taesung/shared';
import { actionClasses, confirm, UploadField, useAction } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import screen from '@/ui/screen-styles.ts';
import { consolePopupsApi, popupImageUrl, useDeleteConsolePopupImageMutation } from './api.ts';
import styles from './popups.module.css';

/** A stored popup's picture: uploaded or removed at once, apart from the form. */
export function PopupImage({ popup }: { popup: PopupRecord }) {
  const { t } = useTranslation(namespace);
  const dispatch = useAppDispatch();
  const act = useAction();
  const [remove, { isLoading: removing }] = useDeleteConsolePopupImageMutation();

  const stored = (data: { popup: PopupRecord }) => {
    dispatch(consolePopupsApi.util.upsertQueryData('getConsolePopup', popup._id, data.popup));
    dispatch(api.util.invalidateTags([{ type: 'Popup', id: 'CONSOLE_LIST' }]));
  };
  const removeImage = async () => {
    const confirmed = await confirm({
      title: t('popups.image.removeTitle'),
      confirmLabel: t('popups.delete.confirm'),
      cancelLabel: t('popups.cancel'),
      tone: 'danger',
    });
    if (confirmed) await act(() => remove(popup._id).unwrap(), { success: t('popups.image.removed') });
  };

  return (
    <fieldset className={styles.imageSection}>
      <legend>{t('popups.image.title')}</legend>
      {popup.image ? (
        <>
          <img className={styles.thumb} src={popup.image} alt={t('popups.image.current')} />
          <button type="button" className={actionClasses.danger} onClick={() => void removeImage()} disabled={removing}>
            {t('popups.image.remove')}
          </button>
        </>
      ) : (
        <p className={screen.note}>{t('popups.image.none')}</p>
      )}
      <UploadField<{ popup: PopupRecord }>
        label={t(popup.image ? 'popups.image.replace' : 'popups.image.upload')}
        hint={t('popups.image.hint')}
        url={popupImageUrl(popup._id)}
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        onUploaded={stored}
      />
    </fieldset>
  );
}
