import { z } from 'zod';
import { calculatorTools } from '../calculators/constants.ts';
import {
  apiError,
  booleanQuery,
  honeypot,
  id,
  isoDateTime,
  koreanPhone,
  localizedText,
  pageQuery,
  storedFile,
} from './common.ts';
import { sortOrder } from './boards.ts';
import { officeCode } from './site-content.ts';
import { requestHold } from './access-records.ts';

/* Popups and banners. */

const displayWindow = {
  startAt: isoDateTime.nullable(),
  endAt: isoDateTime.nullable(),
  active: z.boolean(),
  order: z.number().int(),
};

const popupShape = {
  _id: id,
  image: z.string().nullable(),
  link: z.string().nullable(),
  /** Size on wide screens, in CSS pixels. */
  width: z.number().int().min(200).max(1200).default(400),
  height: z.number().int().min(0).max(1200).default(0),
  ...displayWindow,
};

export const popup = z.object({ ...popupShape, title: z.string(), content: z.string() });
export type Popup = z.infer<typeof popup>;
export const popupRecord = z.object({
  ...popupShape,
  title: localizedText,
  content: localizedText,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PopupRecord = z.infer<typeof popupRecord>;
export const popupInput = popupRecord.omit({ _id: true, image: true, createdAt: true, updatedAt: true }).strict();
export type PopupInput = z.infer<typeof popupInput>;

/** Which screens a banner picture is for (seed §9): `mobile` below 768 px, `tablet` below 1200 px, `desktop` from 1200 px. */
export const bannerBreakpoints = ['mobile', 'tablet', 'desktop'] as const;
export const bannerBreakpoint = z.enum(bannerBreakpoints);
export type BannerBreakpoint = z.infer<typeof bannerBreakpoint>;

export const bannerImage = z.object({ url: z.string(), alt: z.string(), breakpoint: bannerBreakpoint });
const bannerShape = {
  _id: id,
  /** Placement on the site (`home-hero`, `practice-side`, ...). */
  code: z.string().min(1).max(50),
  link: z.string().nullable(),
  ...displayWindow,
};
export const banner = z.object({ ...bannerShape, title: z.string(), images: z.array(bannerImage) });
export type Banner = z.infer<typeof banner>;
export const bannerRecord = z.object({
  ...bannerShape,
  title: localizedText,
  images: z.array(z.object({ url: z.string(), alt: localizedText, breakpoint: bannerBreakpoint })),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type BannerRecord = z.infer<typeof bannerRecord>;
/** A banner as staff save it; its pictures are uploaded one by one (`POST /banners/{id}/images/{index}`). */
export const bannerInput = z
  .object({
    code: bannerShape.code,
    title: localizedText,
    link: z.string().trim().max(500).nullable(),
    startAt: isoDateTime.nullable(),
    endAt: isoDateTime.nullable(),
    active: z.boolean(),
    order: z.number().int(),
    /** Reorders, relabels, moves to another screen size or drops uploaded pictures; absent leaves them as they are. */
    images: z
      .array(
        z
          .object({ url: z.string().startsWith('/uploads/'), alt: localizedText, breakpoint: bannerBreakpoint })
          .strict(),
      )
      .max(20)
      .optional(),
  })
  .strict();
export type BannerInput = z.infer<typeof bannerInput>;
export const bannerListQuery = pageQuery.extend({
  code: z.string().max(50).optional(),
  active: booleanQuery.optional(),
});
export const popupListQuery = pageQuery.extend({ active: booleanQuery.optional() });

/* FAQs, notices and visitors' questions (the guide page and `/console/center`). */

/** Practice codes, plus general topics. */
export const faqCategory = z.string().min(1).max(50);

const faqShape = { _id: id, category: faqCategory, order: z.number().int(), published: z.boolean() };
export const faq = z.object({ ...faqShape, question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faq>;
export const faqRecord = z.object({
  ...faqShape,
  question: localizedText,
  answer: localizedText,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type FaqRecord = z.infer<typeof faqRecord>;
export const faqInput = faqRecord.omit({ _id: true, createdAt: true, updatedAt: true }).strict();
export const faqListQuery = pageQuery.extend({ category: faqCategory.optional() });
/** The console's list: also by whether a FAQ is public. */
export const consoleFaqListQuery = faqListQuery.extend({ published: booleanQuery.optional() });
export type FaqInput = z.infer<typeof faqInput>;
/** `PUT /api/console/center/faqs/order`: the FAQs in their new order; each one's `order` becomes its position. */
export const faqOrderInput = z.object({ ids: z.array(id).min(1).max(500) }).strict();
export type FaqOrderInput = z.infer<typeof faqOrderInput>;

export const question = z.object({
  _id: id,
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  subject: z.string(),
  content: z.string(),
  answered: z.boolean(),
  answer: z.string().nullable(),
  answeredAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Question = z.infer<typeof question>;

/** `POST /api/v1/center/questions`. */
export const questionInput = z
  .object({
    name: z.string().trim().min(1).max(50),
    phone: koreanPhone.optional(),
    email: z.email().max(200).optional(),
    subject: z.string().trim().min(1).max(200),
    content: z.string().trim().min(1).max(5000),
    agree: z.literal(true),
    website: honeypot,
  })
  .strict();
export type QuestionInput = z.infer<typeof questionInput>;

/**
 * What a visitor gets back after asking: the question, and the key of its private page (`path`, without the
 * language prefix), the page where the answer shows.
 */
export const questionReceipt = z.object({ question, key: z.string(), path: z.string() });
export type QuestionReceipt = z.infer<typeof questionReceipt>;

/** A question as its private page shows it: no name, phone or e-mail. */
export const questionView = question.pick({
  _id: true,
  subject: true,
  content: true,
  answered: true,
  answer: true,
  answeredAt: true,
  createdAt: true,
});
export type QuestionView = z.infer<typeof questionView>;
export const questionKeyQuery = z.object({ key: z.string().min(1).max(200) });

export const questionListQuery = pageQuery.extend({ answered: booleanQuery.optional() });

export const questionAnswerInput = z
  .object({ answer: z.string().trim().min(1).max(10_000), answered: z.boolean().default(true) })
  .strict();
export type QuestionAnswerInput = z.input<typeof questionAnswerInput>;

/* Consultation requests (`POST /api/v1/forms`) and callback requests (`POST /api/v1/message`). */

export const contactTimes = ['anytime', 'morning', 'afternoon', 'evening'] as const;
export const contactTime = z.enum(contactTimes);
export const requestStatuses = ['new', 'progress', 'done'] as const;
export const requestStatus = z.enum(requestStatuses);
export type RequestStatus = z.infer<typeof requestStatus>;

/* Booking a consultation time (docs/api.md "Booking"): times are Seoul time, written with `+09:00`. */

export const bookingKinds = ['visit', 'phone', 'video'] as const;
export const bookingKind = z.enum(bookingKinds);
export type BookingKind = z.infer<typeof bookingKind>;

/** A free time: its start and end. */
export const bookingSlot = z.object({ start: isoDateTime, end: isoDateTime });
export type BookingSlot = z.infer<typeof bookingSlot>;

/** `GET /api/v1/booking/slots`: an office's free times of one kind, for `days` Seoul days from `from` (today without). */
export const bookingSlotsQuery = z.object({
  office: officeCode,
  kind: bookingKind,
  from: z.iso.date().optional(),
  days: z.coerce.number().int().min(1).max(31).default(7),
});
export type BookingSlotsQuery = z.infer<typeof bookingSlotsQuery>;

/** 409 `SLOT_TAKEN` to a consultation request: the message, and the next free times of the same office and kind. */
export const slotTakenAnswer = z.object({
  message: z.string(),
  code: z.literal('SLOT_TAKEN'),
  slots: z.array(bookingSlot),
});

/** The time a visitor picks with a consultation request, at the request's office. */
export const slotChoice = z.object({ kind: bookingKind, start: isoDateTime }).strict();
export type SlotChoice = z.infer<typeof slotChoice>;

/** A booking as its private link shows it: its time, kind and office, and whether it still holds; nothing personal. */
export const bookingStatuses = ['booked', 'cancelled'] as const;
export const bookingView = z.object({
  _id: z.string(),
  office: officeCode,
  kind: bookingKind,
  start: isoDateTime,
  end: isoDateTime,
  status: z.enum(bookingStatuses),
});
export type BookingView = z.infer<typeof bookingView>;

/** The key of a booking's private link (`?key=`), given with the booking as a question's is with the question. */
export const bookingKeyQuery = questionKeyQuery;

/** Moving a booking through its private link: to another free time of the same office and kind. */
export const bookingMoveInput = z.object({ start: isoDateTime }).strict();
export type BookingMoveInput = z.infer<typeof bookingMoveInput>;

/** 409 to a move: `SLOT_TAKEN` with the next free times, or `BOOKING_CLOSED` (cancelled, or its time begun). */
export const bookingMoveConflict = z.union([slotTakenAnswer, apiError]);

/** A booked request's private link: the booking's id and the key that opens it (`/api/v1/bookings/{id}?key=…`). */
export const bookingReceipt = z.object({ _id: z.string(), key: z.string() });

/* Staff's calendar of booked times (`/api/console/bookings`, docs/console.md "Booking calendar"). */

/** `GET /api/console/bookings`: the bookings starting on the Seoul days `from` to `to` (both included, up to 62 days). */
export const consoleBookingListQuery = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    office: officeCode.optional(),
    lawyer: z.string().min(1).max(64).optional(),
    cancelled: booleanQuery.optional(),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'to is before from' })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 62 * 24 * 60 * 60 * 1000, {
    path: ['to'],
    message: 'at most 62 days',
  });
export type ConsoleBookingListQuery = z.infer<typeof consoleBookingListQuery>;

export const consoleBookingStatuses = ['booked', 'confirmed', 'cancelled'] as const;
export type ConsoleBookingStatus = (typeof consoleBookingStatuses)[number];

/** A lawyer a booking may be assigned to: its id and name in both languages. */
export const bookingLawyer = z.object({ _id: z.string(), name: z.string(), nameEn: z.string(), office: z.string() });
export type BookingLawyer = z.infer<typeof bookingLawyer>;

/** A booking as staff see it: its request (the name masked as the request list masks it), time, status and lawyer. */
export const consoleBooking = z.object({
  _id: z.string(),
  requestId: z.string(),
  name: z.string(),
  office: officeCode,
  kind: bookingKind,
  start: isoDateTime,
  end: isoDateTime,
  status: z.enum(consoleBookingStatuses),
  lawyer: bookingLawyer.nullable(),
});
export type ConsoleBooking = z.infer<typeof consoleBooking>;

/** Staff moving a booking: to another free time of its office and kind. */
export const consoleBookingMoveInput = bookingMoveInput;

/** Staff assigning a lawyer to a booking, or taking the assignment back (`null`). */
export const bookingLawyerInput = z.object({ lawyerId: z.string().min(1).max(64).nullable() }).strict();
export type BookingLawyerInput = z.infer<typeof bookingLawyerInput>;

export const consultationRequestInput = z
  .object({
    name: z.string().trim().min(1).max(50),
    phone: koreanPhone,
    /** Where the booking's notices (with its `.ics`) are mailed; optional, text messages go to `phone`. */
    email: z.email().max(200).optional(),
    /** A practice code, or `other`. */
    category: z.string().min(1).max(50),
    office: officeCode,
    contactTime,
    content: z.string().trim().min(1).max(5000),
    /** Consent to the collection of personal data (PIPA art. 15); required. */
    agree: z.literal(true),
    /** The calculator whose result led to the request (`calculatorTools`), when it came from one. */
    source: z.enum(calculatorTools).optional(),
    /** A free time of the request's office (`GET /api/v1/booking/slots`); 409 `SLOT_TAKEN` when it is no longer free. */
    appointment: slotChoice.optional(),
    website: honeypot,
  })
  .strict();
export type ConsultationRequestInput = z.infer<typeof consultationRequestInput>;

export const consultationRequest = z.object({
  _id: id,
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable().optional(),
  category: z.string(),
  office: z.string(),
  contactTime,
  content: z.string(),
  agree: z.boolean(),
  status: requestStatus,
  memo: z.string(),
  files: z.array(storedFile),
  locale: z.string(),
  /** The calculator the request came from; null for one made without. */
  source: z.enum(calculatorTools).nullable().optional(),
  /** Console only: the legal hold that keeps the request from the retention job. */
  hold: requestHold.nullable().optional(),
  /** The booked time, when the visitor picked one. */
  appointment: z.object({ kind: bookingKind, start: isoDateTime, end: isoDateTime }).nullable().optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** `POST /api/v1/forms` answers the stored request and, when a time was booked, the booking's private link. */
export const consultationReceipt = z.object({ form: consultationRequest, booking: bookingReceipt.optional() });
export type ConsultationRequest = z.infer<typeof consultationRequest>;

export const consultationRequestUpdate = z
  .object({ status: requestStatus.optional(), memo: z.string().max(10_000).optional() })
  .strict();
/** A day, `YYYY-MM-DD` (a Korean day where the API counts days). */
export const isoDay = z.iso.date();

export const requestSortKeys = ['createdAt', 'updatedAt', 'name', 'status'] as const;

/**
 * The console's list of requests. `from` and `to` are Korean days, both included; `bookedOn`, the Korean day of a
 * booked time (bookings not cancelled); `search` finds a name, a phone number typed with or without hyphens, or words
 * of the message. Without `sort`, the newest first.
 */
export const requestListQuery = pageQuery.extend({
  status: requestStatus.optional(),
  category: z.string().min(1).max(50).optional(),
  office: officeCode.optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  bookedOn: isoDay.optional(),
  sort: z.enum(requestSortKeys).optional(),
  order: sortOrder.default('desc'),
});
export type RequestListQuery = z.infer<typeof requestListQuery>;
/** `POST /api/console/forms/export`: why the list leaves the console (kept in the access record), and its filters. */
export const requestExportInput = requestListQuery
  .omit({ page: true, limit: true })
  .extend({ reason: z.string().trim().min(5).max(500) })
  .strict();
export type RequestExportInput = z.infer<typeof requestExportInput>;
/** `PUT /api/console/forms/{id}/email`: to this address, or to the notification recipients when absent. */
export const requestEmailInput = z.object({ to: z.email().max(200).optional() }).strict();

export const callbackRequestInput = z
  .object({ name: z.string().trim().min(1).max(50), phone: koreanPhone, agree: z.literal(true), website: honeypot })
  .strict();
export type CallbackRequestInput = z.infer<typeof callbackRequestInput>;

/** `POST /api/v1/pageviews`: a view of a public page; no cookie and no personal data. */
export const pageViewInput = z.object({ path: z.string().startsWith('/').max(300) }).strict();
