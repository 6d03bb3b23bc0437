import { z } from 'zod';
import { practiceInput, practiceSectionKinds } from '@taesung/shared/schemas';
import { practiceAreaOf, type PracticeInput, type PracticeRecord, type PracticeSection } from '@taesung/shared';

export const practiceListPath = '/console/setting/practices';
export const practicePath = (id: string) => `${practiceListPath}/${encodeURIComponent(id)}`;
/** The practice's public page (Korean site), as the menu links it. */
export const publicPracticePath = (code: string) => practiceAreaOf(code)?.path ?? null;
/** The site's menu label of the practice (an i18n key of `common`). */
export const practiceMenuTitle = (code: string) => practiceAreaOf(code)?.title ?? null;

const item = z.object({ title: z.string().trim().max(200), text: z.string().trim().max(2000) });
/** A section as the form holds it: every kind's fields, of which the kind's own are saved. */
const section = z.object({
  kind: z.enum(practiceSectionKinds),
  heading: z.string().trim().min(1).max(200),
  body: z.string(),
  items: z.array(item).max(30),
});
export type PracticeSectionValues = z.input<typeof section>;

export const practiceForm = practiceInput.extend({
  sections: z.object({ ko: z.array(section).max(20), en: z.array(section).max(20) }),
});
export type PracticeFormValues = z.input<typeof practiceForm>;

const sectionToForm = (entry: PracticeSection): PracticeSectionValues => ({
  kind: entry.kind,
  heading: entry.heading,
  body: entry.body ?? '',
  items: entry.items ?? [],
});

/** A text section keeps its HTML; steps and points keep their items (empty ones dropped). */
const formToSection = (entry: z.output<typeof section>): PracticeSection =>
  entry.kind === 'text'
    ? { kind: entry.kind, heading: entry.heading, body: entry.body }
    : {
        kind: entry.kind,
        heading: entry.heading,
        items: entry.items.filter((value) => value.title !== '' || value.text !== ''),
      };

export const newPracticeSection = (): PracticeSectionValues => ({ kind: 'text', heading: '', body: '', items: [] });
export const newPracticeItem = () => ({ title: '', text: '' });

export const practiceToForm = (practice: PracticeRecord): PracticeFormValues => ({
  code: practice.code,
  order: practice.order,
  title: practice.title,
  lead: practice.lead,
  description: practice.description,
  sections: { ko: practice.sections.ko.map(sectionToForm), en: practice.sections.en.map(sectionToForm) },
});

export const formToPractice = (values: z.output<typeof practiceForm>): PracticeInput => ({
  ...values,
  sections: { ko: values.sections.ko.map(formToSection), en: values.sections.en.map(formToSection) },
});
