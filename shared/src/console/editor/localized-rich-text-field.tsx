import { RichTextField, type RichTextFieldProps } from './rich-text-field.tsx';
import styles from './rich-text-field.module.css';

export type LocalizedRichTextFieldProps = Omit<RichTextFieldProps, 'language'>;

/** The Korean and English editors of one text (`<name>.ko`, `<name>.en`); the Korean one may be required. */
export function LocalizedRichTextField({ name, label, hint, required }: LocalizedRichTextFieldProps) {
  return (
    <div className={styles.pair}>
      <RichTextField name={`${name}.ko`} label={label} hint={hint} required={required} language="ko" />
      <RichTextField name={`${name}.en`} label={label} hint={hint} language="en" />
    </div>
  );
}
