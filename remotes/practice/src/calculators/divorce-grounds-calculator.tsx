import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assessDivorceGrounds,
  CalculatorInputError,
  divorceGrounds,
  koreanToday,
  type DivorceGround,
  type DivorceGroundInput,
  type DivorceGroundResult,
} from '@taesung/shared/calculators';
import { namespace } from '../i18n/index.ts';
import {
  CalculatorLayout,
  calculatorStyles as styles,
  CheckField,
  Steps,
  TextField,
  useCalculatorValues,
  type CalculatorResult,
  type Translate,
} from './calculator-parts.tsx';
import { loadCalculatorTexts } from './texts.ts';
import { isPristine, placeIssues, readDay, type FieldIssues, type Values } from './values.ts';

/** The dates each ground asks for, by the field that holds them. */
const dateFields: Partial<Record<DivorceGround, Partial<Record<'occurredOn' | 'knewOn' | 'unknownSince', string>>>> = {
  infidelity: { occurredOn: 'infidelityOccurred', knewOn: 'infidelityKnew' },
  otherSerious: { occurredOn: 'otherSeriousOccurred', knewOn: 'otherSeriousKnew' },
  whereaboutsUnknown: { unknownSince: 'whereaboutsSince' },
};
const flagFields = { infidelity: 'infidelityForgave', otherSerious: 'otherSeriousContinuing' } as const;
const fields = [
  ...divorceGrounds,
  ...Object.values(dateFields).flatMap((dates) => Object.values(dates)),
  ...Object.values(flagFields),
];

export interface DivorceGroundsOutcome {
  issues: FieldIssues;
  result: DivorceGroundResult[] | null;
}

/** The grounds the visitor chose, with their time limits as of `asOf` (today, Korean time). */
export function computeDivorceGrounds(values: Values, asOf = koreanToday()): DivorceGroundsOutcome {
  const issues: FieldIssues = {};
  if (isPristine(values, fields)) return { issues, result: null };
  const chosen = divorceGrounds.filter((ground) => values[ground] === '1');
  const grounds = chosen.map((ground): DivorceGroundInput => {
    const input: DivorceGroundInput = { ground };
    for (const [part, field] of Object.entries(dateFields[ground] ?? {}) as [
      'occurredOn' | 'knewOn' | 'unknownSince',
      string,
    ][]) {
      const day = readDay(values, field, issues, true);
      if (day) input[part] = day;
    }
    if (ground === 'infidelity') input.consentedOrForgave = values[flagFields.infidelity] === '1';
    if (ground === 'otherSerious') input.continuing = values[flagFields.otherSerious] === '1';
    return input;
  });
  if (Object.keys(issues).length) return { issues, result: null };
  try {
    return { issues, result: assessDivorceGrounds(grounds, asOf) };
  } catch (error) {
    if (!(error instanceof CalculatorInputError)) throw error;
    placeIssues(issues, error.issues, ([, index, part]) => {
      const ground = grounds[Number(index)]?.ground ?? 'infidelity';
      return dateFields[ground]?.[part as 'occurredOn' | 'knewOn' | 'unknownSince'] ?? ground;
    });
    return { issues, result: null };
  }
}

function describe(results: DivorceGroundResult[], t: Translate): CalculatorResult {
  const name = (ground: DivorceGround) =>
    t('calculator.divorceGrounds.ground', {
      n: divorceGrounds.indexOf(ground) + 1,
      name: t(`calculator.divorceGrounds.names.${ground}`),
    });
  const status = (result: DivorceGroundResult) =>
    t(`calculator.divorceGrounds.statuses.${result.status}`, {
      article: result.limitArticle,
      deadline: result.deadline,
      days: result.daysLeft,
      know: result.knowDeadline ?? '-',
      occur: result.occurDeadline ?? '-',
      date: result.metOn,
    });
  const notes = [t('calculator.divorceGrounds.agreed'), t('calculator.divorceGrounds.lawsuit')];
  if (results.some((result) => result.deadline)) notes.push(t('calculator.divorceGrounds.holidays'));
  return {
    headline: {
      label: t('calculator.divorceGrounds.headline'),
      value: results.length
        ? results.map((result) => t(`calculator.divorceGrounds.names.${result.ground}`)).join(', ')
        : t('calculator.divorceGrounds.none'),
    },
    rule: t('calculator.divorceGrounds.rule'),
    notes,
    summary: t('calculator.divorceGrounds.summary', {
      grounds: results.map((result) => `${name(result.ground)} (${status(result)})`).join('; '),
    }),
    steps: (
      <Steps>
        {results.map((result) => (
          <li key={result.ground}>
            <strong>{name(result.ground)}</strong>
            <br />
            {status(result)}
          </li>
        ))}
      </Steps>
    ),
  };
}

/** The judicial grounds of divorce of Civil Code art. 840 as plain questions, with the time limits of arts. 841 and 842. */
export function DivorceGroundsCalculator() {
  const { t } = useTranslation(namespace);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, change] = useCalculatorValues(formRef);
  const outcome = useMemo(() => computeDivorceGrounds(values), [values]);
  const result = outcome.result ? describe(outcome.result, t) : null;
  const field = { values, issues: outcome.issues, onChange: change };

  return (
    <CalculatorLayout
      tool="divorce-grounds"
      formRef={formRef}
      result={result}
      refused={Object.keys(outcome.issues).length > 0}
    >
      <p className={styles.hint}>{t('calculator.dateHint')}</p>
      {divorceGrounds.map((ground) => (
        <fieldset key={ground}>
          <legend>
            {t('calculator.divorceGrounds.ground', {
              n: divorceGrounds.indexOf(ground) + 1,
              name: t(`calculator.divorceGrounds.names.${ground}`),
            })}
          </legend>
          <CheckField
            field={ground}
            label={t(`calculator.divorceGrounds.questions.${ground}`)}
            values={values}
            onChange={change}
          />
          {dateFields[ground] ? (
            <div className={styles.row}>
              {Object.entries(dateFields[ground] ?? {}).map(([part, name]) => (
                <TextField
                  key={name}
                  field={name}
                  kind="date"
                  label={t(`calculator.divorceGrounds.${part}`)}
                  {...field}
                />
              ))}
            </div>
          ) : null}
          {ground === 'infidelity' || ground === 'otherSerious' ? (
            <CheckField
              field={flagFields[ground]}
              label={t(
                ground === 'infidelity' ? 'calculator.divorceGrounds.forgave' : 'calculator.divorceGrounds.continuing',
              )}
              values={values}
              onChange={change}
            />
          ) : null}
        </fieldset>
      ))}
    </CalculatorLayout>
  );
}

/** The calculator once the calculators' texts are in (what the page's loader waits for). */
export const loaded = loadCalculatorTexts().then(() => DivorceGroundsCalculator);
