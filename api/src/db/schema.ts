import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CalculatorTool, ChildCountFactors } from '@taesung/shared/calculators';
import type {
  AccessAction,
  AccessSubject,
  BannerBreakpoint,
  BookingKind,
  RequestHold,
  RequestStatus,
  LawyerInfoSection,
  LocalizedText,
  OutboxAbout,
  OutboxMessage,
  PracticeSection,
  SettingRecord,
  StoredFile,
} from '@taesung/shared/schemas';

/** A file sent with a mail, as text (an `.ics`). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const timestamps = () => ({
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();

export const levels = pgTable('levels', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  scope: jsonb('scope').$type<string[]>().notNull(),
  /** Its accounts sign in with a second factor (TOTP) and may use nothing else in the console until enrolled. */
  twoFactor: boolean('two_factor').notNull().default(false),
  ...timestamps(),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    levelId: text('level_id')
      .notNull()
      .references(() => levels.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
    withdrawnAt: instant('withdrawn_at'),
    passwordChangedAt: instant('password_changed_at').notNull().defaultNow(),
    /** The TOTP secret (base32) once two-factor sign-in is on; `totpPendingSecret` until the first code confirms it. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: instant('totp_enabled_at'),
    /** The last 30-second step a code was accepted for: a code of this step or an earlier one is a replay. */
    totpLastStep: integer('totp_last_step'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('users_username_key').on(table.username), index('users_level_idx').on(table.levelId)],
);

/** One row per refresh token (login); revoking it ends the session and the access tokens made from it. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Written at most once a minute; the idle timeout counts from it. */
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    /** The absolute end (12 hours after sign-in). */
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** A short description of the browser and system (from the User-Agent), and the client address at sign-in. */
    device: text('device').notNull().default(''),
    address: text('address').notNull().default(''),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Single-use recovery codes for two-factor sign-in, kept as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    usedAt: instant('used_at'),
  },
  (table) => [
    index('recovery_codes_user_idx').on(table.userId),
    uniqueIndex('recovery_codes_hash_key').on(table.userId, table.codeHash),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [uniqueIndex('password_resets_token_key').on(table.tokenHash)],
);

/** Failed logins per client address (`ip:...`) and per username (`user:...`), shared by every replica. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: instant('window_start').notNull(),
  lockedUntil: instant('locked_until'),
});

/** Also `search_text`, generated and indexed for the console's search (migration 0001, docs/api.md "Search"). */
export const boards = pgTable(
  'boards',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    subject: localized('subject'),
    subTitle: localized('sub_title'),
    content: localized('content'),
    /**
     * The plain-text excerpt of `content` in each language for cards and meta descriptions, derived when the post is
     * written (null only for a post stored before the column: filled on the first public list that meets it).
     */
    summary: jsonb('summary').$type<LocalizedText>(),
    thumb: text('thumb'),
    video: text('video'),
    subOnly: boolean('sub_only').notNull().default(false),
    category: text('category'),
    files: jsonb('files').$type<StoredFile[]>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    pinned: boolean('pinned').notNull().default(false),
    /** A published post is public from this time on (null: at once). */
    publishAt: instant('publish_at'),
    ...timestamps(),
  },
  (table) => [
    index('boards_code_idx').on(table.code, table.published, table.createdAt),
    index('boards_pinned_created_idx').on(table.pinned, table.createdAt, table.id),
    index('boards_updated_idx').on(table.updatedAt, table.id),
    index('boards_subject_idx').on(sql`(${table.subject}->>'ko')`, table.id),
    index('boards_publication_idx').on(sql`coalesce(${table.publishAt}, ${table.createdAt})`, table.id),
    index('boards_publish_at_idx')
      .on(table.publishAt)
      .where(sql`${table.publishAt} is not null`),
  ],
);

/**
 * Consultation and callback requests (the table kept its first name, `forms`). Also `search_text`, generated and
 * indexed for the console's search (migration 0001, docs/api.md "Search").
 */
