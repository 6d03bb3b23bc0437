import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { consoleKitNamespace } from './i18n/index.ts';
import { useBoundField } from './use-bound-field.ts';
import field from './field.module.css';
import styles from './checkbox-group-field.module.css';

export interface CheckboxGroupOption {
  value: string;
  label: string;
  /** What choosing it means, read with the checkbox. */
  description?: string;
  /** Why it cannot change here: the box is disabled, keeps its value, and says this under its description. */
  locked?: string;
}

export interface CheckboxGroupFieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  options: readonly CheckboxGroupOption[];
}

/** A checklist bound to an array of strings, kept in the options' order, framed by a fieldset and its legend. */
export function CheckboxGroupField({ name, label, hint, required = false, options }: CheckboxGroupFieldProps) {
  const { t } = useTranslation(consoleKitNamespace);
  const { form, id, error } = useBoundField(name, label);
  const { field: bound } = useController({ name, control: form.control });
  const chosen = new Set<string>(Array.isArray(bound.value) ? (bound.value as string[]) : []);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  const toggle = (value: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(value);
    else next.delete(value);
    bound.onChange(options.map((option) => option.value).filter((option) => next.has(option)));
  };

  return (
    <fieldset className={styles.group} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={field.label}>
        {label}
        {required ? (
          <span className={field.required}>
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">({t('form.required')})</span>
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className={field.hint}>
          {hint}
        </p>
      ) : null}
      <ul className={styles.options}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          const optionDescribedBy =
            [option.description ? `${optionId}-description` : null, option.locked ? `${optionId}-lock` : null]
              .filter(Boolean)
              .join(' ') || undefined;
          return (
            <li key={option.value}>
              <label className={styles.option} htmlFor={optionId}>
                <input
                  id={optionId}
                  ref={index === 0 ? bound.ref : undefined}
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={chosen.has(option.value)}
                  disabled={option.locked ? true : undefined}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  onBlur={bound.onBlur}
                  aria-labelledby={`${optionId}-label`}
                  aria-describedby={optionDescribedBy}
                />
                <span className={styles.text}>
                  <span id={`${optionId}-label`} className={styles.optionLabel}>
                    {option.label}
                  </span>
                  {option.description ? (
                    <span id={`${optionId}-description`} className={styles.description}>
                      {option.description}
                    </span>
                  ) : null}
                  {option.locked ? (
                    <span id={`${optionId}-lock`} className={field.lock}>
                      {option.locked}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={`${id}-error`} className={field.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
