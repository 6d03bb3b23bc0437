import { z } from 'zod';
import { id, isoDateTime, localizedText } from './common.ts';

export const officeCodes = ['seoul-main', 'seoul-branch', 'incheon', 'gwangju'] as const;
export const officeCode = z.enum(officeCodes);
export type OfficeCode = z.infer<typeof officeCode>;

const officeShape = {
  code: officeCode,
  phone: z.string(),
  fax: z.string().optional(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  image: z.string().nullable(),
  /** A link to the office on an online map service. */
  mapUrl: z.string().optional(),
};

/** An office as the public site shows it (caller's language). */
export const office = z.object({
  ...officeShape,
  name: z.string(),
  address: z.string(),
  hours: z.string(),
  /** Public transport, step by step. */
  directions: z.string(),
  parking: z.string(),
});
export type Office = z.infer<typeof office>;

export const officeRecord = z.object({
  ...officeShape,
  name: localizedText,
  address: localizedText,
  hours: localizedText,
  directions: localizedText,
  parking: localizedText,
});
export type OfficeRecord = z.infer<typeof officeRecord>;

export const socialLinks = z.object({
  youtube: z.string().optional(),
  blog: z.string().optional(),
  instagram: z.string().optional(),
  facebook: z.string().optional(),
  twitter: z.string().optional(),
});

const settingShape = {
  registrationNumber: z.string(),
  /** Main number (대표전화). */
  phone: z.string(),
  email: z.email(),
  /** External chat-consultation service. */
  chatUrl: z.string(),
  social: socialLinks,
};

/** The site's settings as the public site reads them. */
export const setting = z.object({
  ...settingShape,
  firmName: z.string(),
  teamName: z.string(),
  /** The representatives named in the footer (대표변호사). */
  representatives: z.string(),
  /** The lawyer responsible for the site's advertising (광고책임변호사), named on every page as the bar's rules ask. */
  advertisingLawyer: z.string(),
  offices: z.array(office),
});
export type Setting = z.infer<typeof setting>;

/** The settings as staff edit them (`GET|PUT /api/console/setting`). */
export const settingRecord = z.object({
  ...settingShape,
  firmName: localizedText,
  teamName: localizedText,
  representatives: localizedText,
  advertisingLawyer: localizedText.default({ ko: '', en: '' }),
  offices: z.array(officeRecord).min(1),
  /** Who is told of a new consultation request or question. */
  notificationRecipients: z.object({ email: z.array(z.email()), sms: z.array(z.string()) }),
  updatedAt: isoDateTime.optional(),
});
export type SettingRecord = z.infer<typeof settingRecord>;
/** `PUT /api/console/setting` takes back what `GET` gave. */
export const settingInput = settingRecord.strict();

/* Lawyers (seed §3): keyed by a URL-safe key; `title` is the Korean name, `titleEn` the English one. */

export const lawyerInfoLine = z.union([z.string(), z.object({ text: z.string(), bold: z.boolean().optional() })]);
export type LawyerInfoLine = z.infer<typeof lawyerInfoLine>;

/** A section of a profile (biography, education, work scope, introduction): lines or a paragraph. */
export const lawyerInfoSection = z.object({
  title: z.string(),
  infoDetail: z.array(lawyerInfoLine).optional(),
  text: z.string().optional(),
});
export type LawyerInfoSection = z.infer<typeof lawyerInfoSection>;

export const lawyerKey = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(60);

const lawyerShape = {
  _id: id,
  key: lawyerKey,
  title: z.string().min(1),
  titleEn: z.string().min(1),
  image: z.string().nullable(),
  office: z.string(),
  ceo: z.boolean(),
  representative: z.boolean(),
  order: z.number().int(),
};

export const lawyer = z.object({
  ...lawyerShape,
  /** Position in the caller's language (대표변호사, 파트너변호사, ...). */
  position: z.string(),
  /** One line under the name. */
  summary: z.string(),
  info: z.array(lawyerInfoSection),
});
export type Lawyer = z.infer<typeof lawyer>;

export const lawyerRecord = z.object({
  ...lawyerShape,
  position: localizedText,
  summary: localizedText,
  info: z.object({ ko: z.array(lawyerInfoSection), en: z.array(lawyerInfoSection) }),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type LawyerRecord = z.infer<typeof lawyerRecord>;
export const lawyerInput = lawyerRecord.omit({ _id: true, createdAt: true, updatedAt: true, image: true }).strict();
export type LawyerInput = z.infer<typeof lawyerInput>;
export const lawyerListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  search: z.string().trim().max(100).optional(),
  office: z.string().max(50).optional(),
});

/* Practice pages: the prose a prospective client reads on /divorce/*, /lawsuit, /inheritance/*. */

export const practiceSectionKinds = ['text', 'steps', 'points'] as const;

export const practiceSection = z.object({
  kind: z.enum(practiceSectionKinds),
  heading: z.string(),
  /** Sanitised HTML (kind `text`). */
  body: z.string().optional(),
  /** Ordered steps (kind `steps`) or what the firm does (kind `points`). */
  items: z.array(z.object({ title: z.string(), text: z.string() })).optional(),
});
export type PracticeSection = z.infer<typeof practiceSection>;

const practiceShape = {
  _id: id,
  /** One of `practiceCodes` of `@taesung/shared/site`. */
  code: z.string(),
  order: z.number().int(),
};

export const practice = z.object({
  ...practiceShape,
  title: z.string(),
  /** One or two sentences under the title. */
  lead: z.string(),
  /** Meta description for search engines. */
  description: z.string(),
  sections: z.array(practiceSection),
  updatedAt: isoDateTime,
});
export type Practice = z.infer<typeof practice>;

export const practiceRecord = z.object({
  ...practiceShape,
  title: localizedText,
  lead: localizedText,
  description: localizedText,
  sections: z.object({ ko: z.array(practiceSection), en: z.array(practiceSection) }),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PracticeRecord = z.infer<typeof practiceRecord>;
export const practiceInput = practiceRecord.omit({ _id: true, createdAt: true, updatedAt: true }).strict();
export type PracticeInput = z.infer<typeof practiceInput>;

/* Terms: the privacy policy (PIPA art. 30) and the terms of service. */

export const termsCodes = ['privacy', 'service'] as const;
export const termsCode = z.enum(termsCodes);

export const terms = z.object({
  _id: id,
  code: termsCode,
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  effectiveAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Terms = z.infer<typeof terms>;

export const termsRecord = z.object({
  _id: id,
  code: termsCode,
  title: localizedText,
  content: localizedText,
  effectiveAt: isoDateTime,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type TermsRecord = z.infer<typeof termsRecord>;
export const termsInput = termsRecord.omit({ _id: true, createdAt: true, updatedAt: true }).strict();
export const termsListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  code: termsCode.optional(),
});
