import { lazy, Suspense } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@taesung/shared';
import { useBoundField } from '../use-bound-field.ts';
import { editorNamespace, loadEditorTexts, useEditorTexts } from './editor-texts.ts';
import styles from './rich-text-field.module.css';

const RichTextEditor = lazy(() =>
  Promise.all([import('./rich-text-editor.tsx'), loadEditorTexts()]).then(([module]) => module),
);

export interface RichTextFieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** The language the text is written in, named after the label (the pair of `LocalizedRichTextField`). */
  language?: Locale;
}

/** A rich-text field of the surrounding form: the editor (HTML), loaded with its own chunk when first shown. */
export function RichTextField({ name, label, hint, required, language }: RichTextFieldProps) {
  const { t } = useTranslation(editorNamespace);
  const textsReady = useEditorTexts();
  const title = language && textsReady ? t(`field.language.${language}`, { label }) : label;
  const { form, id, error } = useBoundField(name, title);
  const { field } = useController({ name, control: form.control });
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <div id={labelId} className={styles.label}>
        {title}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <Suspense
        fallback={
          <div className={styles.placeholder} role="group" aria-labelledby={labelId} aria-busy="true">
            <div className={styles.placeholderToolbar} />
            <p className={styles.placeholderBody}>{textsReady ? t('field.loading') : null}</p>
          </div>
        }
      >
        <RichTextEditor
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          focusRef={field.ref}
          id={id}
          labelId={labelId}
          label={title}
          describedBy={describedBy}
          invalid={Boolean(error)}
          required={required}
        />
      </Suspense>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
