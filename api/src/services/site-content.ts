import { and, asc, count, desc, eq, gt, lte, ne } from 'drizzle-orm';
import type {
  Lawyer,
  LawyerInput,
  LawyerRecord,
  Practice,
  PracticeInput,
  PracticeRecord,
  PracticeSection,
  PrivacySettings,
  Setting,
  SettingInput,
  SettingRecord,
  Terms,
  TermsRecord,
  TermsVersion,
} from '@taesung/shared/schemas';
import { defaultPrivacySettings } from '@taesung/shared/schemas';
import { practiceCodes } from '@taesung/shared/site';
import { lawyers, practices, settings, terms } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError, ValidationError, conflict, notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { pick, pickList, type Locale } from '../lib/locale.ts';
import { allOf, bothLanguages, iso, pageOf, searchAny } from '../lib/query.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';

/* Settings: one row. */

const settingId = 'site';

export function toPublicSetting(record: Omit<SettingRecord, 'updatedAt'>, locale: Locale): Setting {
  return {
    registrationNumber: record.registrationNumber,
    phone: record.phone,
    email: record.email,
    chatUrl: record.chatUrl,
    social: record.social,
    firmName: pick(record.firmName, locale),
    teamName: pick(record.teamName, locale),
    representatives: pick(record.representatives, locale),
    advertisingLawyer: record.advertisingLawyer ? pick(record.advertisingLawyer, locale) : '',
    offices: record.offices.map((office) => ({
      code: office.code,
      phone: office.phone,
      ...(office.fax ? { fax: office.fax } : {}),
      lat: office.lat,
      lng: office.lng,
      image: office.image,
      ...(office.mapUrl ? { mapUrl: office.mapUrl } : {}),
      name: pick(office.name, locale),
      address: pick(office.address, locale),
      hours: pick(office.hours, locale),
      directions: pick(office.directions, locale),
      parking: pick(office.parking, locale),
    })),
  };
}

/** Settings saved before the privacy block existed have none: they keep the defaults. */
const privacyOf = (data: { privacy?: Partial<PrivacySettings> }): PrivacySettings => ({
  ...defaultPrivacySettings,
  ...data.privacy,
});

export function createSettings(db: Database) {
  async function read() {
    const [row] = await db.select().from(settings).where(eq(settings.id, settingId)).limit(1);
    return row;
  }
  return {
    async getRecord(): Promise<SettingRecord> {
      const row = await read();
      if (!row) throw notFound();
      return { ...row.data, privacy: privacyOf(row.data), updatedAt: iso(row.updatedAt) };
    },
    /** How long requests and answered questions are kept, and the console's idle sign-out (defaults until saved). */
    async privacy(): Promise<PrivacySettings> {
      const row = await read();
      return row ? privacyOf(row.data) : { ...defaultPrivacySettings };
    },
    async getPublic(locale: Locale): Promise<Setting> {
      const row = await read();
      if (!row) throw notFound();
      return toPublicSetting(row.data, locale);
    },
    /** Who is told of new consultation requests and questions. */
    async recipients(): Promise<SettingRecord['notificationRecipients']> {
      const row = await read();
      return row?.data.notificationRecipients ?? { email: [], sms: [] };
    },
    /**
     * Saves the settings. Offices keep the photos stored for them (a photo changes only by its own route); answers
     * the settings and the photos of offices no longer listed, to be deleted.
     */
    async put(input: SettingInput): Promise<{ setting: SettingRecord; dropped: string[] }> {
      const { updatedAt: _ignored, ...rest } = input;
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(settings).where(eq(settings.id, settingId)).for('update');
        const photos = new Map((before?.data.offices ?? []).map((office) => [office.code, office.image]));
        const data = {
          ...rest,
          privacy: rest.privacy ?? (before ? privacyOf(before.data) : { ...defaultPrivacySettings }),
          offices: rest.offices.map((office) => ({ ...office, image: photos.get(office.code) ?? null })),
        };
        const kept = new Set(data.offices.map((office) => office.code));
        const dropped = [...photos].flatMap(([code, image]) => (image && !kept.has(code) ? [image] : []));
        const now = new Date();
        const [row] = await tx
          .insert(settings)
          .values({ id: settingId, data, updatedAt: now })
          .onConflictDoUpdate({ target: settings.id, set: { data, updatedAt: now } })
          .returning();
        return { setting: { ...row!.data, updatedAt: iso(row!.updatedAt) }, dropped };
      });
    },
    /** Sets or clears an office's photo; answers the settings and the photo it replaced. 404 for an office not listed. */
    async setOfficeImage(
      code: string,
      url: string | null,
    ): Promise<{ setting: SettingRecord; replaced: string | null }> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(settings).where(eq(settings.id, settingId)).for('update');
        const office = before?.data.offices.find((item) => item.code === code);
        if (!before || !office) throw notFound();
        const data = {
          ...before.data,
          offices: before.data.offices.map((item) => (item.code === code ? { ...item, image: url } : item)),
        };
        const [row] = await tx
          .update(settings)
          .set({ data, updatedAt: new Date() })
          .where(eq(settings.id, settingId))
          .returning();
        return { setting: { ...row!.data, updatedAt: iso(row!.updatedAt) }, replaced: office.image };
      });
    },
  };
}

