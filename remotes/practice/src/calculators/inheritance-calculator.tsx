import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, type Locale } from '@taesung/shared';
import {
  calculateInheritance,
  CalculatorInputError,
  formatFraction,
  formatWon,
  heirRelations,
  inheritanceNoteMessages,
  otherRecipient,
  type HeirRelation,
  type InheritanceInput,
  type InheritanceResult,
} from '@taesung/shared/calculators';
import { namespace } from '../i18n/index.ts';
import {
  CalculatorLayout,
  calculatorStyles as styles,
  CheckField,
  SelectField,
  Steps,
  TextField,
  useCalculatorValues,
  type CalculatorResult,
  type Translate,
} from './calculator-parts.tsx';
import { loadCalculatorTexts } from './texts.ts';
import { isPristine, placeIssues, readAmount, readDay, type FieldIssues, type Values } from './values.ts';

const heirRows = [1, 2, 3, 4, 5] as const;
const giftRows = [1, 2, 3] as const;
const fields = [
  'deathDate',
  'estate',
  'debts',
  ...heirRows.flatMap((n) => [`heir${n}`, `received${n}`]),
  ...giftRows.flatMap((n) => [`gift${n}to`, `gift${n}amount`, `gift${n}date`]),
];

const isRelation = (value: string | undefined): value is HeirRelation =>
  (heirRelations as readonly string[]).includes(value ?? '');

export interface InheritanceOutcome {
  issues: FieldIssues;
  result: InheritanceResult | null;
  input: InheritanceInput | null;
  /** The form's row of each gift the calculation took. */
  giftNumbers: number[];
}

/**
 * The shares from the form's values: the date of death, the estate and debts, up to five heirs (the row number is
 * the heir's id) and three gifts, each to an heir's row or to someone else.
 */
export function computeInheritance(values: Values): InheritanceOutcome {
  const issues: FieldIssues = {};
  if (isPristine(values, fields)) return { issues, result: null, input: null, giftNumbers: [] };
  const deathDate = readDay(values, 'deathDate', issues);
  const estate = readAmount(values, 'estate', issues);
  const debts = readAmount(values, 'debts', issues, true);
  const heirs: InheritanceInput['heirs'] = [];
  const heirFields: string[] = [];
  for (const n of heirRows) {
    const relation = values[`heir${n}`];
    const received = readAmount(values, `received${n}`, issues, true);
    if (!relation) continue;
    if (!isRelation(relation)) {
      issues[`heir${n}`] = 'relationUnknown';
      continue;
    }
    heirs.push({ id: String(n), relation, ...(received ? { received } : {}) });
    heirFields.push(`heir${n}`);
  }
  if (!heirs.length && !heirRows.some((n) => issues[`heir${n}`])) issues.heir1 = 'heirsMissing';
  const gifts: InheritanceInput['gifts'] = [];
  const giftFields: number[] = [];
  for (const n of giftRows) {
    const to = values[`gift${n}to`] ?? '';
    if (!to && !values[`gift${n}amount`] && !values[`gift${n}date`]) continue;
    if (!to) issues[`gift${n}to`] = 'giftRecipientUnknown';
    const amount = readAmount(values, `gift${n}amount`, issues);
    const date = readDay(values, `gift${n}date`, issues);
    if (to && amount !== null && date) {
      gifts.push({ to, amount, date, bothKnew: values[`gift${n}knew`] === '1' });
      giftFields.push(n);
    }
  }
  if (Object.keys(issues).length || !deathDate || estate === null || debts === null)
    return { issues, result: null, input: null, giftNumbers: [] };
  const input: InheritanceInput = { deathDate, estate, debts, gifts, heirs };
  try {
    return { issues, result: calculateInheritance(input), input, giftNumbers: giftFields };
  } catch (error) {
    if (!(error instanceof CalculatorInputError)) throw error;
    placeIssues(issues, error.issues, ([where, index, part]) => {
      if (where === 'gifts') return `gift${giftFields[Number(index)] ?? 1}${part === 'to' ? 'to' : 'date'}`;
      if (where === 'heirs') return heirFields[Number(index)] ?? 'heir1';
      return 'deathDate';
    });
    return { issues, result: null, input: null, giftNumbers: [] };
  }
}

