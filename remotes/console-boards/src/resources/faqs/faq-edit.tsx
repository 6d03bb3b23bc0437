import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isNotFound, type FaqInput } from '@taesung/shared';
import { ConsolePage } from '@taesung/shared/console-page';
import { confirm, EmptyState, ErrorState, LoadingState, useAction } from '@taesung/shared/console';
import { useDeleteConsoleFaqMutation, useGetConsoleFaqQuery, useUpdateConsoleFaqMutation } from '@/api/faqs.ts';
import { namespace } from '@/i18n/index.ts';
import { FaqForm } from './faq-form.tsx';
import { faqListPath, faqToInput } from './faq-values.ts';
import styles from './faqs.module.css';

/** A stored FAQ: its form and its deletion. */
export function FaqEdit() {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const act = useAction();
  const result = useGetConsoleFaqQuery(id);
  const [update] = useUpdateConsoleFaqMutation();
  const [remove, { isLoading: removing }] = useDeleteConsoleFaqMutation();
  const faq = result.data?._id === id ? result.data : undefined;
  const backPath = faq ? `${faqListPath}?category=${encodeURIComponent(faq.category)}` : faqListPath;

  const deleteFaq = async () => {
    if (!faq) return;
    const confirmed = await confirm({
      title: t('faqs.form.deleteTitle'),
      message: t('faqs.form.deleteMessage', { question: faq.question.ko || faq.question.en }),
      confirmLabel: t('faqs.form.deleteConfirm'),
      cancelLabel: t('faqs.form.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    if (await act(() => remove(faq._id).unwrap(), { success: t('faqs.form.deleted') })) void navigate(backPath, { replace: true });
  };

  return (
    <ConsolePage
      title={t('faqs.form.editTitle')}
      actions={
        <Link className={styles.back} to={backPath}>
          {t('faqs.form.back')}
        </Link>
      }
    >
      {faq ? (
        <>
          <FaqForm
            key={faq._id}
            defaultValues={faqToInput(faq)}
            onSubmit={(values: FaqInput) => update({ id: faq._id, input: values }).unwrap()}
            submitLabel={t('faqs.form.save')}
            successMessage={t('faqs.form.saved')}
            draftKey={`faqs:${faq._id}`}
          />
          <div className={styles.formActions}>
            <button type="button" className={styles.dangerButton} onClick={() => void deleteFaq()} disabled={removing}>
              {t('faqs.form.delete')}
            </button>
          </div>
        </>
      ) : result.error && isNotFound(result.error) ? (
        <EmptyState>{t('faqs.form.notFound')}</EmptyState>
      ) : result.error ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : (
        <LoadingState />
      )}
    </ConsolePage>
  );
}
