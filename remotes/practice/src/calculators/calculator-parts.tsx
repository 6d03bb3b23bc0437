import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isCompositionEnter, PageHead, useLocale } from '@taesung/shared';
import { calculatorMessage, type CalculatorIssueCode, type CalculatorTool } from '@taesung/shared/calculators';
import { PageLayout } from '@taesung/shared/page-layout';
import { SubNav } from '../components/sub-nav.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { namespace } from '../i18n/index.ts';
import { useMenuGroup } from '../site-groups.ts';
import { queryOf, sameValues, valuesOf, type FieldIssues, type Values } from './values.ts';
import { calculatorAttribute } from './when-visitor-acts.ts';
import styles from './calculator.module.css';

export type Translate = ReturnType<typeof useTranslation>['t'];

/** The texts' key of a tool (`child-support` → `childSupport`). */
export const toolKey = (tool: CalculatorTool) => tool.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

export const pathOf = (tool: CalculatorTool) => `/calculator/${tool}`;

/**
 * The calculator's inputs, from the address first; each change goes into the address (`history.replaceState`, not
 * the router: the shell need not render again on every keystroke, and its language switch reads the address when it
 * is used), so the result can be bookmarked, shared and read in the other language. What the visitor typed into the
 * server's markup before the page's script ran is taken over from the form.
 */
export function useCalculatorValues(
  formRef: RefObject<HTMLFormElement | null>,
): [Values, (field: string, value: string) => void] {
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<Values>(() => valuesOf(searchParams));
  const edited = useRef(false);
  const written = useRef<string | null>(null);

  useLayoutEffect(() => {
    const typed = formRef.current && valuesOf(new FormData(formRef.current));
    if (typed && !sameValues(typed, values)) {
      edited.current = true;
      setValues(typed);
    }
    // Only the first render in the browser can meet fields the state does not know.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!edited.current) return;
    const query = queryOf(values);
    if (query === written.current) return;
    written.current = query;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  }, [values]);

  const change = (field: string, value: string) => {
    edited.current = true;
    setValues((current) => {
      const next = { ...current };
      if (value === '') delete next[field];
      else next[field] = value;
      return next;
    });
  };
  return [values, change];
}

export const fieldId = (field: string) => `calculator-${field}`;
const errorId = (field: string) => `calculator-${field}-error`;
const hintId = (field: string) => `calculator-${field}-hint`;

interface FieldProps {
  field: string;
  label: string;
  values: Values;
  issues: FieldIssues;
  onChange: (field: string, value: string) => void;
  hint?: string;
}

export function FieldError({ field, code }: { field: string; code: CalculatorIssueCode | undefined }) {
  const locale = useLocale();
  if (!code) return null;
  return <p id={errorId(field)}>{calculatorMessage(code, locale)}</p>;
}

const describedBy = (field: string, hint: boolean, issues: FieldIssues) =>
  [hint ? hintId(field) : null, issues[field] ? errorId(field) : null].filter(Boolean).join(' ') || undefined;

