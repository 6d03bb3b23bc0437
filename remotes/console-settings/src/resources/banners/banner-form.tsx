import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  DisplayWindowField,
  LocalizedTextField,
  ResourceForm,
  SelectField,
  TextField,
  useResourceForm,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { bannerSchema, placementOptions, type BannerValues } from './banner-values.ts';

export interface BannerFormProps {
  defaultValues: BannerValues;
  onSubmit: (values: BannerValues) => Promise<unknown>;
  submitLabel: string;
  successMessage: string;
  draftKey: string;
  actions?: ReactNode;
}

/** A banner's fields: placement, title (the pictures' fallback text), link, order, display window, on or off. */
export function BannerForm({
  defaultValues,
  onSubmit,
  submitLabel,
  successMessage,
  draftKey,
  actions,
}: BannerFormProps) {
  const { t } = useTranslation(namespace);
  const form = useResourceForm({ schema: bannerSchema, defaultValues, onSubmit, successMessage, draftKey });
  const placements = useMemo(() => placementOptions(t), [t]);
  return (
    <ResourceForm form={form} submitLabel={submitLabel} actions={actions}>
      <SelectField
        name="code"
        label={t('banners.fields.code')}
        hint={t('banners.hints.code')}
        options={placements}
        required
      />
      <LocalizedTextField
        name="title"
        label={t('banners.fields.title')}
        hint={t('banners.hints.title')}
        maxLength={200}
        required
      />
      <TextField
        name="link"
        label={t('banners.fields.link')}
        hint={t('banners.hints.link')}
        maxLength={500}
        inputMode="url"
      />
      <TextField
        name="order"
        type="number"
        label={t('banners.fields.order')}
        hint={t('banners.hints.order')}
        inputMode="numeric"
      />
      <DisplayWindowField />
      <CheckboxField name="active" label={t('banners.fields.active')} hint={t('banners.hints.active')} />
    </ResourceForm>
  );
}
