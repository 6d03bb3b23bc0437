import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCompositionEnter } from '../ui/ime.ts';
import { consoleKitNamespace } from './i18n/index.ts';
import type { FilterConfig } from './types.ts';
import styles from './list-view.module.css';

function TextFilter({
  id,
  value,
  maxLength,
  onChange,
}: {
  id: string;
  value: string;
  maxLength?: number;
  onChange: (value: string | undefined) => void;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const apply = () => {
    const next = text.trim();
    if (next !== value) onChange(next || undefined);
  };
  return (
    <input
      id={id}
      type="text"
      className={styles.control}
      value={text}
      maxLength={maxLength ?? 100}
      autoComplete="off"
      enterKeyHint="search"
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (isCompositionEnter(event)) event.preventDefault();
        else if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
      }}
    />
  );
}

function FilterControl({
  filter,
  value,
  onChange,
}: {
  filter: FilterConfig;
  value: string;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation(consoleKitNamespace);
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {filter.label}
      </label>
      {filter.type === 'text' ? (
        <TextFilter id={id} value={value} maxLength={filter.maxLength} onChange={onChange} />
      ) : filter.type === 'date' ? (
        <input
          id={id}
          type="date"
          className={styles.control}
          value={value}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      ) : (
        <select
          id={id}
          className={styles.control}
          value={value}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          <option value="">{t('filters.all')}</option>
          {(filter.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

/** The list's filters: a select (with "all") or a date each, applied as soon as they change; a text box on Enter or leaving it. */
export function ListFilters({
  filters,
  values,
  onChange,
}: {
  filters: readonly FilterConfig[];
  values: Record<string, string>;
  onChange: (name: string, value: string | undefined) => void;
}) {
  return (
    <>
      {filters.map((filter) => (
        <FilterControl
          key={filter.name}
          filter={filter}
          value={values[filter.name] ?? ''}
          onChange={(value) => onChange(filter.name, value)}
        />
      ))}
    </>
  );
}