/** A text field: an amount typed the Korean way (`inputMode` text: 만 and 억 are letters), a date, an age. */
export function TextField({
  field,
  label,
  values,
  issues,
  onChange,
  hint,
  kind,
}: FieldProps & { kind: 'amount' | 'date' | 'age' | 'percent' }) {
  return (
    <div>
      <label htmlFor={fieldId(field)}>{label}</label>
      {hint ? (
        <p id={hintId(field)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={fieldId(field)}
        name={field}
        type="text"
        inputMode={kind === 'age' ? 'numeric' : kind === 'percent' ? 'decimal' : 'text'}
        autoComplete="off"
        maxLength={kind === 'date' ? 10 : 40}
        placeholder={kind === 'date' ? 'YYYY-MM-DD' : undefined}
        value={values[field] ?? ''}
        onChange={(event) => onChange(field, event.currentTarget.value)}
        aria-invalid={issues[field] ? true : undefined}
        aria-describedby={describedBy(field, !!hint, issues)}
      />
      <FieldError field={field} code={issues[field]} />
    </div>
  );
}

export function SelectField({
  field,
  label,
  values,
  issues,
  onChange,
  options,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <div>
      <label htmlFor={fieldId(field)}>{label}</label>
      <select
        id={fieldId(field)}
        name={field}
        value={values[field] ?? ''}
        onChange={(event) => onChange(field, event.currentTarget.value)}
        aria-invalid={issues[field] ? true : undefined}
        aria-describedby={describedBy(field, false, issues)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} code={issues[field]} />
    </div>
  );
}

export function CheckField({ field, label, values, onChange }: Omit<FieldProps, 'issues' | 'hint'>) {
  return (
    <label className={styles.check}>
      <input
        id={fieldId(field)}
        name={field}
        type="checkbox"
        value="1"
        checked={values[field] === '1'}
        onChange={(event) => onChange(field, event.currentTarget.checked ? '1' : '')}
      />
      <span>{label}</span>
    </label>
  );
}

export interface CalculatorResult {
  /** What the result is (a label) and its figure. */
  headline: { label: string; value: string };
  steps: ReactNode;
  notes: readonly string[];
  /** The rule the estimate is made under, named in the disclaimer. */
  rule: string;
  /** A short plain text of the inputs and the result, for the consultation request. */
  summary: string;
}

interface CalculatorLayoutProps {
  tool: CalculatorTool;
  formRef: RefObject<HTMLFormElement | null>;
  /** The fields. */
  children: ReactNode;
  result: CalculatorResult | null;
  /** Some input was refused: no figure is shown. */
  refused: boolean;
  /** Shown in place of a result (a table that could not be loaded). */
  problem?: ReactNode;
  /** Beside the fields: guidance. */
  aside?: ReactNode;
}

/** schema.org data of a calculator page. */
function webApplication(name: string, description: string, path: string, firm: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name,
    description,
    url: path,
    applicationCategory: 'UtilitiesApplication',
    operatingSystem: 'Any',
    browserRequirements: 'HTML',
    provider: { '@type': 'LegalService', name: firm, url: '/' },
  };
}

/**
 * A calculator page: a GET form (without JavaScript the server renders the result from the address), the result
 * with every step, the rule it is an estimate under, what is left to a lawyer, and the road to a consultation.
 */
export function CalculatorLayout({ tool, formRef, children, result, refused, problem, aside }: CalculatorLayoutProps) {
  const { t } = useTranslation(namespace);
  const locale = useLocale();
  const documentTitle = useDocumentTitle();
  const path = pathOf(tool);
  const key = toolKey(tool);
  const title = t(`common:nav.calculators.${key}`);
  const description = t(`calculator.${key}.description`);
  const group = useMenuGroup(path);
  const crumbs = group ? [{ label: group.title }] : [];
  const firm = t('common:firm.fullName');
  const pagePath = locale === 'ko' ? path : `/en${path}`;

  // `data-live` marks the form once its script runs (after hydration).
  const live = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && isCompositionEnter(event)) event.preventDefault();
  };

  return (
    <PageLayout title={title} lead={t(`calculator.${key}.lead`)} crumbs={crumbs}>
      <PageHead
        title={documentTitle(title)}
        description={description}
        jsonLd={[webApplication(title, description, pagePath, firm)]}
      />
      <SubNav path={path} />
      <div className={styles.layout}>
        <form
          ref={formRef}
          method="get"
          className={styles.form}
          noValidate
          aria-label={t('calculator.form')}
          onSubmit={(event) => event.preventDefault()}
          onKeyDown={onKeyDown}
          {...{ [calculatorAttribute]: tool, 'data-live': live ? '' : undefined }}
        >
          {children}
          <button type="submit">{t('calculator.calculate')}</button>
          {aside}
        </form>
        <section className={styles.result} aria-labelledby="calculator-result-title">
          <h2 id="calculator-result-title">{t('calculator.resultTitle')}</h2>
          {problem ??
            (result && !refused ? (
              <>
                <p aria-live="polite">
                  <span>{result.headline.label}</span> <strong>{result.headline.value}</strong>
                </p>
                <h3>{t('calculator.stepsTitle')}</h3>
                {result.steps}
                {result.notes.length ? (
                  <ul>
                    {result.notes.map((note) => (
                      <li key={note}>{note}</li>
                    ))}
                  </ul>
                ) : null}
                <p className={styles.disclaimer}>{t('calculator.disclaimer', { rule: result.rule })}</p>
              </>
            ) : (
              <p aria-live="polite">{refused ? t('calculator.fixErrors') : t('calculator.prompt')}</p>
            ))}
          <h3>{t('calculator.leftTitle')}</h3>
          <p>{t(`calculator.left.${key}`)}</p>
          <p>
            <Link
              to={consultationHref(
                tool,
                result && !refused ? `${t('calculator.summaryHeader', { tool: title })}\n${result.summary}` : '',
              )}
              className={styles.consult}
            >
              {t('calculator.consult')}
            </Link>
          </p>
          <p className={styles.hint}>{t('calculator.consultHint')}</p>
        </section>
      </div>
    </PageLayout>
  );
}

const subscribeToNothing = () => () => undefined;

/**
 * The consultation request with the tool and a summary to put into its message (`/contact/consultation?from=&summary=`),
 * in plain spaces: the amounts' unbreakable ones are for the page, not for a message staff read in their mail.
 */
export function consultationHref(tool: CalculatorTool, summary: string): string {
  const query = new URLSearchParams({ from: tool });
  if (summary) query.set('summary', summary.replace(/\u00a0/g, ' '));
  return `/contact/consultation?${query.toString()}`;
}

/** Steps as an ordered list. */
export function Steps({ children }: { children: ReactNode }) {
  return <ol>{children}</ol>;
}

export { styles as calculatorStyles };