/* Lawyers. */

type LawyerRow = typeof lawyers.$inferSelect;

export const toLawyerRecord = (row: LawyerRow): LawyerRecord => ({
  _id: row.id,
  key: row.key,
  title: row.title,
  titleEn: row.titleEn,
  image: row.image,
  office: row.office,
  ceo: row.ceo,
  representative: row.representative,
  hidden: row.hidden,
  order: row.order,
  position: row.position,
  summary: row.summary,
  info: row.info,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toLawyer = (row: LawyerRow, locale: Locale): Lawyer => ({
  _id: row.id,
  key: row.key,
  title: row.title,
  titleEn: row.titleEn,
  image: row.image,
  office: row.office,
  ceo: row.ceo,
  representative: row.representative,
  order: row.order,
  position: pick(row.position, locale),
  summary: pick(row.summary, locale),
  info: pickList(row.info, locale),
});

const lawyerValues = (input: LawyerInput) => ({
  key: input.key,
  title: input.title,
  titleEn: input.titleEn,
  office: input.office,
  ceo: input.ceo,
  representative: input.representative,
  hidden: input.hidden,
  order: input.order,
  position: input.position,
  summary: input.summary,
  info: input.info,
});

interface Page {
  page: number;
  limit: number;
  search?: string;
}

export function createLawyers(db: Database) {
  const order = [asc(lawyers.order), asc(lawyers.createdAt), asc(lawyers.id)];

  async function ensureKeyFree(key: string, except?: string) {
    const [taken] = await db
      .select({ id: lawyers.id })
      .from(lawyers)
      .where(and(eq(lawyers.key, key), except ? ne(lawyers.id, except) : undefined))
      .limit(1);
    if (taken) throw conflict('KEY_TAKEN');
  }

  async function listRows(query: Page & { office?: string }, audience: 'public' | 'staff') {
    const where = allOf(
      audience === 'public' ? eq(lawyers.hidden, false) : undefined,
      query.office ? eq(lawyers.office, query.office) : undefined,
      searchAny(query.search, [lawyers.title, lawyers.titleEn, lawyers.key]),
    );
    const { limit, offset } = pageOf(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(lawyers)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ value: count() }).from(lawyers).where(where),
    ]);
    return { rows, totalCount: total?.value ?? 0 };
  }

  return {
    async listPublic(query: Page & { office?: string }, locale: Locale) {
      const { rows, totalCount } = await listRows(query, 'public');
      return { lawyers: rows.map((row) => toLawyer(row, locale)), totalCount };
    },
    /** A lawyer's public profile; a hidden one is not found. */
    async getPublic(key: string, locale: Locale) {
      const [row] = await db
        .select()
        .from(lawyers)
        .where(and(eq(lawyers.key, key), eq(lawyers.hidden, false)))
        .limit(1);
      if (!row) throw notFound();
      return toLawyer(row, locale);
    },
    async all() {
      return db
        .select()
        .from(lawyers)
        .orderBy(...order);
    },
    async list(query: Page & { office?: string }) {
      const { rows, totalCount } = await listRows(query, 'staff');
      return { lawyers: rows.map(toLawyerRecord), totalCount };
    },
    /** Gives each lawyer its position in `ids` as its order (from 1), in one transaction; `ids` must hold every lawyer once. */
    async reorder(ids: readonly string[]) {
      const repeated = ids.findIndex((id, index) => ids.indexOf(id) !== index);
      if (repeated >= 0) throw new ValidationError([{ path: `body.ids.${repeated}`, code: 'duplicate' }]);
      await db.transaction(async (tx) => {
        const all = new Set((await tx.select({ id: lawyers.id }).from(lawyers).for('update')).map((row) => row.id));
        const unknown = ids.flatMap((id, index) =>
          all.has(id) ? [] : [{ path: `body.ids.${index}`, code: 'unknown_id' }],
        );
        if (unknown.length) throw new ValidationError(unknown);
        if (ids.length !== all.size) throw new ValidationError([{ path: 'body.ids', code: 'missing_ids' }]);
        const now = new Date();
        for (const [index, id] of ids.entries())
          await tx
            .update(lawyers)
            .set({ order: index + 1, updatedAt: now })
            .where(eq(lawyers.id, id));
      });
    },
    async get(id: string) {
      const [row] = await db.select().from(lawyers).where(eq(lawyers.id, id)).limit(1);
      if (!row) throw notFound();
      return toLawyerRecord(row);
    },
    async create(input: LawyerInput, image: string | null = null) {
      await ensureKeyFree(input.key);
      const [row] = await db
        .insert(lawyers)
        .values({ id: newId(), ...lawyerValues(input), image })
        .returning();
      return toLawyerRecord(row!);
    },
    async update(id: string, input: LawyerInput) {
      await ensureKeyFree(input.key, id);
      const [row] = await db
        .update(lawyers)
        .set({ ...lawyerValues(input), updatedAt: new Date() })
        .where(eq(lawyers.id, id))
        .returning();
      if (!row) throw notFound();
      return toLawyerRecord(row);
    },
    async setImage(id: string, url: string | null) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ image: lawyers.image })
          .from(lawyers)
          .where(eq(lawyers.id, id))
          .for('update');
        if (!before) throw notFound();
        const [row] = await tx
          .update(lawyers)
          .set({ image: url, updatedAt: new Date() })
          .where(eq(lawyers.id, id))
          .returning();
        return { lawyer: toLawyerRecord(row!), replaced: before.image };
      });
    },
    async remove(id: string) {
      const [row] = await db.delete(lawyers).where(eq(lawyers.id, id)).returning();
      if (!row) throw notFound();
      return row;
    },
  };
}