export const forms = pgTable(
  'forms',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** Where the visitor's booking notices are mailed; null when the visitor gave none. */
    email: text('email'),
    category: text('category').notNull(),
    office: text('office').notNull(),
    contactTime: text('contact_time').$type<'anytime' | 'morning' | 'afternoon' | 'evening'>().notNull(),
    content: text('content').notNull(),
    agree: boolean('agree').notNull(),
    status: text('status').$type<RequestStatus>().notNull().default('new'),
    memo: text('memo').notNull().default(''),
    files: jsonb('files').$type<StoredFile[]>().notNull().default([]),
    locale: text('locale').notNull(),
    /** The calculator (`calculatorTools`) whose result led to the request; null for one made without. */
    source: text('source').$type<CalculatorTool>(),
    /** A legal hold: while set, the retention job keeps the request whatever its age. */
    hold: jsonb('hold').$type<RequestHold>(),
    ...timestamps(),
  },
  (table) => [
    index('forms_status_idx').on(table.status, table.createdAt),
    index('forms_created_idx').on(table.createdAt),
    index('forms_updated_idx').on(table.updatedAt, table.id),
    index('forms_name_idx').on(table.name, table.createdAt, table.id),
    index('forms_status_rank_idx').on(
      sql`(case ${table.status} when 'new' then 0 when 'progress' then 1 else 2 end)`,
      table.createdAt,
      table.id,
    ),
  ],
);

/** A weekday's opening hours (`0` Sunday … `6` Saturday), Seoul time `HH:MM`, the end not included. */
export interface WeeklyHours {
  weekday: number;
  from: string;
  to: string;
}

/**
 * When an office takes consultations of one kind (`visit`, `phone`, `video`): its weekly hours, cut into slots of
 * `slot_minutes`; a visitor books from `lead_minutes` ahead up to `horizon_days` ahead; `capacity` at once.
 */
export const bookingAvailability = pgTable(
  'booking_availability',
  {
    office: text('office').notNull(),
    kind: text('kind').$type<BookingKind>().notNull(),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours[]>().notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    horizonDays: integer('horizon_days').notNull(),
    leadMinutes: integer('lead_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.office, table.kind] }),
    check('booking_availability_kind', sql`${table.kind} in ('visit', 'phone', 'video')`),
    check(
      'booking_availability_ranges',
      sql`${table.slotMinutes} between 5 and 480 and ${table.horizonDays} between 1 and 366 and ${table.leadMinutes} >= 0 and ${table.capacity} between 0 and 50`,
    ),
  ],
);

/**
 * A day of one office that differs from its weekly hours, for every kind: `closed` from `from` to `to` (both null:
 * the whole day), or `open` extra hours (also on a public holiday).
 */
export const bookingExceptions = pgTable(
  'booking_exceptions',
  {
    id: text('id').primaryKey(),
    office: text('office').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').$type<'closed' | 'open'>().notNull(),
    from: text('from_time'),
    to: text('to_time'),
    note: text('note').notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    index('booking_exceptions_office_day_idx').on(table.office, table.day),
    check('booking_exceptions_type', sql`${table.type} in ('closed', 'open')`),
    check(
      'booking_exceptions_hours',
      sql`(${table.from} is null and ${table.to} is null and ${table.type} = 'closed') or (${table.from} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.to} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$' and ${table.from} < ${table.to})`,
    ),
  ],
);

/** Korean public holidays (substitute holidays included): no office takes bookings on them but for `open` exceptions. */
export const publicHolidays = pgTable('public_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: localized('name'),
  ...timestamps(),
});

