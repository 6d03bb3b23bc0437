import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses, confirm, ErrorState, formatDateTimeMinutes, LoadingState } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import {
  useCreateConsoleTermsMutation,
  useGetConsoleTermsListQuery,
  useGetConsoleTermsQuery,
  type TermsInput,
} from './api.ts';
import { TermsForm } from './terms-form.tsx';
import { currentVersion, isTermsCode, termsFrom, termsListPath, termsPath } from './terms-values.ts';
import versionStyles from '@/ui/version-styles.ts';

/**
 * A new version of a document, its text taken from the version in effect (or from `?from=`). A version whose date has
 * come can never be changed afterwards, so saving one that takes effect at once asks first.
 */
export function TermsCreate() {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('code');
  const code = isTermsCode(requested) ? requested : 'privacy';
  const fromId = searchParams.get('from') ?? '';
  const versions = useGetConsoleTermsListQuery({ code, limit: 100 }, { skip: Boolean(fromId) });
  const from = useGetConsoleTermsQuery(fromId, { skip: !fromId });
  const [create] = useCreateConsoleTermsMutation();
  const source = fromId ? from : versions;
  const base = fromId ? from.data : versions.data ? currentVersion(versions.data.terms, code) : undefined;

  const submit = async (values: TermsInput) => {
    if (new Date(values.effectiveAt).getTime() <= Date.now()) {
      const confirmed = await confirm({
        title: t('terms.now.title'),
        message: t('terms.now.message'),
        confirmLabel: t('terms.now.confirm'),
        cancelLabel: t('terms.cancel'),
      });
      if (!confirmed) throw { status: 1, message: t('terms.now.notSaved') };
    }
    const created = await create(values).unwrap();
    void navigate(termsPath(created._id), { replace: true });
    return created;
  };

  return (
    <ConsolePage
      title={t('terms.form.createTitle', { document: t(`terms.codes.${base?.code ?? code}`) })}
      actions={
        <Link className={actionClasses.back} to={termsListPath}>
          {t('terms.form.back')}
        </Link>
      }
    >
      {source.error ? (
        <ErrorState error={source.error} onRetry={() => void source.refetch()} />
      ) : source.isLoading ? (
        <LoadingState />
      ) : (
        <>
          <p className={versionStyles.note}>
            {base
              ? t('terms.form.prefilled', { time: formatDateTimeMinutes(base.effectiveAt) })
              : t('terms.form.first')}
          </p>
          <TermsForm
            key={base?._id ?? code}
            defaultValues={termsFrom(base, base?.code ?? code)}
            onSubmit={submit}
            submitLabel={t('terms.form.create')}
            successMessage={t('terms.form.created')}
            draftKey={`terms:new:${base?.code ?? code}`}
          />
        </>
      )}
    </ConsolePage>
  );
}
