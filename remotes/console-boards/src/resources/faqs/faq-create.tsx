import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { FaqInput } from '@taesung/shared';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useCreateConsoleFaqMutation, useLazyGetConsoleFaqsQuery } from './api.ts';
import { FaqForm } from './faq-form.tsx';
import { emptyFaq, faqCategories, faqListPath, nextOrder } from './faq-values.ts';

/** A new FAQ, placed after the others of its category; the list opens on that category afterwards. */
export function FaqCreate() {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [create] = useCreateConsoleFaqMutation();
  const [listCategory] = useLazyGetConsoleFaqsQuery();
  const category = searchParams.get('category') ?? '';

  const submit = async (values: FaqInput) => {
    const others = await listCategory({ category: values.category, limit: 100 }).unwrap();
    const created = await create({ ...values, order: nextOrder(others.faqs) }).unwrap();
    void navigate(`${faqListPath}?category=${encodeURIComponent(created.category)}`);
    return created;
  };

  return (
    <ConsolePage
      title={t('faqs.form.createTitle')}
      actions={
        <Link className={actionClasses.back} to={faqListPath}>
          {t('faqs.form.back')}
        </Link>
      }
    >
      <FaqForm
        defaultValues={emptyFaq(faqCategories.includes(category) ? category : '')}
        onSubmit={submit}
        submitLabel={t('faqs.form.create')}
        successMessage={t('faqs.form.created')}
        draftKey="faqs:new"
      />
    </ConsolePage>
  );
}
