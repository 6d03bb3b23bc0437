import { and, asc, count, desc, eq, gt, lte } from 'drizzle-orm';
import {
  koreanDayStart,
  koreanToday,
  parseChildSupportTableText,
  tableIssueMessage,
  validateChildSupportTable,
  type ChildSupportCell,
  type ChildSupportTable,
  type Day,
  type TableIssue,
} from '@taesung/shared/calculators';
import type {
  ChildSupportTableCheck,
  ChildSupportTableInput,
  ChildSupportTableRecord,
  ChildSupportTableSummary,
} from '@taesung/shared/schemas/calculators';
import { childSupportCells, childSupportTables } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError, ValidationError, conflict, notFound, tableIssueParams } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import type { Locale } from '../lib/locale.ts';
import { iso } from '../lib/query.ts';

type TableRow = typeof childSupportTables.$inferSelect;
type CellRow = typeof childSupportCells.$inferSelect;
type Input = ChildSupportTableInput;

const toCell = (row: CellRow): ChildSupportCell => ({
  ageFrom: row.ageFrom,
  ageTo: row.ageTo,
  incomeFrom: row.incomeFrom,
  incomeTo: row.incomeTo,
  average: row.average,
  low: row.low,
  high: row.high,
});

const byBands = [asc(childSupportCells.ageFrom), asc(childSupportCells.incomeFrom)];

/** The cells of a submitted version, from its JSON or its pasted text, and every problem found in them. */
export function checkTableInput(input: Pick<ChildSupportTableInput, 'cells' | 'text' | 'childCountFactors'>): {
  cells: ChildSupportCell[];
  issues: TableIssue[];
} {
  const parsed =
    input.text !== undefined ? parseChildSupportTableText(input.text) : { cells: input.cells ?? [], issues: [] };
  if (parsed.issues.length) return parsed;
  return {
    cells: parsed.cells,
    issues: validateChildSupportTable({ cells: parsed.cells, childCountFactors: input.childCountFactors }),
  };
}

export function checkAnswer(
  checked: { cells: ChildSupportCell[]; issues: TableIssue[] },
  locale: Locale,
): ChildSupportTableCheck {
  return {
    valid: checked.issues.length === 0,
    cellCount: checked.cells.length,
    issues: checked.issues.map((issue) => ({ ...issue, message: tableIssueMessage(issue, locale) })),
  };
}

/**
 * The versions of the standard child-support table (`child_support_tables`, `child_support_cells`): the one in
 * force on a day, and staff's list, additions (checked cell by cell first) and removal of versions not yet in force.
 */
