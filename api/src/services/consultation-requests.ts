import { eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  contactTimes,
  officeCodes,
  type ConsultationRequest,
  type ConsultationRequestInput,
  type RequestExportInput,
  type RequestHold,
  type RequestListQuery,
  type RequestStatus,
  type StoredFile,
} from '@taesung/shared/schemas';
import { calculatorToolNames, calculatorTools, koreanDayStart } from '@taesung/shared/calculators';
import { practiceCodes } from '@taesung/shared/site';
import { bookings, forms, settings } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ValidationError, notFound, type ChoiceField } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { normalizePhone } from '../lib/phone.ts';
import { maskEmail, maskName, maskPhone } from './access-records.ts';
import { heldOn } from './booking.ts';
import { forgetMessagesAbout } from './messaging.ts';
import type { Locale } from '../lib/locale.ts';
import {
  allOf,
  containing,
  countMatches,
  iso,
  orderBy,
  pageOf,
  searchDoubled,
  searchPage,
  searchText,
  windowOf,
  type OrderKey,
} from '../lib/query.ts';

export type ConsultationRequestRow = typeof forms.$inferSelect;

/** The category of a callback request (`POST /api/v1/message`): kept with the consultation requests. */
export const callbackCategory = 'callback';

export const toConsultationRequest = (row: ConsultationRequestRow): ConsultationRequest => ({
  _id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  category: row.category,
  office: row.office,
  contactTime: row.contactTime,
  content: row.content,
  agree: row.agree,
  status: row.status,
  memo: row.memo,
  files: row.files,
  locale: row.locale,
  source: row.source,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** A request as the console shows one request: every value, and its legal hold. */
export const toConsoleRequest = (row: ConsultationRequestRow): ConsultationRequest => ({
  ...toConsultationRequest(row),
  hold: row.hold,
});

/** A request as the console's lists show it: the name and phone number partly hidden (docs/privacy.md). */
export const toListedRequest = (row: ConsultationRequestRow): ConsultationRequest => ({
  ...toConsoleRequest(row),
  name: maskName(row.name),
  phone: maskPhone(row.phone),
  email: row.email ? maskEmail(row.email) : null,
});

/** The practice areas a visitor may choose: one of the practice pages, or `other`. */
export const requestCategories: readonly string[] = [...practiceCodes, 'other'];

/** Private attachments are served to staff only, at this address. */
export const requestFileUrl = (requestId: string, storageName: string) =>
  `/api/console/forms/${requestId}/files/${storageName}`;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A name, a phone number with or without hyphens (`010-1234`, `01012345678`), or words of the message. Digits
 * (with hyphens or spaces) of which there are four or more are a phone number, looked up in the phones' own
 * trigram index: digits repeat in every number, so the doubled texts' index has long lists for them.
 */
function searchRequests(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const digits = term.replace(/\D/g, '');
  if (/^[\d\s-]+$/.test(term) && digits.length >= 4)
    return sql`replace(${forms.phone}, '-', '') like ${containing(digits)}`;
  return searchDoubled(searchText(forms), [term]);
}

const requestColumns = getTableColumns(forms);

/** New, in progress, done. */
export const statusRank = sql`case ${forms.status} when 'new' then 0 when 'progress' then 1 else 2 end`;

function requestOrder(query: Pick<RequestListQuery, 'sort' | 'order'>): OrderKey[] {
  const direction = query.order;
  switch (query.sort) {
    case 'updatedAt':
      return [
        [forms.updatedAt, direction],
        [forms.id, direction],
      ];
    case 'name':
      return [
        [forms.name, direction],
        [forms.createdAt, direction],
        [forms.id, direction],
      ];
    case 'status':
      return [
        [statusRank, direction],
        [forms.createdAt, direction],
        [forms.id, direction],
      ];
    default:
      return [
        [forms.createdAt, direction],
        [forms.id, direction],
      ];
  }
}

type RequestValues = Omit<ConsultationRequestInput, 'website' | 'agree' | 'office'> & { office: string };

/** Requests with a booking (not cancelled) whose time starts on a Korean day. */
function bookedOn(day: string): SQL {
  return sql`exists (select 1 from ${bookings} where ${bookings.formId} = ${forms.id} and ${heldOn(day)})`;
}

/** The list's filters: `within` the days asked, and `where` the rest. */
function requestFilter(query: Omit<RequestListQuery, 'page' | 'limit'>) {
  return {
    within: allOf(
      query.from ? gte(forms.createdAt, koreanDayStart(query.from)) : undefined,
      query.to ? lt(forms.createdAt, new Date(koreanDayStart(query.to).getTime() + dayMs)) : undefined,
    ),
    where: allOf(
      query.status ? eq(forms.status, query.status) : undefined,
      query.category ? eq(forms.category, query.category) : undefined,
      query.office ? eq(forms.office, query.office) : undefined,
      query.bookedOn ? bookedOn(query.bookedOn) : undefined,
      searchRequests(query.search),
    ),
  };
}

export function createConsultationRequests(db: Database) {
  /** The offices a visitor may choose: those of the site settings; before any are saved, every office the schema knows. */
  async function officeChoices(): Promise<readonly string[]> {
    const [row] = await db.select({ data: settings.data }).from(settings).where(eq(settings.id, 'site')).limit(1);
    return row ? row.data.offices.map((office) => office.code) : officeCodes;
  }

  return {
    /**
     * Refuses a visitor's request whose coded fields are not among their codes (400 `UNKNOWN_CHOICE`, naming the
     * first such field; `issues` lists them all): the practice area, the preferred office, the contact time and the
     * calculator the request came from.
     * Fields missing or of the wrong type are left to the schema.
     */
    async checkChoices(body: unknown) {
      const values = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      const choices: Record<ChoiceField, readonly string[]> = {
        category: requestCategories,
        office: await officeChoices(),
        contactTime: contactTimes,
        source: calculatorTools,
      };
      const unknown = (Object.keys(choices) as ChoiceField[]).filter(
        (field) => typeof values[field] === 'string' && !choices[field].includes(values[field]),
      );
      if (unknown.length)
        throw new ValidationError(
          unknown.map((field) => ({ path: `body.${field}`, code: 'invalid_value' })),
          'UNKNOWN_CHOICE',
          { field: unknown[0]! },
        );
    },

    /** Builds a request as it would be stored, without storing it. */
    draft(input: RequestValues, locale: Locale, id = newId(), files: StoredFile[] = []): ConsultationRequestRow {
      const now = new Date();
      return {
        id,
        name: input.name,
        phone: normalizePhone(input.phone),
        email: input.email ?? null,
        category: input.category,
        office: input.office,
        contactTime: input.contactTime,
        content: input.content,
        agree: true,
        status: 'new',
        memo: '',
        files,
        locale,
        source: input.source ?? null,
        hold: null,
        createdAt: now,
        updatedAt: now,
      };
    },
    async insert(row: ConsultationRequestRow) {
      const [stored] = await db.insert(forms).values(row).returning();
      return stored!;
    },
    /** The console's list; with `search`, counted up to `searchCountLimit`. */
    async list(query: RequestListQuery) {
      const { within, where } = requestFilter(query);
      const searching = Boolean(query.search?.trim());
      const { limit, offset } = pageOf(query);
      const keys = requestOrder(query);
      const counted = await countMatches(db, forms, allOf(within, where), searching);
      const rows = await searchPage({ limit, offset, dense: counted.capped }, (window) => {
        if (!window)
          return db
            .select(requestColumns)
            .from(forms)
            .where(allOf(within, where))
            .orderBy(...orderBy(keys))
            .limit(limit)
            .offset(offset);
        const recent = windowOf(db, forms, requestColumns, { within, keys, window });
        return db
          .select(requestColumns)
          .from(recent.from)
          .where(where)
          .orderBy(...recent.order)
          .limit(limit)
          .offset(offset);
      });
      return { requests: rows.map(toListedRequest), ...counted };
    },
    async get(id: string) {
      const [row] = await db.select().from(forms).where(eq(forms.id, id)).limit(1);
      if (!row) throw notFound();
      return row;
    },
    async update(id: string, input: { status?: RequestStatus; memo?: string }) {
      const [row] = await db
        .update(forms)
        .set({
          ...(input.status ? { status: input.status } : {}),
          ...(input.memo !== undefined ? { memo: input.memo } : {}),
          updatedAt: new Date(),
        })
        .where(eq(forms.id, id))
        .returning();
      if (!row) throw notFound();
      return row;
    },
    /** Every request the list's filters find, in the list's order, with every value (the export). */
    async exportRows(query: Omit<RequestExportInput, 'reason'>) {
      const { within, where } = requestFilter(query);
      return db
        .select()
        .from(forms)
        .where(allOf(within, where))
        .orderBy(...orderBy(requestOrder(query)));
    },
    async setHold(id: string, hold: RequestHold | null) {
      const [row] = await db.update(forms).set({ hold }).where(eq(forms.id, id)).returning();
      if (!row) throw notFound();
      return row;
    },
    /** Deletes a request with the mail and text messages that carried it. */
    async remove(id: string) {
      const row = await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(forms).where(eq(forms.id, id)).returning();
        if (deleted) await forgetMessagesAbout(tx, 'form', [deleted.id]);
        return deleted;
      });
      if (!row) throw notFound();
      return row;
    },
  };
}

