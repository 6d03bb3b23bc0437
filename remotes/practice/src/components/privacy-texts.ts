import type { TFunction } from 'i18next';
import type { PrivacyTexts } from '@taesung/shared/public-form';

const rows = ['purpose', 'items', 'retention', 'refusal'] as const;

/** A form's notice on personal data, from its texts under `prefix` (`form.privacy`, `questions.ask.privacy`). */
export function privacyTexts(t: TFunction, prefix: string): PrivacyTexts {
  return {
    title: t(`${prefix}.title`),
    rows: rows.map((key) => ({ term: t(`${prefix}.${key}.term`), text: t(`${prefix}.${key}.text`) })),
    policyLink: t(`${prefix}.policyLink`),
    newWindow: t('ui.newWindow'),
    requiredTag: t(`${prefix}.requiredTag`),
    agree: t(`${prefix}.agree`),
  };
}
