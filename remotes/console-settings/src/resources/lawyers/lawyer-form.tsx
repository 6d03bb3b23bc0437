import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CheckboxField,
  LocalizedTextField,
  ResourceForm,
  SelectField,
  TextField,
  useResourceForm,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import screen from '@/ui/screen-styles.ts';
import { lawyerForm, officeOptions, type LawyerFormValues } from './lawyer-values.ts';
import { ProfileSections } from './profile-sections.tsx';

export interface LawyerFormProps {
  defaultValues: LawyerFormValues;
  onSubmit: (values: z.output<typeof lawyerForm>) => Promise<unknown>;
  submitLabel: string;
  successMessage: string;
  draftKey: string;
}

/** A lawyer's profile: names and address key, position and summary in both languages, office, roles, visibility, sections. */
export function LawyerForm({ defaultValues, onSubmit, submitLabel, successMessage, draftKey }: LawyerFormProps) {
  const { t } = useTranslation(namespace);
  const form = useResourceForm({ schema: lawyerForm, defaultValues, onSubmit, successMessage, draftKey });
  const offices = useMemo(() => officeOptions(t), [t]);

  return (
    <ResourceForm form={form} submitLabel={submitLabel}>
      <section className={screen.section} aria-labelledby="lawyer-basics">
        <h2 id="lawyer-basics" className={screen.sectionTitle}>
          {t('lawyers.form.basics')}
        </h2>
        <div className={screen.grid}>
          <TextField name="title" label={t('lawyers.form.title')} required maxLength={50} />
          <TextField name="titleEn" label={t('lawyers.form.titleEn')} required maxLength={100} />
        </div>
        <TextField
          name="key"
          label={t('lawyers.form.key')}
          hint={t('lawyers.form.keyHint')}
          required
          maxLength={60}
          autoComplete="off"
        />
        <LocalizedTextField name="position" label={t('lawyers.form.position')} required maxLength={50} />
        <LocalizedTextField name="summary" label={t('lawyers.form.summary')} multiline rows={2} maxLength={300} />
        <SelectField name="office" label={t('lawyers.form.office')} options={offices} required />
        <CheckboxField name="ceo" label={t('lawyers.form.ceo')} />
        <CheckboxField
          name="representative"
          label={t('lawyers.form.representative')}
          hint={t('lawyers.form.representativeHint')}
        />
        <CheckboxField name="hidden" label={t('lawyers.form.hidden')} hint={t('lawyers.form.hiddenHint')} />
      </section>
      <section className={screen.section} aria-labelledby="lawyer-profile">
        <h2 id="lawyer-profile" className={screen.sectionTitle}>
          {t('lawyers.form.profile')}
        </h2>
        <ProfileSections language="ko" />
        <ProfileSections language="en" />
      </section>
    </ResourceForm>
  );
}
