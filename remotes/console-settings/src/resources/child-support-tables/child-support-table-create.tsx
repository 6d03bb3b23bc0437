import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apiErrorMessage, isNetworkFailure } from '@taesung/shared';
import {
  childCountFactorIssue,
  childCountFactorIssues,
  tableIssueMessage,
  type ChildCountFactors,
  type Fraction,
} from '@taesung/shared/calculators';
import {
  childSupportTableInput,
  type ChildSupportTableCheck,
  type ChildSupportTableInput,
  type ChildSupportTableRecord,
} from '@taesung/shared/schemas/calculators';
import { ConsolePage } from '@taesung/shared/console-page';
import {
  actionClasses,
  confirm,
  EmptyState,
  Field,
  inputClass,
  LocalizedTextField,
  QueryView,
  ResourceForm,
  TextAreaField,
  TextField,
  toast,
  useFieldValue,
  useResourceForm,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import {
  useCheckChildSupportTableMutation,
  useCreateChildSupportTableMutation,
  useGetChildSupportTableQuery,
  useGetChildSupportTablesQuery,
} from './api.ts';
import {
  checkInputOf,
  factorOf,
  factorText,
  newTableValues,
  pastedTextOf,
  tablesListPath,
} from './child-support-table-values.ts';
import versionStyles from '@/ui/version-styles.ts';
import styles from './child-support-tables.module.css';

/**
 * A new version of the table, pasted from the court's spreadsheet (or read from a text or CSV file) with the day it
 * takes effect and its adjustments for one and for three or more children (those of the version in force to start
 * with). "Check" names every refused cell without keeping anything; "add" asks first, and the server checks
 * the table again before it keeps it.
 */
export function ChildSupportTableCreate() {
  const { t } = useTranslation(namespace);
  const versions = useGetChildSupportTablesQuery();
  const summaries = versions.data?.childSupportTables;
  const baseId = (summaries?.find((version) => version.status === 'inForce') ?? summaries?.[0])?._id;
  const base = useGetChildSupportTableQuery(baseId ?? '', { skip: !baseId });
  const data = base.data?._id === baseId ? base.data : undefined;

  return (
    <ConsolePage
      title={t('childSupportTables.create.title')}
      actions={
        <Link className={actionClasses.back} to={tablesListPath}>
          {t('childSupportTables.detail.back')}
        </Link>
      }
    >
      {summaries?.length === 0 ? (
        <EmptyState>{t('childSupportTables.list.empty')}</EmptyState>
      ) : (
        <QueryView
          result={{
            data,
            error: versions.error ?? base.error,
            refetch: () => (versions.error ? versions.refetch() : base.refetch()),
          }}
          notFound={t('childSupportTables.detail.notFound')}
        >
          {(version) => <TableForm base={version} />}
        </QueryView>
      )}
    </ConsolePage>
  );
}

function TableForm({ base }: { base: ChildSupportTableRecord }) {
  const { t, i18n } = useTranslation(namespace);
  const navigate = useNavigate();
  const [create] = useCreateChildSupportTableMutation();
  const [check, { isLoading: checking }] = useCheckChildSupportTableMutation();
  const [checked, setChecked] = useState<{ text: string; result: ChildSupportTableCheck } | null>(null);
  const locale = i18n.language === 'en' ? 'en' : 'ko';

  const save = async (values: ChildSupportTableInput) => {
    const [factorIssue] = childCountFactorIssues(values.childCountFactors);
    if (factorIssue) throw { status: 1, message: tableIssueMessage(factorIssue, locale) };
    const count = checked && checked.text === values.text && checked.result.valid ? checked.result.cellCount : null;
    const confirmed = await confirm({
      title: t('childSupportTables.create.confirmTitle'),
      message:
        count === null
          ? t('childSupportTables.create.confirmMessageUnchecked', { date: values.effectiveFrom })
          : t('childSupportTables.create.confirmMessage', { date: values.effectiveFrom, count }),
      confirmLabel: t('childSupportTables.create.confirm'),
      cancelLabel: t('childSupportTables.cancel'),
    });
    if (!confirmed) throw { status: 1, message: t('childSupportTables.create.notSaved') };
    const created = await create(values).unwrap();
    void navigate(tablesListPath, { replace: true });
    return created;
  };

  const form = useResourceForm({
    schema: childSupportTableInput,
    defaultValues: newTableValues(base),
    onSubmit: save,
    successMessage: t('childSupportTables.create.saved'),
    draftKey: 'child-support-tables:new',
  });

  const runCheck = async () => {
    const values = form.getValues();
    try {
      const result = await check(checkInputOf(values, t('childSupportTables.list.title'))).unwrap();
      setChecked({ text: values.text ?? '', result });
    } catch (error) {
      toast.error(
        isNetworkFailure(error)
          ? t('childSupportTables.check.network')
          : apiErrorMessage(error, t('childSupportTables.check.failed')),
      );
    }
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      form.setValue('text', await pastedTextOf(file), { shouldDirty: true });
      toast.success(t('childSupportTables.create.fileRead', { name: file.name }));
    } catch {
      toast.error(t('childSupportTables.create.fileFailed'));
    }
  };

  const setFactor = (key: FactorKey, factor: Fraction) =>
    form.setValue(`childCountFactors.${key}`, factor, { shouldDirty: true });
  return (
    <ResourceForm form={form} submitLabel={t('childSupportTables.create.save')}>
      <TextField
        name="effectiveFrom"
        type="date"
        label={t('childSupportTables.fields.effectiveFrom')}
        hint={t('childSupportTables.hints.effectiveFrom')}
        required
      />
      <LocalizedTextField
        name="title"
        label={t('childSupportTables.fields.title')}
        hint={t('childSupportTables.hints.title')}
        maxLength={200}
        required
      />
      <TextField
        name="source"
        type="url"
        label={t('childSupportTables.fields.source')}
        hint={t('childSupportTables.hints.source')}
        maxLength={500}
      />
      <TextAreaField
        name="text"
        label={t('childSupportTables.fields.text')}
        hint={t('childSupportTables.hints.text')}
        rows={14}
        required
      />
      <Field label={t('childSupportTables.fields.file')} hint={t('childSupportTables.hints.file')}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".txt,.tsv,.csv,text/plain,text/csv,text/tab-separated-values"
            onChange={(event) => {
              void readFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        )}
      </Field>
      <p>
        <button
          type="button"
          className={actionClasses.secondary}
          onClick={() => void runCheck()}
          disabled={checking}
          aria-busy={checking || undefined}
        >
          {checking ? t('childSupportTables.create.checking') : t('childSupportTables.create.check')}
        </button>
      </p>
      {checked ? <CheckResult checked={checked} /> : null}
      <fieldset className={styles.factors}>
        <legend>{t('childSupportTables.fields.factors')}</legend>
        <p className={versionStyles.note}>
          {t('childSupportTables.create.factorsNote', {
            date: base.effectiveFrom,
            one: factorText(base.childCountFactors.one),
            threeOrMore: factorText(base.childCountFactors.threeOrMore),
          })}
        </p>
        <FactorField factor="one" locale={locale} onChange={setFactor} />
        <FactorField factor="threeOrMore" locale={locale} onChange={setFactor} />
      </fieldset>
    </ResourceForm>
  );
}

