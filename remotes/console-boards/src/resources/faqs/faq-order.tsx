import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqRecord } from '@taesung/shared';
import {
  actionClasses,
  ErrorState,
  LoadingState,
  SortableList,
  useAction,
  useUnsavedChangesGuard,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useGetConsoleFaqsQuery, useReorderConsoleFaqsMutation } from './api.ts';
import { faqCategoryLabel } from './faq-values.ts';
import styles from './faqs.module.css';

const sameOrder = (a: readonly FaqRecord[], b: readonly FaqRecord[]) =>
  a.length === b.length && a.every((faq, index) => faq._id === b[index]?._id);

/** The order of one category's FAQs as the site shows them, moved by drag or keyboard and saved in one request. */
export function FaqOrder({ category }: { category: string | undefined }) {
  const { t } = useTranslation(namespace);
  return (
    <section className={styles.order} aria-labelledby="faq-order-title">
      {category ? (
        <CategoryOrder key={category} category={category} />
      ) : (
        <>
          <h2 id="faq-order-title" className="visually-hidden">
            {t('faqs.columns.order')}
          </h2>
          <p className={styles.note}>{t('faqs.order.pick')}</p>
        </>
      )}
    </section>
  );
}

function CategoryOrder({ category }: { category: string }) {
  const { t } = useTranslation(namespace);
  const label = faqCategoryLabel(t, category);
  const result = useGetConsoleFaqsQuery({ category, limit: 100 });
  const [reorder, { isLoading: saving }] = useReorderConsoleFaqsMutation();
  const action = useAction();
  const saved = result.data?.faqs ?? [];
  const [moved, setMoved] = useState<{ from: readonly FaqRecord[]; items: FaqRecord[] } | null>(null);
  const items = moved && moved.from === saved ? moved.items : saved;
  const dirty = !sameOrder(items, saved);
  useUnsavedChangesGuard(dirty);

  const save = async () => {
    await action(() => reorder(items.map((faq) => faq._id)).unwrap(), {
      success: t('faqs.order.saved', { category: label }),
    });
  };

  return (
    <>
      <h2 id="faq-order-title" className={styles.orderTitle}>
        {t('faqs.order.title', { category: label })}
      </h2>
      {result.error ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : result.isLoading ? (
        <LoadingState />
      ) : saved.length < 2 ? (
        <p className={styles.note}>{saved.length === 1 ? t('faqs.order.single') : t('faqs.list.emptyAll')}</p>
      ) : (
        <>
          <p className={styles.note}>{t('faqs.order.lead')}</p>
          <SortableList
            items={items}
            itemKey={(faq) => faq._id}
            label={t('faqs.order.label', { category: label })}
            renderItem={(faq) => (
              <span className={styles.orderItem}>
                <span>{faq.question.ko || faq.question.en}</span>
                {faq.published ? null : <span className={styles.hidden}>{t('faqs.order.hidden')}</span>}
              </span>
            )}
            onReorder={(next) => setMoved({ from: saved, items: next })}
          />
          <div className={styles.orderActions}>
            {dirty ? (
              <p className={styles.changed} role="status">
                {t('faqs.order.changed')}
              </p>
            ) : null}
            <button
              type="button"
              className={actionClasses.primary}
              onClick={() => void save()}
              disabled={!dirty || saving}
              aria-busy={saving || undefined}
            >
              {saving ? t('faqs.order.saving') : t('faqs.order.save')}
            </button>
            <button
              type="button"
              className={actionClasses.secondary}
              onClick={() => setMoved(null)}
              disabled={!dirty || saving}
            >
              {t('faqs.order.reset')}
            </button>
          </div>
        </>
      )}
    </>
  );
}
