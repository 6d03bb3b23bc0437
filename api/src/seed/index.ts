import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { appState, boards, faqs, lawyers, levels, popups, practices, settings, terms, users } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { newId } from '../lib/ids.ts';
import { boardValues } from '../services/boards.ts';
import { faqValues } from '../services/faqs.ts';
import { popupValues } from '../services/popups.ts';
import { allConsoleScopes, consoleScopes } from '@taesung/shared/schemas';
import { generatePassword, hashPassword } from '../services/passwords.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import type { Storage } from '../services/storage.ts';
import type { SeedBoard, SeedContent, SeedImage } from './content/types.ts';

/**
 * The levels of a new installation: 최고관리자 holds every scope; 관리자 works on posts, requests and the
 * customer center, but manages neither staff accounts nor the site's settings. 최고관리자 signs in with two factors.
 */
export const seedLevels = [
  { name: '최고관리자', scope: [...allConsoleScopes], twoFactor: true },
  {
    name: '관리자',
    scope: [consoleScopes.console, consoleScopes.posts, consoleScopes.requests, consoleScopes.center],
    twoFactor: false,
  },
];

/** An administrator's level holds the console and its staff module. */
const adminScope = JSON.stringify([consoleScopes.console, consoleScopes.staff]);

const seedMarker = 'seed';

export interface BootstrapOptions {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
  admin: { username?: string; password?: string };
  /** The content to store on an empty database; `null` stores none. */
  content: SeedContent | null;
}

interface AdminPlan {
  username: string;
  passwordHash: string;
  generated: string | null;
}

async function hasAdmin(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(levels, eq(levels.id, users.levelId))
    .where(sql`${users.active} and ${users.withdrawnAt} is null and ${levels.scope} @> ${adminScope}::jsonb`)
    .limit(1);
  return Boolean(row);
}

async function isEmpty(db: Database): Promise<boolean> {
  const [marker] = await db.select({ key: appState.key }).from(appState).where(eq(appState.key, seedMarker)).limit(1);
  if (marker) return false;
  const counts = await Promise.all(
    [boards, lawyers, practices, faqs, terms, popups, settings].map((table) =>
      db.select({ value: count() }).from(table),
    ),
  );
  return counts.every(([row]) => (row?.value ?? 0) === 0);
}

/** Renders and stores every picture of the seed once; answers their URLs by name. */
async function storeImages(
  content: SeedContent,
  storage: Storage,
): Promise<{ urls: Map<string, string>; stored: string[] }> {
  const images = new Map<string, SeedImage>();
  const add = (image: SeedImage | null | undefined) => {
    if (image) images.set(image.name, image);
  };
  content.setting.offices.forEach((office) => add(office.image));
  content.lawyers.forEach((lawyer) => add(lawyer.image));
  [...content.media, ...content.successCases, ...content.notices].forEach((board) => add(board.thumb));
  content.popups.forEach((popup) => add(popup.image));
  const urls = new Map<string, string>();
  const stored: string[] = [];
  const queue = [...images.values()];
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const rendered = await image.render();
      const extension = rendered.type === 'image/png' ? 'png' : rendered.type === 'image/jpeg' ? 'jpg' : 'webp';
      const saved = await storage.save(rendered.data, `${image.name}.${extension}`, 'image');
      urls.set(image.name, saved.url);
      stored.push(saved.storageName);
    }
  };
  try {
    await Promise.all(Array.from({ length: 4 }, worker));
  } catch (error) {
    await Promise.all(stored.map((name) => storage.remove(name)));
    throw error;
  }
  return { urls, stored };
}