export function createChildSupportTables(db: Database) {
  async function cellsOf(tableId: string) {
    return (
      await db
        .select()
        .from(childSupportCells)
        .where(eq(childSupportCells.tableId, tableId))
        .orderBy(...byBands)
    ).map(toCell);
  }

  function statusOf(
    row: Pick<TableRow, 'effectiveFrom'>,
    inForceId: string | null,
    id: string,
    today: Day,
  ): ChildSupportTableSummary['status'] {
    if (row.effectiveFrom > today) return 'scheduled';
    return id === inForceId ? 'inForce' : 'superseded';
  }

  async function inForceRow(day: Day): Promise<TableRow | null> {
    const [row] = await db
      .select()
      .from(childSupportTables)
      .where(lte(childSupportTables.effectiveFrom, day))
      .orderBy(desc(childSupportTables.effectiveFrom))
      .limit(1);
    return row ?? null;
  }

  async function summaries(): Promise<ChildSupportTableSummary[]> {
    const today = koreanToday();
    const [rows, counts, current] = await Promise.all([
      db.select().from(childSupportTables).orderBy(desc(childSupportTables.effectiveFrom)),
      db
        .select({ tableId: childSupportCells.tableId, value: count() })
        .from(childSupportCells)
        .groupBy(childSupportCells.tableId),
      inForceRow(today),
    ]);
    const cellCounts = new Map(counts.map((row) => [row.tableId, row.value]));
    return rows.map((row) => ({
      _id: row.id,
      effectiveFrom: row.effectiveFrom,
      title: row.title,
      source: row.source,
      status: statusOf(row, current?.id ?? null, row.id, today),
      cellCount: cellCounts.get(row.id) ?? 0,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }));
  }

  async function get(id: string): Promise<ChildSupportTableRecord> {
    const summary = (await summaries()).find((item) => item._id === id);
    if (!summary) throw notFound();
    const [row] = await db
      .select({ childCountFactors: childSupportTables.childCountFactors })
      .from(childSupportTables)
      .where(eq(childSupportTables.id, id));
    return { ...summary, childCountFactors: row!.childCountFactors, cells: await cellsOf(id) };
  }

  return {
    /** The version in force on a Korean day (the latest that began on or before it); 400 `NO_TABLE_IN_FORCE` without one. */
    async inForce(day: Day): Promise<ChildSupportTable> {
      const row = await inForceRow(day);
      if (!row) {
        const [first] = await db
          .select({ effectiveFrom: childSupportTables.effectiveFrom })
          .from(childSupportTables)
          .orderBy(asc(childSupportTables.effectiveFrom))
          .limit(1);
        throw new ApiError(400, 'NO_TABLE_IN_FORCE', { earliest: first?.effectiveFrom ?? '' });
      }
      return {
        effectiveFrom: row.effectiveFrom,
        title: row.title,
        source: row.source,
        childCountFactors: row.childCountFactors,
        cells: await cellsOf(row.id),
      };
    },
    /** When the next scheduled version takes effect (the start of its Korean day). */
    async nextScheduled(): Promise<Date | null> {
      const [row] = await db
        .select({ effectiveFrom: childSupportTables.effectiveFrom })
        .from(childSupportTables)
        .where(gt(childSupportTables.effectiveFrom, koreanToday()))
        .orderBy(asc(childSupportTables.effectiveFrom))
        .limit(1);
      return row ? koreanDayStart(row.effectiveFrom) : null;
    },
    list: summaries,
    get,
    /**
     * Keeps a new version after checking it: 400 `TABLE_INVALID` naming the first bad cell (all of them in `issues`),
     * 400 `TABLE_DATE_PAST` for a day before today, 409 `TABLE_DATE_TAKEN` for a day that has a version.
     */
    async create(input: Input): Promise<ChildSupportTableRecord> {
      const { cells, issues } = checkTableInput(input);
      if (issues.length) {
        throw new ValidationError(
          issues.map((issue) => ({ path: `body.${issue.path}`, code: issue.code })),
          'TABLE_INVALID',
          tableIssueParams(issues[0]!, issues.length - 1),
        );
      }
      if (input.effectiveFrom < koreanToday()) throw new ApiError(400, 'TABLE_DATE_PAST');
      const id = newId();
      await db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: childSupportTables.id })
          .from(childSupportTables)
          .where(eq(childSupportTables.effectiveFrom, input.effectiveFrom))
          .limit(1);
        if (taken) throw conflict('TABLE_DATE_TAKEN');
        await tx.insert(childSupportTables).values({
          id,
          effectiveFrom: input.effectiveFrom,
          title: input.title,
          source: input.source,
          childCountFactors: input.childCountFactors,
        });
        await tx.insert(childSupportCells).values(cells.map((cell) => ({ tableId: id, ...cell })));
      });
      return get(id);
    },
    /** Deletes a version not yet in force; 409 `TABLE_IN_EFFECT` for one that is or was. */
    async remove(id: string): Promise<void> {
      const [row] = await db
        .delete(childSupportTables)
        .where(and(eq(childSupportTables.id, id), gt(childSupportTables.effectiveFrom, koreanToday())))
        .returning({ id: childSupportTables.id });
      if (row) return;
      const [kept] = await db
        .select({ id: childSupportTables.id })
        .from(childSupportTables)
        .where(eq(childSupportTables.id, id))
        .limit(1);
      throw kept ? conflict('TABLE_IN_EFFECT') : notFound();
    },
  };
}

export type ChildSupportTables = ReturnType<typeof createChildSupportTables>;
