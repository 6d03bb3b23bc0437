import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  childSupportTable2021,
  childSupportTableText,
  parseChildSupportTableText,
  tableIssueMessage,
  validateChildSupportTable,
} from '@taesung/shared/calculators';
import type {
  ChildSupportTableInput,
  ChildSupportTableRecord,
  ChildSupportTableSummary,
} from '@taesung/shared/schemas/calculators';
import { consoleKitReady } from '@taesung/shared/console';
import { json, startApiServer } from '@taesung/shared/test-support/api-server';
import { ready } from '@/i18n/index.ts';
import { renderScreen } from '@/test-support/render-screen.tsx';
import { ChildSupportTableCreate } from './child-support-table-create.tsx';
import { ChildSupportTableDetail } from './child-support-table-detail.tsx';
import { ChildSupportTableList } from './child-support-table-list.tsx';

const base = '/api/console/child-support-tables';
const stamp = '2026-11-24T01:00:00.000Z';

const record = (overrides: Partial<ChildSupportTableRecord>): ChildSupportTableRecord => ({
  _id: 'table-2021',
  effectiveFrom: '2022-03-01',
  title: childSupportTable2021.title,
  source: childSupportTable2021.source,
  status: 'inForce',
  cellCount: childSupportTable2021.cells.length,
  childCountFactors: childSupportTable2021.childCountFactors,
  cells: childSupportTable2021.cells,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

/** The cell of a child of 15–18 in a household earning 400–499만 원, its average put below its range. */
const withWrongCell = () =>
  childSupportTable2021.cells.map((cell) =>
    cell.ageFrom === 15 && cell.incomeFrom === 4_000_000 ? { ...cell, average: 1_300_000 } : cell,
  );

/** A stand-in for `/api/console/child-support-tables` that checks a pasted table with the same functions as the API. */
async function startTablesApi() {
  const tables: ChildSupportTableRecord[] = [
    record({}),
    record({
      _id: 'table-2027',
      effectiveFrom: '2027-01-01',
      status: 'scheduled',
      title: { ko: '2027 기준표', en: '' },
    }),
  ];
  const checked = (input: ChildSupportTableInput) => {
    const parsed = parseChildSupportTableText(input.text ?? '');
    const issues = parsed.issues.length
      ? parsed.issues
      : validateChildSupportTable({ cells: parsed.cells, childCountFactors: input.childCountFactors });
    return {
      cells: parsed.cells,
      issues: issues.map((issue) => ({ ...issue, message: tableIssueMessage(issue, 'ko') })),
    };
  };
  const server = await startApiServer((request, response) => {
    const path = request.url.split('?')[0]!;
    const body = request.body ? (JSON.parse(request.body) as ChildSupportTableInput) : null;
    const found = tables.find((table) => path === `${base}/${table._id}`);
    if (path === base && request.method === 'GET') {
      const summaries: ChildSupportTableSummary[] = tables.map(
        ({ cells: _cells, childCountFactors: _factors, ...summary }) => summary,
      );
      return json(response, 200, {
        childSupportTables: summaries,
        summary: { totalCount: tables.length, page: 1, limit: tables.length },
      });
    }
    if (path === `${base}/check`) {
      const { cells, issues } = checked(body!);
      return json(response, 200, { valid: issues.length === 0, cellCount: cells.length, issues });
    }
    if (path === base && request.method === 'POST') {
      const { cells, issues } = checked(body!);
      if (issues.length)
        return json(response, 400, {
          code: 'TABLE_INVALID',
          message: issues[0]!.message,
          issues: issues.map((issue) => ({ path: `body.${issue.path}`, code: issue.code })),
        });
      const created = record({
        _id: 'table-new',
        effectiveFrom: body!.effectiveFrom,
        title: body!.title,
        source: body!.source,
        status: 'scheduled',
        cells,
        cellCount: cells.length,
      });
      tables.unshift(created);
      return json(response, 201, { childSupportTable: created });
    }
    if (found && request.method === 'DELETE') {
      if (found.status !== 'scheduled')
        return json(response, 409, {
          code: 'TABLE_IN_EFFECT',
          message: '시행 중이거나 지난 기준표는 지울 수 없습니다.',
        });
      tables.splice(tables.indexOf(found), 1);
      response.writeHead(204);
      response.end();
      return;
    }
    if (found) return json(response, 200, { childSupportTable: found });
    return json(response, 404, { code: 'NOT_FOUND', message: '찾을 수 없습니다.' });
  });
  return { ...server, writes: () => server.seen.filter((seen) => seen.method !== 'GET') };
}

let api: Awaited<ReturnType<typeof startTablesApi>>;
beforeAll(() => Promise.all([consoleKitReady, ready]));
beforeEach(async () => {
  api = await startTablesApi();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  return api.close();
});

const createPath = '/console/setting/child-support-tables/create';
const renderCreate = () =>
  renderScreen(<ChildSupportTableCreate />, { path: createPath, route: createPath, baseURL: api.baseURL });

async function fillVersion(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(await screen.findByLabelText(/^시행일/), '2027-03-01');
  await user.type(screen.getByRole('textbox', { name: /제목 \(한국어\)/ }), '2027 양육비산정기준표');
  await user.click(screen.getByRole('textbox', { name: /^산정기준표/ }));
  await user.paste(text);
}

test('a pasted table with a wrong cell is refused with the cell named, and the pasted table stays as it was', async () => {
  const user = userEvent.setup();
  renderCreate();
  const text = childSupportTableText(withWrongCell());
  await fillVersion(user, text);

  await user.click(screen.getByRole('button', { name: '표 확인' }));
  const result = await screen.findByRole('status', { name: '표 확인 결과' });
  expect(result).toHaveTextContent('고칠 곳이 1군데 있습니다.');
  expect(within(result).getByRole('listitem')).toHaveTextContent(
    '만 15~18세 · 400~499만 원 칸: 평균이 범위(하한~상한) 밖에 있습니다.',
  );
  expect(screen.getByRole('textbox', { name: /^산정기준표/ })).toHaveValue(text);
  expect(JSON.parse(api.writes()[0]!.body)).toMatchObject({
    text,
    childCountFactors: childSupportTable2021.childCountFactors,
  });

  await user.click(screen.getByRole('button', { name: '등록' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '이 표를 등록할까요?' })).getByRole('button', { name: '등록' }),
  );
  await waitFor(() =>
    expect(screen.getAllByText('만 15~18세 · 400~499만 원 칸: 평균이 범위(하한~상한) 밖에 있습니다.')).toHaveLength(2),
  );
  expect(api.writes().map((seen) => seen.url)).toEqual([`${base}/check`, base]);
  expect(screen.getByRole('textbox', { name: /^산정기준표/ })).toHaveValue(text);
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(createPath);
});

test('a good table is checked, and added only after a confirmation, with the adjustments of the version in force', async () => {
  const user = userEvent.setup();
  renderCreate();
  await fillVersion(user, childSupportTableText(childSupportTable2021.cells));
  await user.click(screen.getByRole('button', { name: '표 확인' }));
  expect(await screen.findByRole('status', { name: '표 확인 결과' })).toHaveTextContent(
    '66칸을 모두 확인했습니다. 고칠 곳이 없습니다.',
  );

  await user.click(screen.getByRole('button', { name: '등록' }));
  const dialog = await screen.findByRole('dialog', { name: '이 표를 등록할까요?' });
  expect(dialog).toHaveTextContent('2027-03-01부터 계산기가 이 표(66칸)로 양육비를 계산합니다.');
  await user.click(within(dialog).getByRole('button', { name: '취소' }));
  expect(await screen.findAllByText('등록하지 않았습니다. 붙여 넣은 표는 그대로 있습니다.')).not.toHaveLength(0);
  expect(api.writes().map((seen) => seen.url)).toEqual([`${base}/check`]);

  await user.click(screen.getByRole('button', { name: '등록' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '이 표를 등록할까요?' })).getByRole('button', { name: '등록' }),
  );
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      /^\/console\/setting\/child-support-tables$/,
    ),
  );
  expect(await screen.findByText('새 산정기준표를 등록했습니다.')).toBeInTheDocument();
  const sent = JSON.parse(api.writes().at(-1)!.body) as ChildSupportTableInput;
  expect(api.writes().at(-1)!.url).toBe(base);
  expect(sent).toMatchObject({
    effectiveFrom: '2027-03-01',
    title: { ko: '2027 양육비산정기준표' },
    childCountFactors: childSupportTable2021.childCountFactors,
  });
  expect(sent.text).toContain('15~18\t400~499\t1,402,000\t1,315,000\t1,503,000');
  await waitFor(() => expect(api.seen.filter((seen) => seen.method === 'GET' && seen.url === base)).toHaveLength(2));
});

