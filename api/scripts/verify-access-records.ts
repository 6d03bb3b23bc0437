import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/index.ts';
import { createAccessRecords } from '../src/services/access-records.ts';

/**
 * `npm run verify-access-records -w api`: walks the access records' hash chain in the database the server uses
 * (`DATABASE_URL`, or PGlite in `DATA_DIR`) and prints `{ ok, checked, brokenAt }`; exits 1 when a record does not
 * follow the one before it.
 */
const config = loadConfig();
const database = await openDatabase(config);
try {
  const result = await database.migrate(() => createAccessRecords(database.db).verify());
  console.log(JSON.stringify(result));
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await database.close();
}
