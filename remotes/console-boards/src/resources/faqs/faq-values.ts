import type { TFunction } from 'i18next';
import { practiceAreaOf, practiceCodes, type FaqInput, type FaqRecord } from '@taesung/shared';
import type { FilterOption } from '@taesung/shared/console';

/** The guide's general topics, then the practices in menu order: how the public site groups its FAQs. */
export const generalFaqCategories = ['consultation', 'fees'] as const;
export const faqCategories: readonly string[] = [...generalFaqCategories, ...practiceCodes];

export const faqListPath = '/console/center/faqs';
export const faqCreatePath = `${faqListPath}/create`;
export const faqPath = (id: string) => `${faqListPath}/${encodeURIComponent(id)}`;

/** A category's label: the practice's menu label of the site, or the general topic's. */
export function faqCategoryLabel(t: TFunction, category: string): string {
  const practice = practiceAreaOf(category);
  if (practice) return t(`common:${practice.title}`);
  if ((generalFaqCategories as readonly string[]).includes(category)) return t(`faqs.categories.${category}`);
  return category;
}

export const faqCategoryOptions = (t: TFunction): FilterOption[] =>
  faqCategories.map((value) => ({ value, label: faqCategoryLabel(t, value) }));

export const emptyFaq = (category = ''): FaqInput => ({
  category,
  order: 0,
  published: true,
  question: { ko: '', en: '' },
  answer: { ko: '', en: '' },
});

export const faqToInput = (faq: FaqRecord): FaqInput => ({
  category: faq.category,
  order: faq.order,
  published: faq.published,
  question: faq.question,
  answer: faq.answer,
});

/** The order a new FAQ takes: after every FAQ of its category. */
export const nextOrder = (faqs: readonly Pick<FaqRecord, 'order'>[]) =>
  faqs.reduce((last, faq) => Math.max(last, faq.order), 0) + 1;
