import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from './date-time-field.tsx';
import { windowIsInverted } from './display-window.ts';
import { consoleKitNamespace } from './i18n/index.ts';
import fieldStyles from './field.module.css';
import styles from './display-window-field.module.css';

export interface DisplayWindowFieldProps {
  /** The group's name, read before its two fields ("게시 기간"). */
  legend?: string;
  hint?: string;
}

/**
 * When something is shown on the site: a start and an end in Korean time (`startAt`, `endAt`), each may be left
 * empty (at once, without end). An end that is not after the start is said at once, beside the end, and the form's
 * schema refuses it (`checkDisplayWindow`).
 */
export function DisplayWindowField({ legend, hint }: DisplayWindowFieldProps) {
  const { t } = useTranslation(consoleKitNamespace);
  const form = useFormContext();
  const [startAt, endAt] = useWatch({ control: form.control, name: ['startAt', 'endAt'] }) as [
    string | null,
    string | null,
  ];
  const { errors } = useFormState({ control: form.control, name: 'endAt' });
  const inverted = windowIsInverted(startAt, endAt) && !errors.endAt;

  return (
    <fieldset className={styles.window}>
      <legend className={styles.legend}>{legend ?? t('window.legend')}</legend>
      {hint ? <p className={fieldStyles.hint}>{hint}</p> : null}
      <div className={fieldStyles.pair}>
        <DateTimeField name="startAt" label={t('window.start')} hint={t('window.startHint')} />
        <DateTimeField name="endAt" label={t('window.end')} hint={t('window.endHint')} />
      </div>
      {inverted ? (
        <p className={fieldStyles.error} role="alert">
          {t('errors.end_before_start')}
        </p>
      ) : null}
    </fieldset>
  );
}
