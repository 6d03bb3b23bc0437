import { eq } from 'drizzle-orm';
import type { PrivacySettings, Setting, SettingInput, SettingRecord } from '@taesung/shared/schemas';
import { defaultPrivacySettings } from '@taesung/shared/schemas';
import { settings } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { notFound } from '../lib/errors.ts';
import { pick, type Locale } from '../lib/locale.ts';
import { iso } from '../lib/query.ts';

/** The settings are one row, of this id. */
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

export type Settings = ReturnType<typeof createSettings>;
