import { useTranslation } from 'react-i18next';
import { consoleKitNamespace } from './i18n/index.ts';
import { TextAreaField } from './text-area-field.tsx';
import { TextField } from './text-field.tsx';
import styles from './field.module.css';

export interface LocalizedTextFieldProps {
  name: string;
  label: string;
  hint?: string;
  /** The Korean text is required; the English one falls back to it on the site. */
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
}

/** The Korean and English versions of one text, side by side on a wide screen. */
export function LocalizedTextField({
  name,
  label,
  hint,
  required,
  multiline = false,
  rows,
  maxLength,
}: LocalizedTextFieldProps) {
  const { t } = useTranslation(consoleKitNamespace);
  return (
    <div className={styles.pair}>
      {(['ko', 'en'] as const).map((language) => {
        const props = {
          name: `${name}.${language}`,
          label: t(`form.localized.${language}`, { label }),
          hint,
          required: language === 'ko' ? required : false,
          maxLength,
        };
        return multiline ? (
          <TextAreaField key={language} {...props} rows={rows} />
        ) : (
          <TextField key={language} {...props} />
        );
      })}
    </div>
  );
}
