import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeRecord, SettingRecord } from '@taesung/shared';
import {
  actionClasses,
  confirm,
  LocalizedTextField,
  PhoneField,
  TextField,
  UploadField,
  useAction,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import screen from '@/ui/screen-styles.ts';
import { officeImagePath, useDeleteOfficeImageMutation } from './api.ts';
import styles from './setting.module.css';

/** One office's fields in the settings form, and its photo, stored at once by its own route. */
export function OfficeFields({ office, index }: { office: OfficeRecord; index: number }) {
  const { t } = useTranslation(namespace);
  const name = `offices.${index}`;
  const label = office.name.ko || office.code;
  const [image, setImage] = useState(office.image);
  const [removeImage, { isLoading: removing }] = useDeleteOfficeImageMutation();
  const act = useAction();
  const imageOf = (setting: SettingRecord) =>
    setting.offices.find((entry) => entry.code === office.code)?.image ?? null;

  const remove = async () => {
    const confirmed = await confirm({
      title: t('setting.office.removePhotoTitle', { office: label }),
      message: t('setting.office.removePhotoMessage'),
      confirmLabel: t('setting.office.removePhoto'),
      cancelLabel: t('setting.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    await act(async () => setImage(imageOf(await removeImage(office.code).unwrap())), {
      success: t('setting.office.photoRemoved'),
    });
  };

  return (
    <fieldset className={styles.office}>
      <legend>{label}</legend>
      <LocalizedTextField name={`${name}.name`} label={t('setting.office.name')} required maxLength={100} />
      <LocalizedTextField name={`${name}.address`} label={t('setting.office.address')} required maxLength={300} />
      <div className={screen.grid}>
        <PhoneField name={`${name}.phone`} label={t('setting.office.phone')} required autoComplete="off" />
        <PhoneField name={`${name}.fax`} label={t('setting.office.fax')} autoComplete="off" />
      </div>
      <LocalizedTextField name={`${name}.hours`} label={t('setting.office.hours')} maxLength={200} />
      <LocalizedTextField
        name={`${name}.directions`}
        label={t('setting.office.directions')}
        multiline
        rows={4}
        maxLength={2000}
      />
      <LocalizedTextField
        name={`${name}.parking`}
        label={t('setting.office.parking')}
        multiline
        rows={2}
        maxLength={1000}
      />
      <TextField name={`${name}.mapUrl`} label={t('setting.office.mapUrl')} hint={t('setting.hints.link')} type="url" />
      <div className={screen.photo}>
        {image ? (
          <img src={image} alt={t('setting.office.photoAlt', { office: label })} width={480} height={320} />
        ) : (
          <p className={screen.hint}>{t('setting.office.noPhoto')}</p>
        )}
        <div>
          <UploadField<{ setting: SettingRecord }>
            label={t('setting.office.photo', { office: label })}
            hint={t('setting.office.photoHint')}
            url={officeImagePath(office.code)}
            accept="image/jpeg,image/png,image/webp"
            onUploaded={(data) => setImage(imageOf(data.setting))}
          />
          {image ? (
            <button type="button" className={actionClasses.danger} onClick={() => void remove()} disabled={removing}>
              {t('setting.office.removePhoto')}
            </button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
