import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import { useCompositionGuard } from '@taesung/shared/public-form';
import { namespace } from '../i18n/index.ts';
import styles from './search-form.module.css';

export const searchPath = '/auction-search';

export function searchPathOf(keyword: string): string {
  const trimmed = keyword.trim();
  return trimmed ? `${searchPath}/${encodeURIComponent(trimmed)}` : searchPath;
}

/**
 * The site search box. Without JavaScript it sends `?searchKeyword=`; with it, it opens `/auction-search/{keyword}`.
 * An Enter that confirms a Hangul composition does not search.
 */
export function SearchForm({ keyword }: { keyword: string }) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const action = useHref(searchPath);
  const [value, setValue] = useState(keyword);
  const guard = useCompositionGuard();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (guard.composing()) return;
    void navigate(searchPathOf(value));
  };

  return (
    <form role="search" action={action} method="get" className={styles.form} onSubmit={onSubmit}>
      <label htmlFor="site-search-keyword" className={styles.label}>
        {t('search.label')}
      </label>
      <div className={styles.row}>
        <input
          id="site-search-keyword"
          type="search"
          name="searchKeyword"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          placeholder={t('search.placeholder')}
          className={styles.input}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          {...guard.formProps}
        />
        <button type="submit" className={styles.button}>
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
