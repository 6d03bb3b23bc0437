import { and, eq, isNull } from 'drizzle-orm';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/index.ts';
import { users } from '../src/db/schema.ts';
import { listenOrigin } from '../src/plugins/public-origin.ts';
import { createAccessRecords } from '../src/services/access-records.ts';
import { createAuth, loadSigningSecret, passwordLinkMinutes } from '../src/services/auth.ts';
import { noPassword } from '../src/services/passwords.ts';

/**
 * `npm run password-link -w api -- <username>`: prints a one-time link that sets the account's password (an
 * invitation's 72 hours for an account that never had one, a reset's 60 minutes otherwise). For a server without
 * mail (`SMTP_URL` unset), where the console's invitations and resets reach nobody: the operator hands the link to
 * the account's owner. Leaves a `password_reset` access record.
 */
const username = process.argv[2]?.trim().toLowerCase();
if (!username) {
  console.error('usage: npm run password-link -w api -- <username>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate(async () => {
    const [account] = await database.db
      .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.username, username), isNull(users.withdrawnAt)))
      .limit(1);
    if (!account) {
      console.error(`no account ${username} (or it is withdrawn)`);
      process.exitCode = 1;
      return;
    }
    const kind = account.passwordHash === noPassword ? 'invitation' : 'reset';
    const auth = createAuth(database.db, await loadSigningSecret(config));
    const token = await auth.passwordLink(account.id, passwordLinkMinutes[kind]);
    await createAccessRecords(database.db).record(null, {
      action: 'password_reset',
      subject: 'user',
      subjectIds: [account.id],
      detail: 'link made on the server',
    });
    const origin = config.PUBLIC_URL?.replace(/\/+$/, '') ?? listenOrigin(config.HOST, config.PORT);
    console.log(`${origin}/console/password/reset?token=${encodeURIComponent(token)}`);
    console.log(
      `it works once, within ${kind === 'invitation' ? '72 hours' : '60 minutes'}; give it to ${account.username} only`,
    );
  });
} finally {
  await database.close();
}
