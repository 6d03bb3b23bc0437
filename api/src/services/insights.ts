import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  consoleScopes,
  type DashboardStatistics,
  type LawyerInfoSection,
  type PracticeSection,
  type SearchResult,
} from '@taesung/shared/schemas';
import { calculatorTools, koreanDayStart, type CalculatorTool } from '@taesung/shared/calculators';
import { practicePathByCode, type PracticeCode, type SitePage } from '@taesung/shared/site';
import { countedPath } from '@taesung/shared/site-pages';
import { bookings, boards, faqs, forms, lawyers, pageViews, practices, questions } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { pick, pickList, type Locale } from '../lib/locale.ts';
import { inLanguage, iso, isoOrNull, searchAny } from '../lib/query.ts';
import { publicNow } from './boards.ts';
import { maskName, maskPhone } from './access-records.ts';
import { heldOn } from './booking.ts';
import { plainText } from '../lib/sanitize.ts';

const koreaOffsetMs = 9 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of an instant in Korea (UTC+9 all year). */
export const koreanDay = (instant: Date = new Date()) =>
  new Date(instant.getTime() + koreaOffsetMs).toISOString().slice(0, 10);

/** The last `days` Korean days, oldest first, ending today. */
function lastDays(days: number, now = new Date()): string[] {
  return Array.from({ length: days }, (_, index) => koreanDay(new Date(now.getTime() - (days - 1 - index) * dayMs)));
}

/** The start (an instant) of the Korean day `days - 1` days before today. */
function sinceDays(days: number, now = new Date()): Date {
  const first = lastDays(days, now)[0]!;
  return new Date(Date.parse(`${first}T00:00:00+09:00`));
}

/** The Monday of the Korean week and the first of the Korean month a Korean day belongs to. */
function calendarStarts(day: string) {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = new Date(Date.parse(`${day}T00:00:00Z`) - weekday * dayMs).toISOString().slice(0, 10);
  return { week: koreanDayStart(monday), month: koreanDayStart(`${day.slice(0, 7)}-01`) };
}

const calculatorPath = (tool: CalculatorTool) => `/calculator/${tool}`;
const calculatorPaths = new Set(calculatorTools.map(calculatorPath));

function excerptOf(text: string, keyword: string, size = 120): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  const at = plain.toLowerCase().indexOf(keyword.toLowerCase());
  if (at < 0 || plain.length <= size) return plain.length > size ? `${plain.slice(0, size - 1)}…` : plain;
  const start = Math.max(0, at - 40);
  const end = Math.min(plain.length, start + size);
  return `${start > 0 ? '…' : ''}${plain.slice(start, end)}${end < plain.length ? '…' : ''}`;
}

const sectionText = (sections: PracticeSection[]) =>
  sections
    .map((section) =>
      [
        section.heading,
        plainText(section.body ?? '', 100_000),
        ...(section.items ?? []).flatMap((item) => [item.title, item.text]),
      ].join(' '),
    )
    .join(' ');

const lawyerInfoText = (info: LawyerInfoSection[]) =>
  info
    .map((section) =>
      [
        section.title,
        section.text ?? '',
        ...(section.infoDetail ?? []).map((line) => (typeof line === 'string' ? line : line.text)),
      ].join(' '),
    )
    .join(' ');