test('the adjustments for one and for three or more children start as those in force, are edited as decimals and sent as exact fractions', async () => {
  const user = userEvent.setup();
  renderCreate();
  await fillVersion(user, childSupportTableText(childSupportTable2021.cells));
  const one = screen.getByRole('textbox', { name: /^자녀 1명 조정 비율/ });
  const threeOrMore = screen.getByRole('textbox', { name: /^자녀 3명 이상 조정 비율/ });
  expect(one).toHaveValue('1.065');
  expect(threeOrMore).toHaveValue('0.783');

  await user.clear(one);
  await user.type(one, '10.65');
  expect(one).toHaveAttribute('aria-invalid', 'true');
  expect(one).toHaveAccessibleDescription(
    expect.stringContaining('자녀 1명의 조정 비율은 1 이상 1.5 이하여야 합니다.'),
  );
  await user.clear(threeOrMore);
  await user.type(threeOrMore, '영점팔');
  expect(threeOrMore).toHaveAccessibleDescription(expect.stringContaining('소수로 입력해 주세요. 예: 1.065'));
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(
    await screen.findAllByText(
      '자녀 1명의 조정 비율은 1 이상 1.5 이하여야 합니다. 한 자녀의 양육비는 두 자녀 기준 금액보다 적을 수 없습니다.',
    ),
  ).not.toHaveLength(0);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.writes()).toEqual([]);

  await user.clear(one);
  await user.type(one, '1.1');
  await user.clear(threeOrMore);
  await user.type(threeOrMore, '0.8');
  expect(one).not.toHaveAttribute('aria-invalid');
  await user.click(screen.getByRole('button', { name: '표 확인' }));
  expect(await screen.findByRole('status', { name: '표 확인 결과' })).toHaveTextContent('고칠 곳이 없습니다.');
  await user.click(screen.getByRole('button', { name: '등록' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '이 표를 등록할까요?' })).getByRole('button', { name: '등록' }),
  );
  await waitFor(() => expect(api.writes().map((seen) => seen.url)).toEqual([`${base}/check`, base]));
  const factors = {
    one: { numerator: 11, denominator: 10 },
    two: { numerator: 1, denominator: 1 },
    threeOrMore: { numerator: 8, denominator: 10 },
  };
  for (const seen of api.writes())
    expect((JSON.parse(seen.body) as ChildSupportTableInput).childCountFactors).toEqual(factors);
  await waitFor(() => expect(api.seen.filter((seen) => seen.method === 'GET' && seen.url === base)).toHaveLength(2));
});

