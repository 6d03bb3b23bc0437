import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { TermsRecord } from '@taesung/shared';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses, confirm, formatDateTimeMinutes, QueryView, useAction } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import {
  useDeleteConsoleTermsMutation,
  useGetConsoleTermsListQuery,
  useGetConsoleTermsQuery,
  useUpdateConsoleTermsMutation,
} from './api.ts';
import { TermsForm } from './terms-form.tsx';
import { TermsStateBadge } from './terms-state-badge.tsx';
import { termsCreatePath, termsListPath, termsState, termsToInput } from './terms-values.ts';
import versionStyles from '@/ui/version-styles.ts';
import styles from './terms.module.css';

/** A version: a scheduled one is edited or deleted here; one whose date has come is shown as visitors read it. */
export function TermsEdit() {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const result = useGetConsoleTermsQuery(id);
  const terms = result.data?._id === id ? result.data : undefined;
  const versions = useGetConsoleTermsListQuery({ code: terms?.code ?? '', limit: 100 }, { skip: !terms }).data?.terms;
  const state = terms ? termsState(terms, versions ?? [terms]) : null;

  return (
    <ConsolePage
      title={
        terms
          ? t(state === 'scheduled' ? 'terms.form.editTitle' : 'terms.form.viewTitle', {
              document: t(`terms.codes.${terms.code}`),
            })
          : t('terms.list.title')
      }
      actions={
        <Link className={actionClasses.back} to={termsListPath}>
          {t('terms.form.back')}
        </Link>
      }
    >
      <QueryView
        result={{ data: terms, error: result.error, refetch: result.refetch }}
        notFound={t('terms.form.notFound')}
      >
        {(version) => {
          const versionState = termsState(version, versions ?? [version]);
          return (
            <>
              <p className={versionStyles.status}>
                <TermsStateBadge state={versionState} />{' '}
                {t('terms.form.effectiveOn', { time: formatDateTimeMinutes(version.effectiveAt) })}
              </p>
              {versionState === 'scheduled' ? <ScheduledVersion terms={version} /> : <StoredVersion terms={version} />}
            </>
          );
        }}
      </QueryView>
    </ConsolePage>
  );
}

function ScheduledVersion({ terms }: { terms: TermsRecord }) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const act = useAction();
  const [update] = useUpdateConsoleTermsMutation();
  const [remove, { isLoading: removing }] = useDeleteConsoleTermsMutation();

  const deleteVersion = async () => {
    const confirmed = await confirm({
      title: t('terms.delete.title'),
      message: t('terms.delete.message', {
        title: terms.title.ko || terms.title.en,
        time: formatDateTimeMinutes(terms.effectiveAt),
      }),
      confirmLabel: t('terms.delete.confirm'),
      cancelLabel: t('terms.cancel'),
      tone: 'danger',
    });
    if (confirmed && (await act(() => remove(terms._id).unwrap(), { success: t('terms.delete.done') })))
      void navigate(termsListPath, { replace: true });
  };

  return (
    <>
      <p className={versionStyles.note}>{t('terms.form.scheduledNote')}</p>
      <TermsForm
        key={terms._id}
        defaultValues={termsToInput(terms)}
        onSubmit={(values) => update({ id: terms._id, input: values }).unwrap()}
        submitLabel={t('terms.form.save')}
        successMessage={t('terms.form.saved')}
        draftKey={`terms:${terms._id}`}
        codeFixed
        actions={
          <button
            type="button"
            className={actionClasses.danger}
            onClick={() => void deleteVersion()}
            disabled={removing}
          >
            {t('terms.delete.button')}
          </button>
        }
      />
    </>
  );
}

function StoredVersion({ terms }: { terms: TermsRecord }) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <p className={versionStyles.note}>{t('terms.form.lockedNote')}</p>
      <p>
        <Link className={actionClasses.primary} to={termsCreatePath(terms.code, terms._id)}>
          {t('terms.form.newFromThis')}
        </Link>
      </p>
      {(['ko', 'en'] as const).map((language) => (
        <article key={language} className={styles.document} lang={language} aria-labelledby={`terms-${language}`}>
          <p className={styles.language}>{t(`terms.languages.${language}`)}</p>
          <h2 id={`terms-${language}`}>{terms.title[language] || t('terms.form.untitled')}</h2>
          {/* The API sanitises rich text on save. */}
          <div className={styles.text} dangerouslySetInnerHTML={{ __html: terms.content[language] }} />
        </article>
      ))}
    </>
  );
}