export function createInsights(db: Database) {
  async function perDay(table: typeof forms | typeof questions, days: string[]) {
    const day = sql<string>`to_char(${table.createdAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day, value: sql<number>`count(*)::int` })
      .from(table)
      .where(gte(table.createdAt, sinceDays(days.length)))
      .groupBy(day);
    const counts = new Map(rows.map((row) => [row.day, Number(row.value)]));
    return days.map((date) => ({ date, count: counts.get(date) ?? 0 }));
  }

  return {
    /** Counts a view of a public page for the path its page declares (`pages`, see `countedPath`); false for any other path. */
    async recordView(rawPath: string, pages: readonly SitePage[]) {
      const path = countedPath(pages, rawPath);
      if (!path) return false;
      await db
        .insert(pageViews)
        .values({ path, day: koreanDay(), count: 1 })
        .onConflictDoUpdate({ target: [pageViews.path, pageViews.day], set: { count: sql`${pageViews.count} + 1` } });
      return true;
    },

    /**
     * The console's overview. Sections the caller's scopes do not cover are `null` and not read: requests need
     * `console:requests`, questions `console:center`, the latest posts `console:posts`.
     */
    async dashboard(scope: readonly string[]): Promise<DashboardStatistics> {
      const days = lastDays(14);
      const month = lastDays(30);
      const today = days.at(-1)!;
      const week = new Set(days.slice(-7));
      const starts = calendarStarts(today);
      const requestCount = sql<number>`count(*)::int`;
      const covers = {
        requests: scope.includes(consoleScopes.requests),
        center: scope.includes(consoleScopes.center),
        posts: scope.includes(consoleScopes.posts),
      };
      const when = <T>(allowed: boolean, read: () => Promise<T>): Promise<T | null> =>
        allowed ? read() : Promise.resolve(null);
      const [
        requestDays,
        questionDays,
        unanswered,
        newRequests,
        thisWeek,
        byCategory,
        byOffice,
        viewRows,
        topRows,
        latest,
        latestRequests,
        toolViews,
        toolRequests,
        bookedToday,
      ] = await Promise.all([
        when(covers.requests, () => perDay(forms, days)),
        when(covers.center, () => perDay(questions, days)),
        when(covers.center, () =>
          db
            .select({ value: sql<number>`count(*)::int` })
            .from(questions)
            .where(eq(questions.answered, false)),
        ),
        when(covers.requests, () =>
          db
            .select({ value: sql<number>`count(*)::int` })
            .from(forms)
            .where(eq(forms.status, 'new')),
        ),
        when(covers.requests, () =>
          db.select({ value: requestCount }).from(forms).where(gte(forms.createdAt, starts.week)),
        ),
        when(covers.requests, () =>
          db
            .select({ key: forms.category, value: requestCount })
            .from(forms)
            .where(gte(forms.createdAt, starts.month))
            .groupBy(forms.category)
            .orderBy(desc(requestCount), forms.category),
        ),
        when(covers.requests, () =>
          db
            .select({ key: forms.office, value: requestCount })
            .from(forms)
            .where(gte(forms.createdAt, starts.month))
            .groupBy(forms.office)
            .orderBy(desc(requestCount), forms.office),
        ),
        db
          .select({ day: pageViews.day, value: sql<number>`sum(${pageViews.count})::int` })
          .from(pageViews)
          .where(gte(pageViews.day, month[0]!))
          .groupBy(pageViews.day),
        db
          .select({ path: pageViews.path, value: sql<number>`sum(${pageViews.count})::int` })
          .from(pageViews)
          .where(gte(pageViews.day, days[7]!))
          .groupBy(pageViews.path)
          .orderBy(desc(sql`sum(${pageViews.count})`), pageViews.path)
          .limit(10),
        when(covers.posts, () =>
          db
            .select({
              id: boards.id,
              code: boards.code,
              subject: boards.subject,
              published: boards.published,
              publishAt: boards.publishAt,
              createdAt: boards.createdAt,
            })
            .from(boards)
            .orderBy(desc(boards.createdAt), desc(boards.id))
            .limit(5),
        ),
        when(covers.requests, () =>
          db
            .select({
              id: forms.id,
              name: forms.name,
              phone: forms.phone,
              category: forms.category,
              status: forms.status,
              createdAt: forms.createdAt,
            })
            .from(forms)
            .orderBy(desc(forms.createdAt), desc(forms.id))
            .limit(5),
        ),
        db
          .select({ path: pageViews.path, value: sql<number>`sum(${pageViews.count})::int` })
          .from(pageViews)
          .where(and(gte(pageViews.day, month[0]!), inArray(pageViews.path, [...calculatorPaths])))
          .groupBy(pageViews.path),
        when(covers.requests, () =>
          db
            .select({ source: forms.source, value: requestCount })
            .from(forms)
            .where(and(gte(forms.createdAt, koreanDayStart(month[0]!)), isNotNull(forms.source)))
            .groupBy(forms.source),
        ),
        when(covers.requests, () => db.select({ value: requestCount }).from(bookings).where(heldOn(today))),
      ]);
      const summarize = (series: { date: string; count: number }[]) => ({
        today: series.find((item) => item.date === today)?.count ?? 0,
        week: series.filter((item) => week.has(item.date)).reduce((sum, item) => sum + item.count, 0),
        perDay: series,
      });
      const views = new Map(viewRows.map((row) => [row.day, Number(row.value)]));
      const visitsByPath = new Map(toolViews.map((row) => [row.path, Number(row.value)]));
      const requestsBySource = toolRequests && new Map(toolRequests.map((row) => [row.source, Number(row.value)]));
      const unansweredQuestions = Number(unanswered?.[0]?.value ?? 0);
      return {
        consultationRequests:
          requestDays && byCategory && byOffice
            ? {
                ...summarize(requestDays),
                thisWeek: Number(thisWeek?.[0]?.value ?? 0),
                thisMonth: byCategory.reduce((sum, row) => sum + Number(row.value), 0),
                bookedToday: Number(bookedToday?.[0]?.value ?? 0),
                byCategory: byCategory.map((row) => ({ category: row.key, count: Number(row.value) })),
                byOffice: byOffice.map((row) => ({ office: row.key, count: Number(row.value) })),
              }
            : null,
        questions: questionDays ? { ...summarize(questionDays), unanswered: unansweredQuestions } : null,
        unansweredCount: unansweredQuestions + Number(newRequests?.[0]?.value ?? 0),
        pageViews: {
          perDay: days.map((date) => ({ date, count: views.get(date) ?? 0 })),
          last30Days: month.map((date) => ({ date, count: views.get(date) ?? 0 })),
          topPaths: topRows.map((row) => ({ path: row.path, count: Number(row.value) })),
        },
        calculators: calculatorTools.map((tool) => ({
          tool,
          visits: visitsByPath.get(calculatorPath(tool)) ?? 0,
          requests: requestsBySource ? (requestsBySource.get(tool) ?? 0) : null,
        })),
        latestPosts:
          latest?.map((row) => ({
            _id: row.id,
            code: row.code,
            subject: row.subject.ko,
            published: row.published,
            publishAt: isoOrNull(row.publishAt),
            createdAt: iso(row.createdAt),
          })) ?? null,
        latestRequests:
          latestRequests?.map((row) => ({
            _id: row.id,
            name: maskName(row.name),
            phone: maskPhone(row.phone),
            category: row.category,
            status: row.status,
            createdAt: iso(row.createdAt),
          })) ?? null,
      };
    },

    /** Practice pages, lawyers (not hidden ones), success cases, media and FAQs that mention the keyword, in the caller's language. */
    async search(keyword: string, limit: number, locale: Locale): Promise<SearchResult[]> {
      const term = keyword.trim();
      if (!term) return [];
      const needle = term.toLowerCase();
      const matches = (...texts: string[]) => texts.some((text) => text.toLowerCase().includes(needle));
      const results: SearchResult[] = [];

      for (const row of await db.select().from(practices).orderBy(practices.order)) {
        const title = pick(row.title, locale);
        const body = [
          pick(row.lead, locale),
          pick(row.description, locale),
          sectionText(pickList(row.sections, locale)),
        ].join(' ');
        const path = practicePathByCode[row.code as PracticeCode];
        if (path && matches(title, body))
          results.push({ type: 'practice', _id: row.id, title, excerpt: excerptOf(body, term), path });
      }

      for (const row of await db.select().from(lawyers).where(eq(lawyers.hidden, false)).orderBy(lawyers.order)) {
        const title = locale === 'en' ? row.titleEn : row.title;
        const body = [
          pick(row.position, locale),
          pick(row.summary, locale),
          lawyerInfoText(pickList(row.info, locale)),
        ].join(' ');
        if (matches(row.title, row.titleEn, body)) {
          results.push({
            type: 'lawyer',
            _id: row.id,
            title,
            excerpt: excerptOf(body, term),
            path: `/taesung/lawyer/${row.key}`,
          });
        }
      }

      const postRows = await db
        .select()
        .from(boards)
        .where(
          and(
            publicNow(),
            inArray(boards.code, ['reference', 'media']),
            searchAny(term, [
              inLanguage(boards.subject, locale),
              inLanguage(boards.content, locale),
              inLanguage(boards.subTitle, locale),
            ]),
          ),
        )
        .orderBy(desc(boards.createdAt))
        .limit(limit);
      for (const code of ['reference', 'media'] as const) {
        for (const row of postRows.filter((post) => post.code === code)) {
          const text = plainText(pick(row.content, locale), 100_000) || pick(row.subTitle, locale);
          results.push({
            type: code,
            _id: row.id,
            title: pick(row.subject, locale),
            excerpt: excerptOf(text, term),
            path: code === 'reference' ? `/reference/${row.id}` : '/media',
          });
        }
      }

      const faqRows = await db
        .select()
        .from(faqs)
        .where(
          and(
            eq(faqs.published, true),
            searchAny(term, [inLanguage(faqs.question, locale), inLanguage(faqs.answer, locale)]),
          ),
        )
        .orderBy(faqs.category, faqs.order)
        .limit(limit);
      for (const row of faqRows) {
        const path = practicePathByCode[row.category as PracticeCode] ?? '/guide';
        results.push({
          type: 'faq',
          _id: row.id,
          title: pick(row.question, locale),
          excerpt: excerptOf(plainText(pick(row.answer, locale), 100_000), term),
          path,
        });
      }
      return results;
    },
  };
}

export type Insights = ReturnType<typeof createInsights>;
