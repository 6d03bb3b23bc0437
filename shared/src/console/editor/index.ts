export { RichTextField, type RichTextFieldProps } from './rich-text-field.tsx';
export { LocalizedRichTextField, type LocalizedRichTextFieldProps } from './localized-rich-text-field.tsx';
