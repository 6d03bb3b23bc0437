import { forwardRef, useId } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './field-messages.ts';
import type { FieldRegistry } from './field-registry.ts';
import { consoleKitNamespace } from './i18n/index.ts';
import styles from './resource-form.module.css';

interface SummaryItem {
  name: string;
  message: string;
}

function flatten(errors: FieldErrors, prefix = ''): { name: string; error: { message?: string; type?: unknown } }[] {
  const items: { name: string; error: { message?: string; type?: unknown } }[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if ('type' in value && typeof value.type === 'string')
      items.push({ name, error: value as { message?: string; type?: unknown } });
    else items.push(...flatten(value as FieldErrors, name));
  }
  return items;
}

/**
 * What is wrong with the form, at its top: the server's message and a link per field that moves focus to it. It is
 * focused after a failed submit so a screen reader reads it out and a keyboard user starts from it.
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { errors: FieldErrors; formError: string | null; fields: FieldRegistry }
>(function ErrorSummary({ errors, formError, fields }, ref) {
  const { t } = useTranslation(consoleKitNamespace);
  const titleId = useId();
  const items: SummaryItem[] = flatten(errors).map(({ name, error }) => ({
    name,
    message: fieldErrorText(t, error as never) ?? t('errors.invalid'),
  }));
  if (items.length === 0 && !formError) return null;
  const ordered = [...items].sort((a, b) => {
    const ids = [...fields.keys()];
    const ia = ids.indexOf(a.name);
    const ib = ids.indexOf(b.name);
    return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib);
  });

  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.summaryTitle}>
        {items.length > 0 ? t('form.summaryTitle', { count: items.length }) : t('form.summaryServer')}
      </h2>
      {formError ? <p className={styles.summaryMessage}>{formError}</p> : null}
      {ordered.length > 0 ? (
        <ul className={styles.summaryList}>
          {ordered.map((item) => {
            const field = fields.get(item.name);
            return (
              <li key={item.name}>
                {field ? (
                  <a
                    href={`#${field.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(field.id)?.focus();
                    }}
                  >
                    {field.label}: {item.message}
                  </a>
                ) : (
                  item.message
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
});
