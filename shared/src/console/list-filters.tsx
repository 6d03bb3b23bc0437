import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleKitNamespace } from './i18n/index.ts';
import type { FilterConfig } from './types.ts';
import styles from './list-view.module.css';

function FilterControl({ filter, value, onChange }: { filter: FilterConfig; value: string; onChange: (value: string | undefined) => void }) {
  const { t } = useTranslation(consoleKitNamespace);
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {filter.label}
      </label>
      {filter.type === 'date' ? (
        <input
          id={id}
          type="date"
          className={styles.control}
          value={value}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      ) : (
        <select id={id} className={styles.control} value={value} onChange={(event) => onChange(event.target.value || undefined)}>
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

/** The list's filters: a select (with "all") or a date each, applied as soon as they change. */
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
        <FilterControl key={filter.name} filter={filter} value={values[filter.name] ?? ''} onChange={(value) => onChange(filter.name, value)} />
      ))}
    </>
  );
}
