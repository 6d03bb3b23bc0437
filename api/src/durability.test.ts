import { rm } from 'node:fs/promises';
import { migratedDataDir, openTestDatabase } from './test-support/app.ts';
import {
  consoleLogin,
  killHard,
  postJson,
  startServer,
  stopServer,
  type RunningServer,
} from './test-support/server-process.ts';

const credentials = { username: 'admin', password: 'durable-password-1' };
const consultation = {
  name: '내구성',
  phone: '010-1234-5678',
  category: 'other',
  office: 'incheon',
  contactTime: 'anytime',
  agree: true,
};
const notice = (subject: string) => ({
  code: 'notice',
  subject: { ko: subject, en: '' },
  content: { ko: '<p>본문</p>', en: '' },
});

/** A server on its own `DATA_DIR` and, with `API_TEST_DATABASE=postgres`, its own new PostgreSQL database. */
async function durableServer() {
  const dataDir = await migratedDataDir('taesung-durable-');
  const database = process.env.API_TEST_DATABASE === 'postgres' ? await openTestDatabase() : null;
  await database?.handle.close();
  const env = {
    DATA_DIR: dataDir,
    ADMIN_USERNAME: credentials.username,
    ADMIN_PASSWORD: credentials.password,
    TRUST_PROXY: 'loopback',
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
  };
  return {
    env,
    async remove() {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

test('a write the API acknowledged survives kill -9 of the server', async () => {
  const { env, remove } = await durableServer();
  let running: RunningServer | null = null;
  try {
    const enrolled: { secret: string | null } = { secret: null };
    running = await startServer(env);
    const token = await consoleLogin(running.origin, credentials, enrolled);
    const form = await postJson(`${running.origin}/api/v1/forms`, { ...consultation, content: '저장 확인' });
    expect(form.status).toBe(201);
    const formId = ((await form.json()) as { form: { _id: string } }).form._id;
    const board = await postJson(`${running.origin}/api/console/boards`, notice('강제 종료 직전의 공지'), token);
    expect(board.status).toBe(201);
    const boardId = ((await board.json()) as { board: { _id: string } }).board._id;
    await killHard(running);
    running = null;

    running = await startServer(env);
    const after = await consoleLogin(running.origin, credentials, enrolled);
    const storedForm = await fetch(`${running.origin}/api/console/forms/${formId}`, {
      headers: { authorization: `Bearer ${after}` },
    });
    expect(storedForm.status).toBe(200);
    expect(((await storedForm.json()) as { form: { content: string } }).form.content).toBe('저장 확인');
    const storedBoard = await fetch(`${running.origin}/api/v1/boards/${boardId}`);
    expect(storedBoard.status).toBe(200);
    expect(((await storedBoard.json()) as { board: { subject: string } }).board.subject).toBe('강제 종료 직전의 공지');
  } finally {
    await stopServer(running);
    await remove();
  }
}, 120_000);

test('kill -9 in the middle of a stream of writes loses none that was acknowledged', async () => {
  const { env, remove } = await durableServer();
  let running: RunningServer | null = null;
  try {
    const enrolled: { secret: string | null } = { secret: null };
    running = await startServer(env);
    const { origin } = running;
    const token = await consoleLogin(origin, credentials, enrolled);

    // Visitors' requests (each from its own address, as the limit of five per address would refuse the rest) and
    // staff's posts, sent eight at a time without pause until the server is killed.
    const acknowledged = { forms: new Map<string, string>(), boards: new Map<string, string>() };
    let sent = 0;
    let killed = false;
    const writer = async (lane: number) => {
      while (!killed) {
        const number = (sent += 1);
        const label = `쓰기 ${number}`;
        try {
          if (lane % 4 === 3) {
            const response = await postJson(`${origin}/api/console/boards`, notice(label), token);
            if (response.status === 201)
              acknowledged.boards.set(((await response.json()) as { board: { _id: string } }).board._id, label);
          } else {
            const address = `10.${Math.floor(number / 250) % 250}.${number % 250}.${lane + 1}`;
            const response = await postJson(`${origin}/api/v1/forms`, { ...consultation, content: label }, undefined, {
              'x-forwarded-for': address,
            });
            if (response.status === 201)
              acknowledged.forms.set(((await response.json()) as { form: { _id: string } }).form._id, label);
          }
        } catch {
          // The connection was cut by the kill: not acknowledged, so not expected afterwards.
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_unused, lane) => writer(lane));
    const started = Date.now();
    while (acknowledged.forms.size + acknowledged.boards.size < 60 && Date.now() - started < 30_000)
      await new Promise((resolve) => setTimeout(resolve, 5));
    await killHard(running);
    killed = true;
    running = null;
    await Promise.all(writers);
    expect(acknowledged.forms.size).toBeGreaterThan(20);
    expect(acknowledged.boards.size).toBeGreaterThan(5);
    expect(sent).toBeGreaterThan(acknowledged.forms.size + acknowledged.boards.size);

    running = await startServer(env);
    const after = await consoleLogin(running.origin, credentials, enrolled);
    const stored = async <T extends { _id: string }>(url: string, key: string) => {
      const found = new Map<string, T>();
      for (let page = 1; ; page++) {
        const response = await fetch(`${running!.origin}${url}${url.includes('?') ? '&' : '?'}limit=100&page=${page}`, {
          headers: { authorization: `Bearer ${after}` },
        });
        expect(response.status).toBe(200);
        const items = ((await response.json()) as Record<string, T[]>)[key]!;
        for (const item of items) found.set(item._id, item);
        if (items.length < 100) return found;
      }
    };
    const forms = await stored<{ _id: string; content: string }>('/api/console/forms', 'forms');
    const lostForms = [...acknowledged.forms].filter(([id, label]) => forms.get(id)?.content !== label);
    expect(lostForms).toEqual([]);
    const boards = await stored<{ _id: string; subject: string | { ko: string } }>(
      '/api/console/boards?code=notice',
      'boards',
    );
    const subjectOf = (board: { subject: string | { ko: string } } | undefined) =>
      typeof board?.subject === 'object' ? board.subject.ko : board?.subject;
    const lostBoards = [...acknowledged.boards].filter(([id, label]) => subjectOf(boards.get(id)) !== label);
    expect(lostBoards).toEqual([]);
  } finally {
    await stopServer(running);
    await remove();
  }
}, 180_000);