/* Practice pages. */

type PracticeRow = typeof practices.$inferSelect;

export const toPracticeRecord = (row: PracticeRow): PracticeRecord => ({
  _id: row.id,
  code: row.code,
  order: row.order,
  visual: row.visual,
  title: row.title,
  lead: row.lead,
  description: row.description,
  sections: row.sections,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toPractice = (row: PracticeRow, locale: Locale): Practice => ({
  _id: row.id,
  code: row.code,
  order: row.order,
  visual: row.visual,
  title: pick(row.title, locale),
  lead: pick(row.lead, locale),
  description: pick(row.description, locale),
  sections: pickList(row.sections, locale),
  updatedAt: iso(row.updatedAt),
});

const cleanSections = (sections: PracticeSection[]) =>
  sections.map((section) =>
    section.body === undefined ? section : { ...section, body: sanitizeRichText(section.body) },
  );

function practiceValues(input: PracticeInput) {
  if (!(practiceCodes as readonly string[]).includes(input.code)) throw new ApiError(400, 'VALIDATION_FAILED');
  return {
    code: input.code,
    order: input.order,
    title: input.title,
    lead: input.lead,
    description: input.description,
    sections: { ko: cleanSections(input.sections.ko), en: cleanSections(input.sections.en) },
  };
}

export function createPractices(db: Database) {
  const order = [asc(practices.order), asc(practices.code)];
  async function ensureCodeFree(code: string, except?: string) {
    const [taken] = await db
      .select({ id: practices.id })
      .from(practices)
      .where(and(eq(practices.code, code), except ? ne(practices.id, except) : undefined))
      .limit(1);
    if (taken) throw conflict('KEY_TAKEN');
  }
  return {
    async all() {
      return db
        .select()
        .from(practices)
        .orderBy(...order);
    },
    async listPublic(locale: Locale) {
      const rows = await db
        .select()
        .from(practices)
        .orderBy(...order);
      return rows.map((row) => toPractice(row, locale));
    },
    async getPublic(code: string, locale: Locale) {
      const [row] = await db.select().from(practices).where(eq(practices.code, code)).limit(1);
      if (!row) throw notFound();
      return toPractice(row, locale);
    },
    async list(query: Page) {
      const where = searchAny(query.search, [
        practices.code,
        ...bothLanguages(practices.title),
        ...bothLanguages(practices.lead),
      ]);
      const { limit, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(practices)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(practices).where(where),
      ]);
      return { practices: rows.map(toPracticeRecord), totalCount: total?.value ?? 0 };
    },
    async get(id: string) {
      const [row] = await db.select().from(practices).where(eq(practices.id, id)).limit(1);
      if (!row) throw notFound();
      return toPracticeRecord(row);
    },
    async create(input: PracticeInput) {
      const values = practiceValues(input);
      await ensureCodeFree(values.code);
      const [row] = await db
        .insert(practices)
        .values({ id: newId(), ...values })
        .returning();
      return toPracticeRecord(row!);
    },
    async update(id: string, input: PracticeInput) {
      const values = practiceValues(input);
      await ensureCodeFree(values.code, id);
      const [row] = await db
        .update(practices)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(practices.id, id))
        .returning();
      if (!row) throw notFound();
      return toPracticeRecord(row);
    },
    /** Sets or clears the page's top picture; answers the page and the picture it replaced. */
    async setVisual(id: string, url: string | null) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ visual: practices.visual })
          .from(practices)
          .where(eq(practices.id, id))
          .for('update');
        if (!before) throw notFound();
        const [row] = await tx
          .update(practices)
          .set({ visual: url, updatedAt: new Date() })
          .where(eq(practices.id, id))
          .returning();
        return { practice: toPracticeRecord(row!), replaced: before.visual };
      });
    },
    async remove(id: string) {
      const [row] = await db
        .delete(practices)
        .where(eq(practices.id, id))
        .returning({ id: practices.id, visual: practices.visual });
      if (!row) throw notFound();
      return row;
    },
  };
}

