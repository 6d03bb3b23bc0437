import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, type Locale } from '@taesung/shared';
import {
  ageBandLabel,
  calculateChildSupport,
  CalculatorInputError,
  childSupportNoteMessages,
  formatWon,
  fractionValue,
  incomeBandLabel,
  lastChildAge,
  type ChildSupportResult,
  type ChildSupportTableData,
} from '@taesung/shared/calculators';
import { namespace } from '../i18n/index.ts';
import { useGetChildSupportTableQuery } from './api.ts';
import {
  CalculatorLayout,
  calculatorStyles as styles,
  Steps,
  TextField,
  useCalculatorValues,
  type CalculatorResult,
  type Translate,
} from './calculator-parts.tsx';
import { loadCalculatorTexts } from './texts.ts';
import { isPristine, percentOf, placeIssues, readAmount, type FieldIssues, type Values } from './values.ts';

export const ageFields = ['age1', 'age2', 'age3', 'age4'] as const;
const fields = ['custodial', 'other', ...ageFields];

export interface ChildSupportOutcome {
  issues: FieldIssues;
  result: ChildSupportResult | null;
  incomes: { custodial: number; other: number } | null;
}

/** The calculation from the form's values: every refused field with its message, or the result. */
export function computeChildSupport(values: Values, table: ChildSupportTableData | undefined): ChildSupportOutcome {
  const issues: FieldIssues = {};
  if (isPristine(values, fields)) return { issues, result: null, incomes: null };
  const custodial = readAmount(values, 'custodial', issues);
  const other = readAmount(values, 'other', issues);
  const children: { age: number }[] = [];
  const childFields: string[] = [];
  for (const field of ageFields) {
    const text = (values[field] ?? '').replace(/\s+/g, '').replace(/^만/, '').replace(/세$/, '');
    if (!text) continue;
    const age = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(age)) issues[field] = 'childAgeInvalid';
    else if (age > lastChildAge) issues[field] = 'childAgeOver18';
    else {
      children.push({ age });
      childFields.push(field);
    }
  }
  if (!children.length && !ageFields.some((field) => issues[field])) issues.age1 = 'childrenMissing';
  if (Object.keys(issues).length || custodial === null || other === null || !table)
    return { issues, result: null, incomes: null };
  try {
    return {
      issues,
      result: calculateChildSupport(table, { incomes: { custodial, other }, children }),
      incomes: { custodial, other },
    };
  } catch (error) {
    if (!(error instanceof CalculatorInputError)) throw error;
    placeIssues(issues, error.issues, (path) =>
      path[0] === 'children' ? (childFields[Number(path[1])] ?? 'age1') : 'other',
    );
    return { issues, result: null, incomes: null };
  }
}

function describe(
  result: ChildSupportResult,
  incomes: { custodial: number; other: number },
  tableTitle: string,
  locale: Locale,
  t: Translate,
): CalculatorResult {
  const won = (value: number) => formatWon(value, locale);
  const percent = percentOf(result.otherShare);
  const band = incomeBandLabel(result.incomeBand, locale);
  const ages = result.children.map((child) => (locale === 'ko' ? `만 ${child.age}세` : String(child.age))).join(', ');
  return {
    headline: { label: t('calculator.childSupport.headline'), value: won(result.monthly) },
    rule: t('calculator.childSupport.rule', { table: tableTitle, from: result.table.effectiveFrom }),
    notes: result.notes.map((note) => childSupportNoteMessages[note][locale]),
    summary: t('calculator.childSupport.summary', {
      custodial: won(incomes.custodial),
      other: won(incomes.other),
      ages,
      total: won(result.adjustedTotal),
      percent,
      monthly: won(result.monthly),
    }),
    steps: (
      <Steps>
        <li>{t('calculator.childSupport.combined', { amount: won(result.combinedIncome), band })}</li>
        {result.children.map((child, index) => (
          <li key={index}>
            {t(child.high === null ? 'calculator.childSupport.childOpen' : 'calculator.childSupport.child', {
              age: child.age,
              band: `${ageBandLabel(child.ageBand, locale)} · ${band}`,
              average: won(child.average),
              low: won(child.low),
              high: child.high === null ? '' : won(child.high),
            })}
          </li>
        ))}
        <li>{t('calculator.childSupport.standardTotal', { amount: won(result.standardTotal) })}</li>
        <li>
          {t(`calculator.childSupport.adjustment.${result.adjustment.rule}`, {
            factor: String(fractionValue(result.adjustment.factor)),
            amount: won(result.adjustedTotal),
          })}
        </li>
        <li>
          {t('calculator.childSupport.share', {
            other: won(incomes.other),
            combined: won(result.combinedIncome),
            percent,
          })}
        </li>
        <li>
          {t('calculator.childSupport.monthly', {
            total: won(result.adjustedTotal),
            percent,
            amount: won(result.monthly),
          })}
        </li>
      </Steps>
    ),
  };
}

/** Child support on the Seoul Family Court's standard table (양육비산정기준표), the table as the API gives it. */
export function ChildSupportCalculator() {
  const { t } = useTranslation(namespace);
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, change] = useCalculatorValues(formRef);
  const tableQuery = useGetChildSupportTableQuery();
  const table = tableQuery.data;
  const outcome = useMemo(() => computeChildSupport(values, table), [values, table]);
  const result =
    outcome.result && outcome.incomes && table
      ? describe(outcome.result, outcome.incomes, table.title, locale, t)
      : null;
  const field = { values, issues: outcome.issues, onChange: change };

  return (
    <CalculatorLayout
      tool="child-support"
      formRef={formRef}
      result={result}
      refused={Object.keys(outcome.issues).length > 0}
      problem={
        tableQuery.isError ? (
          <p role="alert">
            {t('calculator.tableError')}{' '}
            <button type="button" onClick={() => void tableQuery.refetch()}>
              {t('calculator.retry')}
            </button>
          </p>
        ) : undefined
      }
    >
      <p className={styles.hint}>{t('calculator.amountHint')}</p>
      <TextField
        field="custodial"
        kind="amount"
        label={t('calculator.childSupport.custodial')}
        hint={t('calculator.childSupport.incomeHint')}
        {...field}
      />
      <TextField field="other" kind="amount" label={t('calculator.childSupport.other')} {...field} />
      <fieldset>
        <legend>{t('calculator.childSupport.children')}</legend>
        <p className={styles.hint}>{t('calculator.childSupport.childrenHint')}</p>
        <div className={styles.row}>
          {ageFields.map((name, index) => (
            <TextField
              key={name}
              field={name}
              kind="age"
              label={t('calculator.childSupport.childAge', { n: index + 1 })}
              {...field}
            />
          ))}
        </div>
      </fieldset>
    </CalculatorLayout>
  );
}

/** The calculator once the calculators' texts are in (what the page's loader waits for). */
export const loaded = loadCalculatorTexts().then(() => ChildSupportCalculator);