/**
 * A consultation request's booked time. A slot holds `capacity` seats; the unique index on a seat of a slot makes
 * the database refuse a second booking of it, whoever reads what at the same time (docs/decisions.md).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    office: text('office').notNull(),
    kind: text('kind').$type<BookingKind>().notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    seat: integer('seat').notNull(),
    cancelledAt: instant('cancelled_at'),
    /** When staff confirmed the time with the visitor; null while only booked. */
    confirmedAt: instant('confirmed_at'),
    /** The lawyer staff assigned; cleared if the lawyer is deleted. */
    lawyerId: text('lawyer_id').references(() => lawyers.id, { onDelete: 'set null' }),
    /** When the day-before reminder was queued; null until then, so the job sends it once. */
    remindedAt: instant('reminded_at'),
    /** The `SEQUENCE` of the last `.ics` the visitor was sent: each notice with a new version of the event raises it. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    index('bookings_lawyer_idx')
      .on(table.lawyerId, table.startsAt)
      .where(sql`${table.cancelledAt} is null and ${table.lawyerId} is not null`),
    uniqueIndex('bookings_seat_key')
      .on(table.office, table.kind, table.startsAt, table.seat)
      .where(sql`${table.cancelledAt} is null`),
    uniqueIndex('bookings_form_key')
      .on(table.formId)
      .where(sql`${table.cancelledAt} is null`),
    index('bookings_starts_idx').on(table.startsAt),
    check('bookings_kind', sql`${table.kind} in ('visit', 'phone', 'video')`),
    check('bookings_seat', sql`${table.seat} >= 1 and ${table.endsAt} > ${table.startsAt}`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    answered: boolean('answered').notNull().default(false),
    answer: text('answer'),
    answeredAt: instant('answered_at'),
    locale: text('locale').notNull().default('ko'),
    ...timestamps(),
  },
  (table) => [
    index('questions_created_idx').on(table.createdAt),
    index('questions_answered_at_idx').on(table.answeredAt),
  ],
);

export const faqs = pgTable('faqs', {
  id: text('id').primaryKey(),
  category: text('category').notNull(),
  question: localized('question'),
  answer: localized('answer'),
  order: integer('sort_order').notNull().default(0),
  published: boolean('published').notNull().default(true),
  ...timestamps(),
});

export const terms = pgTable('terms', {
  id: text('id').primaryKey(),
  code: text('code').$type<'privacy' | 'service'>().notNull(),
  title: localized('title'),
  content: localized('content'),
  effectiveAt: instant('effective_at').notNull(),
  ...timestamps(),
});

export const banners = pgTable('banners', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  title: localized('title'),
  images: jsonb('images')
    .$type<{ url: string; alt: LocalizedText; breakpoint: BannerBreakpoint }[]>()
    .notNull()
    .default([]),
  link: text('link'),
  startAt: instant('start_at'),
  endAt: instant('end_at'),
  active: boolean('active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  ...timestamps(),
});

export const popups = pgTable('popups', {
  id: text('id').primaryKey(),
  title: localized('title'),
  content: localized('content'),
  image: text('image'),
  link: text('link'),
  width: integer('width').notNull().default(400),
  height: integer('height').notNull().default(0),
  startAt: instant('start_at'),
  endAt: instant('end_at'),
  active: boolean('active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  ...timestamps(),
});

/** The console's file library. */
export const files = pgTable('files', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  storageName: text('storage_name').notNull(),
  size: integer('size').notNull(),
  type: text('type').notNull(),
  ...timestamps(),
});

/** One row, `site`: the settings staff edit. */
export const settings = pgTable('settings', {
  id: text('id').primaryKey(),
  data: jsonb('data').$type<Omit<SettingRecord, 'updatedAt'>>().notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Small keyed values of the application itself (the seed marker, test message targets). */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const lawyers = pgTable(
  'lawyers',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    image: text('image'),
    office: text('office').notNull(),
    ceo: boolean('ceo').notNull().default(false),
    representative: boolean('representative').notNull().default(false),
    /** Left out of every public page, list, sitemap and structured data; the console still lists it. */
    hidden: boolean('hidden').notNull().default(false),
    order: integer('sort_order').notNull().default(0),
    position: localized('position'),
    summary: localized('summary'),
    info: jsonb('info').$type<{ ko: LawyerInfoSection[]; en: LawyerInfoSection[] }>().notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('lawyers_key_key').on(table.key)],
);

export const practices = pgTable(
  'practices',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    order: integer('sort_order').notNull().default(0),
    title: localized('title'),
    lead: localized('lead'),
    description: localized('description'),
    /** The wide picture at the top of the page (an upload URL). */
    visual: text('visual'),
    sections: jsonb('sections').$type<{ ko: PracticeSection[]; en: PracticeSection[] }>().notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('practices_code_key').on(table.code)],
);