/* Terms: versions per code; the public site reads the latest one already in effect. */

type TermsRow = typeof terms.$inferSelect;
type TermsInput = Omit<TermsRecord, '_id' | 'createdAt' | 'updatedAt'>;

export const toTermsRecord = (row: TermsRow): TermsRecord => ({
  _id: row.id,
  code: row.code,
  title: row.title,
  content: row.content,
  effectiveAt: iso(row.effectiveAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toTerms = (row: TermsRow, locale: Locale): Terms => ({
  _id: row.id,
  code: row.code,
  title: pick(row.title, locale),
  content: pick(row.content, locale),
  effectiveAt: iso(row.effectiveAt),
  updatedAt: iso(row.updatedAt),
});

const termsValues = (input: TermsInput) => ({
  code: input.code,
  title: { ko: input.title.ko.trim(), en: input.title.en.trim() },
  content: { ko: sanitizeRichText(input.content.ko), en: sanitizeRichText(input.content.en) },
  effectiveAt: new Date(input.effectiveAt),
});

/**
 * Terms: a version whose `effectiveAt` has come is what visitors were told, and stays as it was (PIPA practice: the
 * earlier privacy policies remain readable); only scheduled versions can be changed or deleted.
 */
export function createTerms(db: Database) {
  /** 404 for no version, 409 `TERMS_IN_EFFECT` for one already in effect, after a change found nothing to change. */
  async function refuse(id: string): Promise<never> {
    const [row] = await db.select({ id: terms.id }).from(terms).where(eq(terms.id, id)).limit(1);
    throw row ? conflict('TERMS_IN_EFFECT') : notFound();
  }
  async function current(code: 'privacy' | 'service') {
    const [row] = await db
      .select()
      .from(terms)
      .where(and(eq(terms.code, code), lte(terms.effectiveAt, new Date())))
      .orderBy(desc(terms.effectiveAt), desc(terms.createdAt))
      .limit(1);
    return row;
  }
  return {
    async listPublic(locale: Locale) {
      const rows = await Promise.all((['privacy', 'service'] as const).map(current));
      return rows.filter((row): row is TermsRow => Boolean(row)).map((row) => toTerms(row, locale));
    },
    async getPublic(code: 'privacy' | 'service', locale: Locale) {
      const row = await current(code);
      if (!row) throw notFound();
      return toTerms(row, locale);
    },
    /** The versions in effect now or before, the newest first. */
    async listVersions(code: 'privacy' | 'service', locale: Locale): Promise<TermsVersion[]> {
      const rows = await db
        .select({ id: terms.id, code: terms.code, title: terms.title, effectiveAt: terms.effectiveAt })
        .from(terms)
        .where(and(eq(terms.code, code), lte(terms.effectiveAt, new Date())))
        .orderBy(desc(terms.effectiveAt), desc(terms.createdAt));
      return rows.map((row) => ({
        _id: row.id,
        code: row.code,
        title: pick(row.title, locale),
        effectiveAt: iso(row.effectiveAt),
      }));
    },
    /** One version in effect now or before; a scheduled one is not found. */
    async getVersion(code: 'privacy' | 'service', id: string, locale: Locale) {
      const [row] = await db
        .select()
        .from(terms)
        .where(and(eq(terms.id, id), eq(terms.code, code), lte(terms.effectiveAt, new Date())))
        .limit(1);
      if (!row) throw notFound();
      return toTerms(row, locale);
    },
    /** When the next scheduled version comes into effect. */
    async nextScheduled(): Promise<Date | null> {
      const [row] = await db
        .select({ at: terms.effectiveAt })
        .from(terms)
        .where(gt(terms.effectiveAt, new Date()))
        .orderBy(asc(terms.effectiveAt))
        .limit(1);
      return row?.at ?? null;
    },
    async list(query: Page & { code?: 'privacy' | 'service' }) {
      const where = allOf(
        query.code ? eq(terms.code, query.code) : undefined,
        searchAny(query.search, [...bothLanguages(terms.title), ...bothLanguages(terms.content)]),
      );
      const { limit, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(terms)
          .where(where)
          .orderBy(asc(terms.code), desc(terms.effectiveAt))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(terms).where(where),
      ]);
      return { terms: rows.map(toTermsRecord), totalCount: total?.value ?? 0 };
    },
    async get(id: string) {
      const [row] = await db.select().from(terms).where(eq(terms.id, id)).limit(1);
      if (!row) throw notFound();
      return toTermsRecord(row);
    },
    async create(input: TermsInput) {
      const [row] = await db
        .insert(terms)
        .values({ id: newId(), ...termsValues(input) })
        .returning();
      return toTermsRecord(row!);
    },
    /** Changes a scheduled version; 409 `TERMS_IN_EFFECT` for one already in effect. */
    async update(id: string, input: TermsInput) {
      const [row] = await db
        .update(terms)
        .set({ ...termsValues(input), updatedAt: new Date() })
        .where(and(eq(terms.id, id), gt(terms.effectiveAt, new Date())))
        .returning();
      return row ? toTermsRecord(row) : refuse(id);
    },
    /** Deletes a scheduled version; 409 `TERMS_IN_EFFECT` for one already in effect. */
    async remove(id: string) {
      const [row] = await db
        .delete(terms)
        .where(and(eq(terms.id, id), gt(terms.effectiveAt, new Date())))
        .returning({ id: terms.id });
      if (!row) await refuse(id);
    },
  };
}

export type Settings = ReturnType<typeof createSettings>;
export type Lawyers = ReturnType<typeof createLawyers>;
export type Practices = ReturnType<typeof createPractices>;
export type TermsService = ReturnType<typeof createTerms>;
