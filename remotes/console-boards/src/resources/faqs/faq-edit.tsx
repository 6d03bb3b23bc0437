import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { FaqInput } from '@taesung/shared';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses, confirm, QueryView, useAction } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useDeleteConsoleFaqMutation, useGetConsoleFaqQuery, useUpdateConsoleFaqMutation } from './api.ts';
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
    if (await act(() => remove(faq._id).unwrap(), { success: t('faqs.form.deleted') }))
      void navigate(backPath, { replace: true });
  };

  return (
    <ConsolePage
      title={t('faqs.form.editTitle')}
      actions={
        <Link className={actionClasses.back} to={backPath}>
          {t('faqs.form.back')}
        </Link>
      }
    >
      <QueryView result={{ ...result, data: faq }} notFound={t('faqs.form.notFound')}>
        {(stored) => (
          <>
            <FaqForm
              key={stored._id}
              defaultValues={faqToInput(stored)}
              onSubmit={(values: FaqInput) => update({ id: stored._id, input: values }).unwrap()}
              submitLabel={t('faqs.form.save')}
              successMessage={t('faqs.form.saved')}
              draftKey={`faqs:${stored._id}`}
            />
            <div className={styles.formActions}>
              <button
                type="button"
                className={actionClasses.danger}
                onClick={() => void deleteFaq()}
                disabled={removing}
              >
                {t('faqs.form.delete')}
              </button>
            </div>
          </>
        )}
      </QueryView>
    </ConsolePage>
  );
}
