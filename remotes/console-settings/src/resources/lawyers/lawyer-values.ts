import type { TFunction } from 'i18next';
import { z } from 'zod';
import { lawyerInput, officeCodes } from '@taesung/shared/schemas';
import type { LawyerInfoSection, LawyerInput, LawyerRecord } from '@taesung/shared';
import type { FilterOption } from '@taesung/shared/console';

export const lawyerListPath = '/console/setting/lawyers';
export const lawyerCreatePath = `${lawyerListPath}/create`;
export const lawyerPath = (id: string) => `${lawyerListPath}/${encodeURIComponent(id)}`;
/** The lawyer's public profile (Korean site). */
export const publicProfilePath = (key: string) => `/taesung/lawyer/${encodeURIComponent(key)}`;

/** Empty lines are dropped on save, so a line added by mistake never shows as a gap. */
const line = z.object({ text: z.string().trim().max(300), bold: z.boolean() });
/** A profile section as the form holds it: its title, and either lines (each may be bold) or one paragraph. */
const section = z.object({
  title: z.string().trim().min(1).max(100),
  layout: z.enum(['lines', 'text']),
  lines: z.array(line).max(100),
  text: z.string().max(5000),
});
export type SectionValues = z.input<typeof section>;

/** The lawyer's form: the API's input with the profile's lines as objects a field array can hold. */
export const lawyerForm = lawyerInput.extend({
  info: z.object({ ko: z.array(section).max(20), en: z.array(section).max(20) }),
});
export type LawyerFormValues = z.input<typeof lawyerForm>;

const sectionToForm = (entry: LawyerInfoSection): SectionValues => ({
  title: entry.title,
  layout: entry.infoDetail ? 'lines' : 'text',
  lines: (entry.infoDetail ?? []).map((value) =>
    typeof value === 'string' ? { text: value, bold: false } : { text: value.text, bold: value.bold ?? false },
  ),
  text: entry.text ?? '',
});

const formToSection = (entry: z.output<typeof section>): LawyerInfoSection =>
  entry.layout === 'lines'
    ? {
        title: entry.title,
        infoDetail: entry.lines
          .filter((value) => value.text !== '')
          .map((value) => (value.bold ? { text: value.text, bold: true } : value.text)),
      }
    : { title: entry.title, text: entry.text };

export const newSection = (): SectionValues => ({
  title: '',
  layout: 'lines',
  lines: [{ text: '', bold: false }],
  text: '',
});

export const emptyLawyer = (): LawyerFormValues => ({
  key: '',
  title: '',
  titleEn: '',
  office: officeCodes[0],
  ceo: false,
  representative: false,
  hidden: false,
  order: 0,
  position: { ko: '', en: '' },
  summary: { ko: '', en: '' },
  info: { ko: [], en: [] },
});

export const lawyerToForm = (lawyer: LawyerRecord): LawyerFormValues => ({
  key: lawyer.key,
  title: lawyer.title,
  titleEn: lawyer.titleEn,
  office: lawyer.office,
  ceo: lawyer.ceo,
  representative: lawyer.representative,
  hidden: lawyer.hidden,
  order: lawyer.order,
  position: lawyer.position,
  summary: lawyer.summary,
  info: { ko: lawyer.info.ko.map(sectionToForm), en: lawyer.info.en.map(sectionToForm) },
});

export const formToLawyer = (values: z.output<typeof lawyerForm>): LawyerInput => ({
  ...values,
  info: { ko: values.info.ko.map(formToSection), en: values.info.en.map(formToSection) },
});

export const officeOptions = (t: TFunction): FilterOption[] =>
  officeCodes.map((value) => ({ value, label: t(`lawyers.offices.${value}`) }));

/** The order a new lawyer takes: after every other one. */
export const nextOrder = (lawyers: readonly Pick<LawyerRecord, 'order'>[]) =>
  lawyers.reduce((last, lawyer) => Math.max(last, lawyer.order), 0) + 1;
