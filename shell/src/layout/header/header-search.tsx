import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isCompositionEnter, localizePath, useLocale } from '@taesung/shared';
import { SearchIcon } from '../../ui/icons.tsx';
import styles from './header-search.module.css';
import { classNames } from '../../lib/class-names.ts';

/** The site search of the header: `/auction-search/{keyword}`, or `/auction-search` when empty. */
export function HeaderSearch({ tone }: { tone: 'bar' | 'panel' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = keyword.trim();
    void navigate(value ? `/auction-search/${encodeURIComponent(value)}` : '/auction-search');
  };

  return (
    <form
      className={classNames(styles.search, styles[tone])}
      role="search"
      aria-label={t('search.label')}
      action={localizePath('/auction-search', locale)}
      method="get"
      onSubmit={submit}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="searchKeyword"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onKeyDown={(event) => {
          if (isCompositionEnter(event)) event.preventDefault();
        }}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon width={20} height={20} />
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
    </form>
  );
}