function describe(
  { result, input, giftNumbers }: { result: InheritanceResult; input: InheritanceInput; giftNumbers: number[] },
  locale: Locale,
  t: Translate,
): CalculatorResult {
  const won = (value: number) => formatWon(value, locale);
  const heirName = (id: string) => t('calculator.inheritance.heir', { n: id });
  const relation = (value: HeirRelation) => t(`calculator.inheritance.relations.${value}`);
  const recipient = (to: string) => (to === otherRecipient ? t('calculator.inheritance.giftToOther') : heirName(to));
  const counted = result.heirs.filter((heir) => heir.inherits);
  return {
    headline: { label: t('calculator.inheritance.headline'), value: won(result.base) },
    rule: t(`calculator.inheritance.rules.${result.rule.id}`),
    notes: result.notes.map((note) => inheritanceNoteMessages[note][locale]),
    summary: t('calculator.inheritance.summary', {
      deathDate: input.deathDate,
      estate: won(input.estate),
      debts: won(input.debts),
      gifts: won(result.countedGifts),
      base: won(result.base),
      heirs: counted
        .map((heir) =>
          t('calculator.inheritance.summaryHeir', {
            heir: heirName(heir.id),
            relation: relation(heir.relation),
            statutory: formatFraction(heir.statutoryShare),
            forced: won(heir.forcedAmount),
            shortfall: won(heir.shortfall),
          }),
        )
        .join('; '),
    }),
    steps: (
      <Steps>
        <li>{t(`calculator.inheritance.groups.${result.group}`)}</li>
        {result.gifts.map((gift) => (
          <li key={gift.index}>
            {t('calculator.inheritance.giftStep', {
              gift: `${t('calculator.inheritance.gift', { n: giftNumbers[gift.index] ?? gift.index + 1 })} (${recipient(gift.to)})`,
              amount: won(gift.amount),
              rule: t(`calculator.inheritance.giftRules.${gift.rule}`),
            })}
          </li>
        ))}
        <li>
          {t('calculator.inheritance.base', {
            estate: won(input.estate),
            gifts: won(result.countedGifts),
            debts: won(input.debts),
            base: won(result.base),
          })}
        </li>
        {result.heirs.map((heir) => (
          <li key={heir.id}>
            {t('calculator.inheritance.heirStep', { heir: heirName(heir.id), relation: relation(heir.relation) })}
            <ul>
              {heir.inherits ? (
                <>
                  <li>
                    {t('calculator.inheritance.statutory', {
                      share: formatFraction(heir.statutoryShare),
                      amount: won(heir.statutoryAmount),
                    })}
                  </li>
                  <li>
                    {t('calculator.inheritance.forced', {
                      share: formatFraction(heir.forcedShare),
                      amount: won(heir.forcedAmount),
                    })}
                  </li>
                  <li>{t('calculator.inheritance.received', { amount: won(heir.received) })}</li>
                  <li>
                    <strong>{t('calculator.inheritance.shortfall', { amount: won(heir.shortfall) })}</strong>
                  </li>
                </>
              ) : (
                <li>{t('calculator.inheritance.notInheriting')}</li>
              )}
            </ul>
          </li>
        ))}
      </Steps>
    ),
  };
}

/** Statutory shares and forced shares (상속분·유류분) under the rule of the date of death. */
export function InheritanceCalculator() {
  const { t } = useTranslation(namespace);
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, change] = useCalculatorValues(formRef);
  const outcome = useMemo(() => computeInheritance(values), [values]);
  const result =
    outcome.result && outcome.input
      ? describe({ result: outcome.result, input: outcome.input, giftNumbers: outcome.giftNumbers }, locale, t)
      : null;
  const field = { values, issues: outcome.issues, onChange: change };
  const relationOptions = [
    { value: '', label: t('calculator.inheritance.relations.none') },
    ...heirRelations.map((value) => ({ value, label: t(`calculator.inheritance.relations.${value}`) })),
  ];
  const recipientOptions = [
    { value: '', label: t('calculator.inheritance.giftToChoose') },
    ...heirRows.map((n) => ({ value: String(n), label: t('calculator.inheritance.heir', { n }) })),
    { value: otherRecipient, label: t('calculator.inheritance.giftToOther') },
  ];

  return (
    <CalculatorLayout
      tool="inheritance"
      formRef={formRef}
      result={result}
      refused={Object.keys(outcome.issues).length > 0}
    >
      <p className={styles.hint}>{t('calculator.amountHint')}</p>
      <TextField
        field="deathDate"
        kind="date"
        label={t('calculator.inheritance.deathDate')}
        hint={t('calculator.dateHint')}
        {...field}
      />
      <div className={styles.row}>
        <TextField field="estate" kind="amount" label={t('calculator.inheritance.estate')} {...field} />
        <TextField field="debts" kind="amount" label={t('calculator.inheritance.debts')} {...field} />
      </div>
      <fieldset>
        <legend>{t('calculator.inheritance.heirsTitle')}</legend>
        <p className={styles.hint}>{t('calculator.inheritance.heirsHint')}</p>
        {heirRows.map((n) => (
          <div key={n} className={styles.row}>
            <SelectField
              field={`heir${n}`}
              label={t('calculator.inheritance.relationOf', { n })}
              options={relationOptions}
              {...field}
            />
            <TextField
              field={`received${n}`}
              kind="amount"
              label={t('calculator.inheritance.receivedOf', { n })}
              {...field}
            />
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('calculator.inheritance.giftsTitle')}</legend>
        <p className={styles.hint}>{t('calculator.inheritance.giftsHint')}</p>
        {giftRows.map((n) => (
          <div key={n} className={styles.row}>
            <SelectField
              field={`gift${n}to`}
              label={t('calculator.inheritance.giftTo', { n })}
              options={recipientOptions}
              {...field}
            />
            <TextField
              field={`gift${n}amount`}
              kind="amount"
              label={t('calculator.inheritance.giftAmount', { n })}
              {...field}
            />
            <TextField
              field={`gift${n}date`}
              kind="date"
              label={t('calculator.inheritance.giftDate', { n })}
              {...field}
            />
            <CheckField
              field={`gift${n}knew`}
              label={t('calculator.inheritance.giftKnew', { n })}
              values={values}
              onChange={change}
            />
          </div>
        ))}
      </fieldset>
    </CalculatorLayout>
  );
}

/** The calculator once the calculators' texts are in (what the page's loader waits for). */
export const loaded = loadCalculatorTexts().then(() => InheritanceCalculator);
