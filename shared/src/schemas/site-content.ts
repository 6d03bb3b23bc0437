import { z } from 'zod';
import { contactPhone, id, isoDateTime, localizedText, webLink } from './common.ts';
import { privacySettings } from './access-records.ts';

export const officeCodes = ['seoul-main', 'seoul-branch', 'incheon', 'gwangju'] as const;
export const officeCode = z.enum(officeCodes);
export type OfficeCode = z.infer<typeof officeCode>;

const officeShape = {
  code: officeCode,
  phone: contactPhone,
  fax: z.union([z.literal(''), contactPhone]).optional(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** The office's photo (an upload URL), set by `POST|DELETE /api/console/setting/offices/{code}/image`. */
  image: z.string().nullable(),
  /** A link to the office on an online map service. */
  mapUrl: webLink.optional(),
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
  youtube: webLink.optional(),
  blog: webLink.optional(),
  instagram: webLink.optional(),
  facebook: webLink.optional(),
  twitter: webLink.optional(),
});

const settingShape = {
  /** Business registration number (사업자등록번호). */
  registrationNumber: z.string().trim().max(40),
  /** Main number (대표전화). */
  phone: contactPhone,
  email: z.email(),
  /** External chat-consultation service. */
  chatUrl: webLink,
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
  /** At most one per office code. */
  offices: z
    .array(officeRecord)
    .min(1)
    .max(officeCodes.length)
    .refine((offices) => new Set(offices.map((office) => office.code)).size === offices.length, {
      message: 'duplicate',
    }),
  /** Who is told of a new consultation request or question. */
  notificationRecipients: z.object({ email: z.array(z.email()).max(20), sms: z.array(contactPhone).max(20) }),
  /**
   * How long requests and answered questions are kept, and after how long idle a console session ends (docs/privacy.md).
   * The API always answers it (the defaults until saved); a `PUT` without it keeps what is stored.
   */
  privacy: privacySettings.optional(),
  updatedAt: isoDateTime.optional(),
});
export type SettingRecord = z.infer<typeof settingRecord>;
/**
 * `PUT /api/console/setting` takes back what `GET` gave. An office's `image` is kept as stored (it is changed by
 * its own upload route), so a form saved after a photo was uploaded does not undo the upload.
 */
export const settingInput = settingRecord
  .extend({
    offices: z
      .array(officeRecord.extend({ image: z.string().nullable().optional() }).strict())
      .min(1)
      .max(officeCodes.length)
      .refine((offices) => new Set(offices.map((office) => office.code)).size === offices.length, {
        message: 'duplicate',
      }),
  })
  .strict();
export type SettingInput = z.infer<typeof settingInput>;

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

export const lawyerKey = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(60);

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

/** A portrait's proportions (width:height), as the public pages frame it. */
export const portraitAspect = 3 / 4;

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
  /**
   * Left out of every public page, list, the sitemap and structured data; its profile answers 404. Always present
   * in the API's answers (optional in the type only for the seed's content, which leaves it out).
   */
  hidden: z.boolean().optional(),
  position: localizedText,
  summary: localizedText,
  info: z.object({ ko: z.array(lawyerInfoSection), en: z.array(lawyerInfoSection) }),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type LawyerRecord = z.infer<typeof lawyerRecord>;
export const lawyerInput = lawyerRecord
  .omit({ _id: true, createdAt: true, updatedAt: true, image: true })
  .extend({ hidden: z.boolean().default(false) })
  .strict();
export type LawyerInput = z.infer<typeof lawyerInput>;
/** `PUT /api/console/lawyers/order`: every lawyer, each once, in the new order; each one's `order` becomes its position (from 1). */
export const lawyerOrderInput = z.object({ ids: z.array(id).min(1).max(500) }).strict();
export type LawyerOrderInput = z.infer<typeof lawyerOrderInput>;

const cropPixels = z.coerce.number().int().min(0).max(100_000);
/**
 * The text fields of `POST /api/console/lawyers/{id}/image` beside `file`: the rectangle to keep, in pixels of the
 * uploaded image (react-easy-crop's `croppedAreaPixels`); all four or none (then the centre is kept).
 */
export const portraitCropFields = z
  .object({
    'crop.x': cropPixels,
    'crop.y': cropPixels,
    'crop.width': cropPixels.min(1),
    'crop.height': cropPixels.min(1),
  })
  .partial()
  .strict()
  .refine(
    (crop) =>
      [crop['crop.x'], crop['crop.y'], crop['crop.width'], crop['crop.height']].filter((value) => value === undefined)
        .length %
        4 ===
      0,
    {
      message: 'all four or none',
      path: ['crop'],
    },
  );
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
  /**
   * The wide picture at the top of the page (an upload URL), or none. Always present in the API's answers (`null`
   * when none); optional in the type only so that pages written before it keep compiling.
   */
  visual: z.string().nullable().optional(),
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
  /** Set by `POST|DELETE /api/console/practices/{id}/visual`. */
  visual: z.string().nullable(),
  title: localizedText,
  lead: localizedText,
  description: localizedText,
  sections: z.object({ ko: z.array(practiceSection), en: z.array(practiceSection) }),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PracticeRecord = z.infer<typeof practiceRecord>;
export const practiceInput = practiceRecord
  .omit({ _id: true, createdAt: true, updatedAt: true, visual: true })
  .strict();
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
/** An entry of `GET /api/v1/terms/{code}/versions`: a version in effect now or before. */
export const termsVersion = terms.pick({ _id: true, code: true, title: true, effectiveAt: true });
export type TermsVersion = z.infer<typeof termsVersion>;

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