test('lists the versions with their state; a scheduled one shows its cells and is deleted after a confirmation, one in force cannot be', async () => {
  const user = userEvent.setup();
  const listPath = '/console/setting/child-support-tables';
  const { unmount } = renderScreen(<ChildSupportTableList />, {
    path: listPath,
    route: listPath,
    baseURL: api.baseURL,
  });
  const table = await screen.findByRole('table', { name: '양육비 산정기준표 버전 목록' });
  const rowOf = (title: string) => within(table).getByRole('link', { name: title }).closest('tr')!;
  expect(rowOf('2027 기준표')).toHaveTextContent('시행 예정');
  expect(rowOf('2027 기준표')).toHaveTextContent('2027-01-01');
  expect(rowOf(childSupportTable2021.title.ko)).toHaveTextContent('시행 중');
  unmount();

  const { unmount: unmountInForce } = renderScreen(<ChildSupportTableDetail />, {
    path: `${listPath}/:id`,
    route: `${listPath}/table-2021`,
    baseURL: api.baseURL,
  });
  const grid = await screen.findByRole('table', { name: /부모 합산 소득 구간/ });
  const band = within(grid).getByRole('rowheader', { name: '400~499만 원' }).closest('tr')!;
  expect(band).toHaveTextContent('1,402,000');
  expect(band).toHaveTextContent('범위 1,315,000~1,503,000');
  expect(screen.queryByRole('button', { name: '이 버전 삭제' })).not.toBeInTheDocument();
  unmountInForce();

  renderScreen(<ChildSupportTableDetail />, {
    path: `${listPath}/:id`,
    route: `${listPath}/table-2027`,
    baseURL: api.baseURL,
  });
  await user.click(await screen.findByRole('button', { name: '이 버전 삭제' }));
  const dialog = await screen.findByRole('dialog', { name: '시행 예정 버전을 삭제할까요?' });
  expect(dialog).toHaveTextContent('2027-01-01부터 시행될 「2027 기준표」을(를) 삭제합니다.');
  await user.click(within(dialog).getByRole('button', { name: '삭제' }));
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      /^\/console\/setting\/child-support-tables$/,
    ),
  );
  expect(api.writes().map((seen) => `${seen.method} ${seen.url}`)).toEqual([`DELETE ${base}/table-2027`]);
});
