import { expect, test } from '@playwright/test';
import { childSupportTable2021, childSupportTableText } from '@taesung/shared/calculators';
import { accessToken, logIn } from '../support/console.ts';

const stamp = Date.now().toString(36).slice(-5);
/** A day years ahead and different on every run, so a run against a kept server finds it free. */
const effectiveFrom = new Date(Date.UTC(2031, 0, 1) + (Date.now() % 3000) * 86_400_000).toISOString().slice(0, 10);

test('a child-support table pasted with a wrong cell is refused with the cell named; corrected, it is added for a later day and listed as scheduled', async ({
  page,
  request,
}) => {
  const title = `양육비산정기준표 e2e ${stamp}`;
  const wrong = childSupportTable2021.cells.map((cell) =>
    cell.ageFrom === 15 && cell.incomeFrom === 4_000_000 ? { ...cell, average: 1_300_000 } : cell,
  );
  try {
    await page.goto('/console/setting/child-support-tables');
    await logIn(page);
    await expect(page.getByRole('heading', { level: 1, name: '양육비 산정기준표' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: '양육비 산정기준표 버전 목록' })
        .getByRole('row')
        .filter({ hasText: '2022-03-01' }),
    ).toContainText('시행 중');

    await page.getByRole('link', { name: '새 버전 등록' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '새 산정기준표 등록' })).toBeVisible();
    await page.getByLabel('시행일').fill(effectiveFrom);
    await page.getByRole('textbox', { name: /제목 \(한국어\)/ }).fill(title);
    const table = page.getByRole('textbox', { name: /^산정기준표/ });
    await table.fill(childSupportTableText(wrong));

    await page.getByRole('button', { name: '표 확인' }).click();
    const check = page.getByRole('status', { name: '표 확인 결과' });
    await expect(check).toContainText('고칠 곳이 1군데 있습니다.');
    await expect(check.getByRole('listitem')).toHaveText(
      '만 15~18세 · 400~499만 원 칸: 평균이 범위(하한~상한) 밖에 있습니다.',
    );
    await expect(table).toHaveValue(childSupportTableText(wrong));

    await table.fill(childSupportTableText(childSupportTable2021.cells));
    await expect(check).toContainText('확인한 뒤 표가 바뀌었습니다.');
    await page.getByRole('button', { name: '표 확인' }).click();
    await expect(check).toContainText('66칸을 모두 확인했습니다. 고칠 곳이 없습니다.');

    await page.getByRole('button', { name: '등록', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '이 표를 등록할까요?' });
    await expect(dialog).toContainText(`${effectiveFrom}부터 계산기가 이 표(66칸)로 양육비를 계산합니다.`);
    await dialog.getByRole('button', { name: '등록', exact: true }).click();

    await expect(page).toHaveURL(/\/console\/setting\/child-support-tables$/);
    await expect(page.getByText('새 산정기준표를 등록했습니다.')).toBeVisible();
    const row = page
      .getByRole('table', { name: '양육비 산정기준표 버전 목록' })
      .getByRole('row')
      .filter({ hasText: title });
    await expect(row).toContainText('시행 예정');
    await expect(row).toContainText(effectiveFrom);
    await expect(row).toContainText('66');
  } finally {
    const token = await accessToken(request);
    const headers = { authorization: `Bearer ${token}` };
    const { childSupportTables } = (await (
      await request.get('/api/console/child-support-tables', { headers })
    ).json()) as { childSupportTables: { _id: string; title: { ko: string } }[] };
    for (const added of childSupportTables.filter((version) => version.title.ko === title))
      await request.delete(`/api/console/child-support-tables/${added._id}`, { headers });
  }
});
