import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { childSupportTable2021, type ChildSupportTable } from '@taesung/shared/calculators';
import { childSupportCells, childSupportTables } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { newId } from '../lib/ids.ts';

/**
 * The child-support table the calculator needs from the first start, content seeded or not: the court's 2021 table
 * (`@taesung/shared/calculators`), stored when no version is. Later versions are entered in the console.
 */
export async function seedChildSupportTable(
  db: Database,
  log: FastifyBaseLogger,
  table: ChildSupportTable = childSupportTable2021,
): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ value: count() }).from(childSupportTables);
    if (existing?.value) return false;
    const id = newId();
    await tx.insert(childSupportTables).values({
      id,
      effectiveFrom: table.effectiveFrom,
      title: table.title,
      source: table.source,
      childCountFactors: table.childCountFactors,
    });
    await tx.insert(childSupportCells).values(table.cells.map((cell) => ({ tableId: id, ...cell })));
    return true;
  });
  if (seeded) log.info({ effectiveFrom: table.effectiveFrom }, 'child-support table stored');
  return seeded;
}
