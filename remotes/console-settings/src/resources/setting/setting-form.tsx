import { useTranslation } from 'react-i18next';
import type { SettingRecord } from '@taesung/shared';
import {
  LocalizedTextField,
  PhoneField,
  RepeatableField,
  ResourceForm,
  TextField,
  useResourceForm,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import screen from '@/ui/screen-styles.ts';
import { useUpdateConsoleSettingMutation } from './api.ts';
import { OfficeFields } from './office-fields.tsx';
import { formToSetting, settingForm, settingToForm, socialNetworks } from './setting-values.ts';

/** The settings in sections; Korean and English pairs where visitors read the text. Offices' photos are stored at once, apart. */
export function SettingForm({ setting }: { setting: SettingRecord }) {
  const { t } = useTranslation(namespace);
  const [update] = useUpdateConsoleSettingMutation();
  const form = useResourceForm({
    schema: settingForm,
    defaultValues: settingToForm(setting),
    onSubmit: (values) => update(formToSetting(values)).unwrap(),
    successMessage: t('setting.saved'),
    draftKey: 'setting',
  });

  return (
    <ResourceForm form={form} submitLabel={t('setting.save')}>
      <section className={screen.section} aria-labelledby="setting-firm">
        <h2 id="setting-firm" className={screen.sectionTitle}>
          {t('setting.sections.firm')}
        </h2>
        <LocalizedTextField name="firmName" label={t('setting.fields.firmName')} required maxLength={100} />
        <LocalizedTextField name="teamName" label={t('setting.fields.teamName')} maxLength={100} />
        <LocalizedTextField
          name="representatives"
          label={t('setting.fields.representatives')}
          hint={t('setting.hints.representatives')}
          maxLength={200}
        />
        <LocalizedTextField
          name="advertisingLawyer"
          label={t('setting.fields.advertisingLawyer')}
          hint={t('setting.hints.advertisingLawyer')}
          maxLength={100}
        />
        <TextField
          name="registrationNumber"
          label={t('setting.fields.registrationNumber')}
          maxLength={40}
          inputMode="numeric"
        />
      </section>

      <section className={screen.section} aria-labelledby="setting-contact">
        <h2 id="setting-contact" className={screen.sectionTitle}>
          {t('setting.sections.contact')}
        </h2>
        <div className={screen.grid}>
          <PhoneField
            name="phone"
            label={t('setting.fields.phone')}
            hint={t('setting.hints.phone')}
            required
            autoComplete="off"
          />
          <TextField name="email" label={t('setting.fields.email')} type="email" required autoComplete="off" />
        </div>
        <TextField name="chatUrl" label={t('setting.fields.chatUrl')} hint={t('setting.hints.link')} type="url" />
      </section>

      <section className={screen.section} aria-labelledby="setting-social">
        <h2 id="setting-social" className={screen.sectionTitle}>
          {t('setting.sections.social')}
        </h2>
        <p className={screen.lead}>{t('setting.hints.social')}</p>
        <div className={screen.grid}>
          {socialNetworks.map((network) => (
            <TextField key={network} name={`social.${network}`} label={t(`setting.social.${network}`)} type="url" />
          ))}
        </div>
      </section>

      <section className={screen.section} aria-labelledby="setting-recipients">
        <h2 id="setting-recipients" className={screen.sectionTitle}>
          {t('setting.sections.recipients')}
        </h2>
        <p className={screen.lead}>{t('setting.hints.recipients')}</p>
        <div className={screen.grid}>
          <RepeatableField
            name="notificationRecipients.email"
            label={t('setting.fields.recipientEmails')}
            itemLabel={(index) => t('setting.recipientEmail', { number: index + 1 })}
            addLabel={t('setting.addEmail')}
            emptyText={t('setting.noRecipients')}
            newItem={() => ({ value: '' })}
          >
            {({ name, label }) => <TextField name={`${name}.value`} label={label} type="email" autoComplete="off" />}
          </RepeatableField>
          <RepeatableField
            name="notificationRecipients.sms"
            label={t('setting.fields.recipientPhones')}
            itemLabel={(index) => t('setting.recipientPhone', { number: index + 1 })}
            addLabel={t('setting.addPhone')}
            emptyText={t('setting.noRecipients')}
            newItem={() => ({ value: '' })}
          >
            {({ name, label }) => <PhoneField name={`${name}.value`} label={label} autoComplete="off" />}
          </RepeatableField>
        </div>
      </section>

      <section className={screen.section} aria-labelledby="setting-privacy">
        <h2 id="setting-privacy" className={screen.sectionTitle}>
          {t('setting.sections.privacy')}
        </h2>
        <p className={screen.lead}>{t('setting.hints.privacy')}</p>
        <div className={screen.grid}>
          <TextField
            name="privacy.requestRetentionDays"
            label={t('setting.fields.requestRetentionDays')}
            hint={t('setting.hints.requestRetentionDays')}
            type="number"
            inputMode="numeric"
            required
          />
          <TextField
            name="privacy.questionRetentionDays"
            label={t('setting.fields.questionRetentionDays')}
            hint={t('setting.hints.questionRetentionDays')}
            type="number"
            inputMode="numeric"
            required
          />
          <TextField
            name="privacy.idleMinutes"
            label={t('setting.fields.idleMinutes')}
            hint={t('setting.hints.idleMinutes')}
            type="number"
            inputMode="numeric"
            required
          />
        </div>
      </section>

      <section className={screen.section} aria-labelledby="setting-offices">
        <h2 id="setting-offices" className={screen.sectionTitle}>
          {t('setting.sections.offices')}
        </h2>
        {setting.offices.map((office, index) => (
          <OfficeFields key={office.code} office={office} index={index} />
        ))}
      </section>
    </ResourceForm>
  );
}
