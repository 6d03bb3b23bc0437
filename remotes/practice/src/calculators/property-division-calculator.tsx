import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, type Locale } from '@taesung/shared';
import {
  calculatePropertyDivision,
  CalculatorInputError,
  contributionFactors,
  formatWon,
  fractionValue,
  propertyDivisionNoteMessages,
  ratioFromPercent,
  type AssetKind,
  type PropertyDivisionResult,
  type SpouseProperty,
} from '@taesung/shared/calculators';
import { namespace } from '../i18n/index.ts';
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

const assetFields: readonly AssetKind[] = ['home', 'realEstate', 'deposits', 'shares', 'pension', 'business', 'other'];
const spouseNumbers = [1, 2] as const;
const kindsOf = [...assetFields, 'debts'] as const;
const fields = [...spouseNumbers.flatMap((n) => kindsOf.map((kind) => `${kind}${n}`)), 'ratio'];

export interface PropertyDivisionOutcome {
  issues: FieldIssues;
  result: PropertyDivisionResult | null;
}

/** The division from the form's values: each spouse's assets by kind and debts, and the first spouse's ratio in %. */
export function computePropertyDivision(values: Values): PropertyDivisionOutcome {
  const issues: FieldIssues = {};
  if (isPristine(values, fields)) return { issues, result: null };
  const spouses = spouseNumbers.map((n): SpouseProperty => {
    const assets = assetFields.flatMap((kind) => {
      const amount = readAmount(values, `${kind}${n}`, issues, true);
      return amount ? [{ kind, amount }] : [];
    });
    const debt = readAmount(values, `debts${n}`, issues, true);
    return { assets, debts: debt ? [{ kind: 'other', amount: debt }] : [] };
  });
  const ratioText = (values.ratio ?? '').replace(/\s|%/g, '');
  const percent = /^\d+(\.\d+)?$/.test(ratioText) ? Number(ratioText) : Number.NaN;
  const ratio = Number.isNaN(percent) ? null : ratioFromPercent(percent);
  if (!ratioText) issues.ratio = 'required';
  else if (!ratio) issues.ratio = 'ratioInvalid';
  if (Object.keys(issues).length || !ratio) return { issues, result: null };
  try {
    return { issues, result: calculatePropertyDivision({ spouses: [spouses[0]!, spouses[1]!], ratio }) };
  } catch (error) {
    if (!(error instanceof CalculatorInputError)) throw error;
    return { issues: placeIssues(issues, error.issues, () => 'ratio'), result: null };
  }
}

function describe(result: PropertyDivisionResult, locale: Locale, t: Translate): CalculatorResult {
  const won = (value: number) => formatWon(value, locale);
  const spouse = (index: number) => t(`calculator.propertyDivision.spouse.${index + 1}`);
  const ratio = percentOf(fractionValue(result.ratio));
  const rest = percentOf(1 - fractionValue(result.ratio));
  const { transfer } = result;
  const transferText =
    transfer.from === null || transfer.to === null
      ? t('calculator.propertyDivision.noTransfer')
      : t('calculator.propertyDivision.transfer', {
          from: spouse(transfer.from),
          to: spouse(transfer.to),
          amount: won(transfer.amount),
        });
  return {
    headline: { label: t('calculator.propertyDivision.headline'), value: transferText },
    rule: t('calculator.propertyDivision.rule'),
    notes: result.notes.map((note) => propertyDivisionNoteMessages[note][locale]),
    summary: t('calculator.propertyDivision.summary', {
      spouse1: spouse(0),
      spouse2: spouse(1),
      net1: won(result.spouses[0]!.net),
      net2: won(result.spouses[1]!.net),
      marital: won(result.marital),
      ratio,
      transfer: transferText,
    }),
    steps: (
      <Steps>
        {result.spouses.map((item, index) => (
          <li key={index}>
            {t('calculator.propertyDivision.net', {
              spouse: spouse(index),
              assets: won(item.assets),
              debts: won(item.debts),
              net: won(item.net),
            })}
          </li>
        ))}
        <li>
          {t('calculator.propertyDivision.marital', {
            first: won(result.spouses[0]!.net),
            second: won(result.spouses[1]!.net),
            amount: won(result.marital),
          })}
        </li>
        <li>
          {t('calculator.propertyDivision.shares', {
            ratio,
            rest,
            spouse1: spouse(0),
            spouse2: spouse(1),
            first: won(result.shares[0]),
            second: won(result.shares[1]),
          })}
        </li>
        <li>
          {t('calculator.propertyDivision.transferStep', {
            spouse1: spouse(0),
            share: won(result.shares[0]),
            net: won(result.spouses[0]!.net),
            difference: won(result.shares[0] - result.spouses[0]!.net),
          })}{' '}
          → {transferText}
        </li>
      </Steps>
    ),
  };
}

/** Division of marital property (재산분할): both spouses' property and debts, the ratio, who pays whom. */
export function PropertyDivisionCalculator() {
  const { t } = useTranslation(namespace);
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, change] = useCalculatorValues(formRef);
  const outcome = useMemo(() => computePropertyDivision(values), [values]);
  const result = outcome.result ? describe(outcome.result, locale, t) : null;
  const field = { values, issues: outcome.issues, onChange: change };

  return (
    <CalculatorLayout
      tool="property-division"
      formRef={formRef}
      result={result}
      refused={Object.keys(outcome.issues).length > 0}
      aside={
        <section aria-labelledby="calculator-factors-title">
          <h2 id="calculator-factors-title">{t('calculator.propertyDivision.factorsTitle')}</h2>
          <ul>
            {contributionFactors.map((factor) => (
              <li key={factor}>{t(`calculator.propertyDivision.factors.${factor}`)}</li>
            ))}
          </ul>
        </section>
      }
    >
      <p className={styles.hint}>{t('calculator.amountHint')}</p>
      {spouseNumbers.map((n) => {
        const spouse = t(`calculator.propertyDivision.spouse.${n}`);
        return (
          <fieldset key={n}>
            <legend>{t('calculator.propertyDivision.spouseTitle', { spouse })}</legend>
            <div className={styles.row}>
              {kindsOf.map((kind) => (
                <TextField
                  key={kind}
                  field={`${kind}${n}`}
                  kind="amount"
                  label={t('calculator.propertyDivision.kindLabel', {
                    spouse,
                    kind: t(`calculator.propertyDivision.kinds.${kind}`),
                  })}
                  {...field}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
      <TextField
        field="ratio"
        kind="percent"
        label={t('calculator.propertyDivision.ratio')}
        hint={t('calculator.propertyDivision.ratioHint')}
        {...field}
      />
    </CalculatorLayout>
  );
}

/** The calculator once the calculators' texts are in (what the page's loader waits for). */
export const loaded = loadCalculatorTexts().then(() => PropertyDivisionCalculator);