type FactorKey = Exclude<keyof ChildCountFactors, 'two'>;

const sameFactor = (first: Fraction, second: Fraction) =>
  first.numerator === second.numerator && first.denominator === second.denominator;
const unreadable: Fraction = { numerator: 0, denominator: 1 };

/**
 * An adjustment typed as a decimal (`1.065`), kept in the form as the exact fraction (1065/1000); what cannot be read
 * is kept as zero, which no check lets through. Refused with the reason under the field as it is typed.
 */
function FactorField({
  factor,
  locale,
  onChange,
}: {
  factor: FactorKey;
  locale: 'ko' | 'en';
  onChange: (factor: FactorKey, value: Fraction) => void;
}) {
  const { t } = useTranslation(namespace);
  const value = useFieldValue<Fraction>(`childCountFactors.${factor}`);
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed !== null && sameFactor(factorOf(typed) ?? unreadable, value) ? typed : factorText(value);
  const read = factorOf(shown);
  const issue = read && childCountFactorIssue(factor, read);
  const error = !read
    ? t('childSupportTables.create.factorUnreadable')
    : issue
      ? tableIssueMessage(issue, locale)
      : undefined;
  return (
    <Field
      label={t(`childSupportTables.fields.factor.${factor}`)}
      hint={t(`childSupportTables.hints.factor.${factor}`)}
      error={error}
      required
    >
      {(control) => (
        <input
          {...control}
          className={`${inputClass} ${styles.factor}`}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={shown}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange(factor, factorOf(event.target.value) ?? unreadable);
          }}
        />
      )}
    </Field>
  );
}

/** What the last check found, each refused cell named by its bands (or its pasted line); said again when it changes. */
function CheckResult({ checked }: { checked: { text: string; result: ChildSupportTableCheck } }) {
  const { t } = useTranslation(namespace);
  const text = useFieldValue<string | undefined>('text') ?? '';
  const { result } = checked;
  return (
    <section
      className={styles.check}
      data-valid={result.valid}
      aria-labelledby="child-support-table-check"
      role="status"
    >
      <h2 id="child-support-table-check" className={styles.checkTitle}>
        {t('childSupportTables.check.title')}
      </h2>
      <p className={styles.checkSummary}>
        {result.valid
          ? t('childSupportTables.check.valid', { count: result.cellCount })
          : t('childSupportTables.check.invalid', { count: result.issues.length })}
      </p>
      {result.issues.length ? (
        <ul className={styles.issues}>
          {result.issues.map((issue, index) => (
            <li key={`${issue.path}-${index}`}>{issue.message}</li>
          ))}
        </ul>
      ) : null}
      {text !== checked.text ? <p className={styles.stale}>{t('childSupportTables.check.stale')}</p> : null}
    </section>
  );
}