async function insertContent(tx: Database, content: SeedContent, urls: Map<string, string>) {
  const url = (image: SeedImage | null | undefined) => (image ? (urls.get(image.name) ?? null) : null);
  const { offices, ...setting } = content.setting;
  await tx.insert(settings).values({
    id: 'site',
    data: { ...setting, offices: offices.map((office) => ({ ...office, image: url(office.image) })) },
  });
  if (content.lawyers.length) {
    await tx.insert(lawyers).values(
      content.lawyers.map((lawyer) => ({
        id: newId(),
        key: lawyer.key,
        title: lawyer.title,
        titleEn: lawyer.titleEn,
        image: url(lawyer.image),
        office: lawyer.office,
        ceo: lawyer.ceo,
        representative: lawyer.representative,
        order: lawyer.order,
        position: lawyer.position,
        summary: lawyer.summary,
        info: lawyer.info,
      })),
    );
  }
  const posts: SeedBoard[] = [...content.media, ...content.successCases, ...content.notices];
  if (posts.length) {
    await tx.insert(boards).values(
      posts.map((post) => {
        const createdAt = new Date(post.createdAt);
        const values = boardValues({
          code: post.code,
          subject: post.subject,
          subTitle: post.subTitle,
          content: post.content,
          video: post.video ?? null,
          subOnly: post.subOnly,
          category: post.category ?? null,
          published: post.published,
          pinned: post.pinned,
        });
        return { id: newId(), ...values, thumb: url(post.thumb), files: [], createdAt, updatedAt: createdAt };
      }),
    );
  }
  if (content.practices.length) {
    await tx.insert(practices).values(
      content.practices.map((practice) => ({
        id: newId(),
        code: practice.code,
        order: practice.order,
        title: practice.title,
        lead: practice.lead,
        description: practice.description,
        sections: {
          ko: practice.sections.ko.map((section) =>
            section.body === undefined ? section : { ...section, body: sanitizeRichText(section.body) },
          ),
          en: practice.sections.en.map((section) =>
            section.body === undefined ? section : { ...section, body: sanitizeRichText(section.body) },
          ),
        },
      })),
    );
  }
  if (content.faqs.length)
    await tx.insert(faqs).values(content.faqs.map((faq) => ({ id: newId(), ...faqValues(faq) })));
  if (content.terms.length) {
    await tx.insert(terms).values(
      content.terms.map((item) => ({
        id: newId(),
        code: item.code,
        title: item.title,
        content: { ko: sanitizeRichText(item.content.ko), en: sanitizeRichText(item.content.en) },
        effectiveAt: new Date(item.effectiveAt),
      })),
    );
  }
  if (content.popups.length) {
    await tx
      .insert(popups)
      .values(content.popups.map((popup) => ({ id: newId(), ...popupValues(popup), image: url(popup.image) })));
  }
}

/**
 * What a new installation needs, in one transaction: the levels, the first administrator (from
 * `ADMIN_USERNAME`/`ADMIN_PASSWORD`, else a generated password logged once) and, on an empty database, the seed
 * content with its pictures stored as uploads. Running it again changes nothing.
 */
export async function bootstrap(options: BootstrapOptions): Promise<{ seeded: boolean; adminCreated: boolean }> {
  const { db, storage, log, content } = options;
  const needsAdmin = !(await hasAdmin(db));
  const needsContent = content !== null && (await isEmpty(db));
  if (!needsAdmin && !needsContent) return { seeded: false, adminCreated: false };

  let admin: AdminPlan | null = null;
  if (needsAdmin) {
    const generated = options.admin.password ? null : generatePassword();
    admin = {
      username: (options.admin.username ?? 'admin').trim().toLowerCase(),
      passwordHash: await hashPassword(options.admin.password ?? generated!),
      generated,
    };
  }
  const images = needsContent ? await storeImages(content!, storage) : { urls: new Map<string, string>(), stored: [] };

  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx.select({ value: count() }).from(levels);
      if (!existing?.value) {
        await tx.insert(levels).values(seedLevels.map((level) => ({ id: newId(), ...level })));
      }
      if (admin) {
        const [top] = await tx
          .select({ id: levels.id })
          .from(levels)
          .where(sql`${levels.scope} @> ${adminScope}::jsonb`)
          .orderBy(levels.createdAt, levels.id)
          .limit(1);
        let levelId = top?.id;
        if (!levelId) {
          const [named] = await tx.select().from(levels).where(eq(levels.name, seedLevels[0]!.name)).limit(1);
          levelId = named?.id ?? newId();
          if (named)
            await tx
              .update(levels)
              .set({ scope: [...allConsoleScopes], updatedAt: new Date() })
              .where(eq(levels.id, named.id));
          else
            await tx
              .insert(levels)
              .values({ id: levelId, name: seedLevels[0]!.name, scope: [...allConsoleScopes], twoFactor: true });
        }
        const [same] = await tx.select({ id: users.id }).from(users).where(eq(users.username, admin.username)).limit(1);
        if (same) {
          await tx
            .update(users)
            .set({
              passwordHash: admin.passwordHash,
              levelId,
              active: true,
              withdrawnAt: null,
              passwordChangedAt: new Date(),
              updatedAt: new Date(),
            })
            .where(eq(users.id, same.id));
        } else {
          await tx.insert(users).values({
            id: newId(),
            username: admin.username,
            passwordHash: admin.passwordHash,
            name: '관리자',
            email: `${admin.username}@taesung-law.example`,
            phone: '02-0000-0000',
            levelId,
          });
        }
      }
      if (needsContent) {
        await insertContent(tx, content!, images.urls);
        await tx.insert(appState).values({ key: seedMarker, value: { seededAt: new Date().toISOString() } });
      }
    });
  } catch (error) {
    await Promise.all(images.stored.map((name) => storage.remove(name)));
    throw error;
  }

  if (admin) {
    if (admin.generated) {
      log.warn(
        `The console administrator "${admin.username}" was created with the password ${admin.generated} — it is shown only this once; change it in the console.`,
      );
    } else {
      log.info({ username: admin.username }, 'console administrator created from ADMIN_USERNAME/ADMIN_PASSWORD');
    }
  }
  if (needsContent) log.info({ images: images.stored.length }, 'seed content stored');
  return { seeded: needsContent, adminCreated: Boolean(admin) };
}
