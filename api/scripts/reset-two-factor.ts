import { and, eq, isNull } from 'drizzle-orm';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/index.ts';
import { sessions, users } from '../src/db/schema.ts';
import { createAccessRecords } from '../src/services/access-records.ts';
import { createTwoFactor } from '../src/services/two-factor.ts';

/**
 * `node api/scripts/reset-two-factor.ts <username>`: for an administrator who lost both the authenticator and the
 * recovery codes when no other administrator can reset them in the console. Forgets the account's second factor,
 * ends its sessions and leaves an access record; the account enrols again at its next sign-in.
 */
const username = process.argv[2]?.trim().toLowerCase();
if (!username) {
  console.error('usage: node api/scripts/reset-two-factor.ts <username>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate(async () => {
    const [account] = await database.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.username, username))
      .limit(1);
    if (!account) {
      console.error(`no account ${username}`);
      process.exitCode = 1;
      return;
    }
    await createTwoFactor(database.db, { now: () => new Date() }).reset(account.id);
    await database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, account.id), isNull(sessions.revokedAt)));
    await createAccessRecords(database.db).record(null, {
      action: 'two_factor_reset',
      subject: 'user',
      subjectIds: [account.id],
      detail: 'reset on the server',
    });
    console.log(`two-factor sign-in of ${account.username} reset; it enrols again at its next sign-in`);
  });
} finally {
  await database.close();
}
