import { sql } from 'drizzle-orm';
import { remoteNames, type RemoteName } from '@taesung/shared/site';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/index.ts';
import { changeChannel } from '../src/plugins/change-feed.ts';
import {
  checkRemoteAt,
  remoteAddresses,
  remoteBaseUrl,
  remoteLocationAllowed,
  setRemoteOverride,
} from '../src/plugins/site/remote-directory.ts';
import { createAccessRecords } from '../src/services/access-records.ts';

/**
 * `npm run deploy-remote -w api -- <name> <url>`: points a remote at a build deployed at `<url>` (after checking that
 * its `remoteEntry.js` and `mf-manifest.json` answer there) while the site runs; `-- <name> --local` points it back
 * at its configured address. On PostgreSQL every running server is told at once (the change feed's channel). The
 * embedded database is held by the running server: stop it first, or use `PUT /api/console/remotes/<name>`.
 */
const usage = `usage: npm run deploy-remote -w api -- <name> <url>|--local\n  <name>: ${remoteNames.join(', ')}`;
const [nameArgument, target] = process.argv.slice(2);
if (!nameArgument || !target || !(remoteNames as readonly string[]).includes(nameArgument)) {
  console.error(usage);
  process.exit(2);
}
const name = nameArgument as RemoteName;
const config = loadConfig();

let url: string | null = null;
if (target !== '--local') {
  url = remoteBaseUrl(target);
  if (!url) {
    console.error(`${target} is not an http(s) address without credentials, query or fragment`);
    process.exit(2);
  }
  if (!remoteLocationAllowed(config, url)) {
    console.error(
      `${url} is not under a listed location (REMOTE_ALLOWED_ORIGINS, REMOTE_<NAME>_URL, REMOTE_<NAME>_SERVER_URL); nothing changed`,
    );
    process.exit(1);
  }
  const problem = await checkRemoteAt(name, url);
  if (problem) {
    console.error(
      'found' in problem
        ? `the build at ${url} is ${problem.found}, not ${name}`
        : problem.redirect !== undefined
          ? `${url}${problem.file} of ${name} redirects to ${problem.redirect}, which is not followed; nothing changed`
          : `${url}${problem.file} of ${name} does not answer (${problem.status}); nothing changed`,
    );
    process.exit(1);
  }
}

if (!config.DATABASE_URL) {
  const health = `http://127.0.0.1:${config.PORT}/api/health`;
  const running = await fetch(health, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (running) {
    console.error(
      `a server answers at ${health} and holds the embedded database: stop it first, or, as an administrator, ` +
        `PUT /api/console/remotes/${name} with { "url": ${JSON.stringify(url)} } (nothing changed)`,
    );
    process.exit(1);
  }
}

const database = await openDatabase(config);
try {
  await database.migrate(async () => {
    const overrides = await setRemoteOverride(database.db, name, url);
    await createAccessRecords(database.db).record(null, {
      action: 'update',
      detail: `remote ${name}: ${url ?? 'configured address'} (on the server)`,
    });
    if (database.kind === 'postgres') {
      await database.db.execute(
        sql`select pg_notify(${changeChannel}, ${JSON.stringify({ from: 'deploy-remote', topic: 'remotes' })})`,
      );
    }
    const addresses = remoteAddresses(config, overrides);
    for (const [remote, address] of Object.entries(addresses))
      console.log(`${remote.padEnd(16)} ${address.url} (${address.source})`);
  });
} finally {
  await database.close();
}
