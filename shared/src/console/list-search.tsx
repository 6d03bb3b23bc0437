import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCompositionEnter } from '../ui/ime.ts';
import { consoleKitNamespace } from './i18n/index.ts';
import styles from './list-view.module.css';

/** The list's search box: typing stays in the box; the button or an Enter (not one ending a composition) searches. */
export function ListSearch({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation(consoleKitNamespace);
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);

  if (shown !== value) {
    setShown(value);
    setText(value);
  }

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (isCompositionEnter(event)) event.preventDefault();
        }}
        placeholder={label}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
      />
      <button type="submit" className={styles.searchButton}>
        {t('search.submit')}
      </button>
    </form>
  );
}