/** Views of public pages: one counter per path and day (Korean time); no visitor data. */
export const pageViews = pgTable(
  'page_views',
  {
    path: text('path').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.path, table.day] }), index('page_views_day_idx').on(table.day)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    channel: text('channel').$type<OutboxMessage['channel']>().notNull(),
    to: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<OutboxMessage['status']>().notNull(),
    error: text('error'),
    /** Attempts at sending so far; a `queued` mail is tried again at `nextAttemptAt` (docs/api.md "Mail and SMS"). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    /**
     * Whose data the message carries, by kind and id: a consultation request, a question, or an account's password
     * link (the stored copy holds a marker in the link's place). The outbox shows it in full only to the scope that
     * reads that data (docs/privacy.md "The outbox"); null for the rest.
     */
    about: text('about').$type<OutboxAbout>(),
    aboutId: text('about_id'),
    /** Files sent with a mail (a booking's `.ics`), kept so a retry sends them too; null for none. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  (table) => [
    index('outbox_created_idx').on(table.createdAt),
    index('outbox_next_attempt_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'queued'`),
    index('outbox_about_idx').on(table.about, table.aboutId),
  ],
);

/** Hits counted by `@fastify/rate-limit` in the window that ends at `expiresAt`, shared by every replica. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('rate_limits_expires_idx').on(table.expiresAt)],
);

/**
 * Who did what to personal data, and every sign-in event (docs/privacy.md). Append-only: a trigger refuses UPDATE and
 * DELETE (migration 0006), and each row carries the sha256 of the previous row's hash and its own content, so an
 * edited or removed row breaks the chain. Not tied to `users`: a record outlives the account and the data it names.
 */
export const accessRecords = pgTable(
  'access_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull(),
    accountId: text('account_id'),
    accountUsername: text('account_username'),
    address: text('address').notNull(),
    action: text('action').$type<AccessAction>().notNull(),
    subject: text('subject').$type<AccessSubject>(),
    subjectIds: jsonb('subject_ids').$type<string[]>().notNull().default([]),
    count: integer('count'),
    filter: jsonb('filter').$type<Record<string, string>>(),
    reason: text('reason'),
    detail: text('detail'),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    index('access_records_at_idx').on(table.at, table.id),
    index('access_records_account_idx').on(table.accountUsername, table.id),
    index('access_records_action_idx').on(table.action, table.id),
    index('access_records_subject_ids_idx').using('gin', table.subjectIds),
  ],
);

/** The monthly review of the access records by the person in charge of personal data (one row per month). */
export const accessReviews = pgTable('access_reviews', {
  month: text('month').primaryKey(),
  reviewedAt: instant('reviewed_at').notNull().defaultNow(),
  reviewerId: text('reviewer_id').notNull(),
  reviewerUsername: text('reviewer_username').notNull(),
  note: text('note'),
});

/**
 * Versions of the Seoul Family Court's standard child-support table (docs/calculators.md): each in force from the
 * start of its Korean day `effective_from` until the next version's. A version in force is never changed.
 */
export const childSupportTables = pgTable('child_support_tables', {
  id: text('id').primaryKey(),
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull().unique(),
  title: localized('title'),
  /** Where the court published it. */
  source: text('source').notNull().default(''),
  /** The commentary's adjustment of the two-child baseline: `{ one, two, threeOrMore }`, each an exact fraction. */
  childCountFactors: jsonb('child_count_factors').$type<ChildCountFactors>().notNull(),
  ...timestamps(),
});

/** One cell of a version: a child's age band × the parents' combined income band (won, `income_to` null: open). */
export const childSupportCells = pgTable(
  'child_support_cells',
  {
    tableId: text('table_id')
      .notNull()
      .references(() => childSupportTables.id, { onDelete: 'cascade' }),
    ageFrom: integer('age_from').notNull(),
    ageTo: integer('age_to').notNull(),
    incomeFrom: bigint('income_from', { mode: 'number' }).notNull(),
    incomeTo: bigint('income_to', { mode: 'number' }),
    average: integer('average').notNull(),
    low: integer('low').notNull(),
    high: integer('high'),
  },
  (table) => [
    primaryKey({ columns: [table.tableId, table.ageFrom, table.incomeFrom] }),
    check(
      'child_support_cells_range',
      sql`${table.low} > 0 and ${table.low} <= ${table.average} and (${table.high} is null or ${table.average} <= ${table.high})`,
    ),
  ],
);
