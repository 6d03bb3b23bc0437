import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isCompositionEnter } from '../../ui/ime.ts';
import { editorNamespace } from './editor-texts.ts';
import { linkHref } from './link-href.ts';
import styles from './link-form.module.css';

export interface LinkFormProps {
  /** The link's address when the cursor is on a link. */
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}

/**
 * The address of a link, typed under the toolbar. Not a `<form>`: it lives inside the page's form, and Enter here
 * applies the link (once a Hangul composition is confirmed) instead of submitting that form.
 */
export function LinkForm({ initial, onApply, onCancel }: LinkFormProps) {
  const { t } = useTranslation(editorNamespace);
  const id = useId();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);

  const apply = () => {
    const href = linkHref(value);
    if (href) onApply(href);
    else setInvalid(true);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!isCompositionEnter(event)) apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div className={styles.linkForm}>
      <label htmlFor={`${id}href`} className={styles.label}>
        {t('link.label')}
      </label>
      <input
        id={`${id}href`}
        className={styles.input}
        type="url"
        inputMode="url"
        autoComplete="off"
        autoFocus
        value={value}
        placeholder={t('link.placeholder')}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}error` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={keyDown}
      />
      <button type="button" className={styles.apply} onClick={apply}>
        {t('link.apply')}
      </button>
      <button type="button" className={styles.cancel} onClick={onCancel}>
        {t('link.cancel')}
      </button>
      {invalid ? (
        <p id={`${id}error`} className={styles.error} role="alert">
          {t('link.invalid')}
        </p>
      ) : null}
    </div>
  );
}
