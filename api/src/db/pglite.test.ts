import { sql } from 'drizzle-orm';
import { openPglite, pgliteSharedBuffers } from './index.ts';

/**
 * The embedded database runs inside the server's process, so its memory is the server's: its shared buffers are
 * set below PostgreSQL's default (docs/performance.md, "Load and memory").
 */
test('the embedded database opens with its reduced shared buffers and answers queries', async () => {
  const database = await openPglite(null);
  try {
    const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    expect(result.rows[0]?.shared_buffers).toBe(pgliteSharedBuffers);
    expect(await database.ping()).toBe(true);
  } finally {
    await database.close();
  }
  // A database made from nothing (initdb in WebAssembly) takes 5–25 s on a busy 2-core machine; the other suites
  // start from a snapshot of one.
}, 60_000);