export type ConsultationRequests = ReturnType<typeof createConsultationRequests>;

const csvColumns = {
  ko: [
    '번호',
    '접수 일시',
    '이름',
    '연락처',
    '이메일',
    '분야',
    '사무소',
    '연락 희망 시간',
    '상담 예약',
    '내용',
    '계산기',
    '상태',
    '메모',
    '보존 조치',
  ],
  en: [
    'ID',
    'Received',
    'Name',
    'Phone',
    'E-mail',
    'Category',
    'Office',
    'Contact time',
    'Booked time',
    'Message',
    'Calculator',
    'Status',
    'Memo',
    'Legal hold',
  ],
} as const;

/** A CSV cell: quoted, and a leading `=`, `+`, `-`, `@` or tab kept from being read as a spreadsheet formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The kinds of a booked consultation, as the export names them. */
const bookingKindNames = {
  visit: { ko: '방문', en: 'in person' },
  phone: { ko: '전화', en: 'by phone' },
  video: { ko: '화상', en: 'by video' },
} as const;

type BookedTime = NonNullable<ConsultationRequest['appointment']>;

/** A booked time as the export writes it, in Seoul time: `2026-12-03 14:00–14:30 방문`. */
function bookedCell(booked: BookedTime | undefined, locale: Locale): string {
  if (!booked) return '';
  return `${booked.start.slice(0, 10)} ${booked.start.slice(11, 16)}–${booked.end.slice(11, 16)} ${bookingKindNames[booked.kind][locale]}`;
}

/**
 * The export of requests: UTF-8 with a BOM (so spreadsheet programs read Korean), one line per request. `booked`
 * holds the requests' booked times (`start` and `end` with `+09:00`), by request.
 */
export function consultationRequestsCsv(
  rows: ConsultationRequestRow[],
  locale: Locale,
  booked: ReadonlyMap<string, BookedTime> = new Map(),
): string {
  const lines = rows.map((row) =>
    [
      row.id,
      row.createdAt.toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-GB', { timeZone: 'Asia/Seoul' }),
      row.name,
      row.phone,
      row.email ?? '',
      row.category,
      row.office,
      row.contactTime,
      bookedCell(booked.get(row.id), locale),
      row.content,
      row.source ? calculatorToolNames[row.source][locale] : '',
      row.status,
      row.memo,
      row.hold?.reason ?? '',
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[csvColumns[locale].map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
