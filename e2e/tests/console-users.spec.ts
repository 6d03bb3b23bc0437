import { expect, test, type Page } from '@playwright/test';
import { accessToken, logIn, screenshot, typeWithIme } from '../support/console.ts';
import { invitedStaff, mailbox } from '../support/staff.ts';

const stamp = Date.now().toString(36).slice(-6);

/** `한지민` as a Korean keyboard composes it. */
const nameSyllables = [
  ['ㅎ', '하', '한'],
  ['ㅈ', '지'],
  ['ㅁ', '미', '민'],
];

const bearer = (token: string, locale = 'ko') => ({ authorization: `Bearer ${token}`, 'accept-language': locale });

/** The sidebar's entries once it shows: it is built after the console's remotes load. */
async function sidebarEntries(page: Page) {
  const links = page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.allInnerTexts();
}

test('an administrator makes a level without the settings, invites a staff member in it, and that member sees and may use only what the level grants', async ({
  page,
  browser,
  request,
}) => {
  const levelName = `상담 담당 ${stamp}`;
  const username = `e2e.hanjimin.${stamp}`;
  const email = `hanjimin-${stamp}@example.com`;
  const password = `river-stone-window-${stamp}`;

  await page.goto('/console/users/levels');
  await logIn(page);
  await expect(page.getByRole('table', { name: '등급 목록과 각 등급의 권한' })).toBeVisible();
  await page.getByRole('link', { name: '새 등급 만들기' }).click();
  await page.getByLabel(/^등급 이름/).fill(levelName);
  const scopes = page.getByRole('group', { name: /권한/ });
  await expect(scopes.getByRole('checkbox', { name: '관리자 화면 접속' })).toBeChecked();
  await expect(scopes.getByRole('checkbox', { name: '사이트 설정' })).toHaveAccessibleDescription(
    /변호사 소개, 업무 분야 페이지, 약관/,
  );
  for (const scope of ['게시물', '상담 신청', '고객센터']) await scopes.getByRole('checkbox', { name: scope }).check();
  await expect(scopes.getByRole('checkbox', { name: '사이트 설정' })).not.toBeChecked();
  await expect(scopes.getByRole('checkbox', { name: '관리자 계정' })).not.toBeChecked();
  await screenshot(page, 'users-level-form');
  await page.getByRole('button', { name: '등급 만들기' }).click();
  await expect(page.getByText('등급을 만들었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/console\/users\/levels$/);
  await expect(page.getByRole('row', { name: new RegExp(levelName) })).toContainText('상담 신청');
  await screenshot(page, 'levels');

  await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '관리자 계정' }).click();
  await expect(page.getByRole('table', { name: '관리자 계정 목록' })).toBeVisible();
  await page.getByRole('link', { name: '새 계정 만들기' }).click();
  await page.getByLabel(/^아이디/).fill(username);
  await page.getByLabel(/^이름/).click();
  await typeWithIme(page, nameSyllables);
  await expect(page.getByLabel(/^이름/)).toHaveValue('한지민');
  await page.getByLabel(/^이메일/).fill(email);
  await page.getByLabel(/^연락처/).pressSequentially('01055556666');
  await expect(page.getByLabel(/^연락처/)).toHaveValue('010-5555-6666');
  await page.getByLabel(/^등급/).selectOption({ label: levelName });
  await expect(page.getByLabel(/비밀번호/)).toHaveCount(0);
  await screenshot(page, 'users-create');
  const mail = await mailbox();
  let invitation: string;
  try {
    await page.getByRole('button', { name: '계정 만들기' }).click();
    await expect(
      page.getByText('계정을 만들었습니다. 입력한 이메일로 비밀번호를 정하는 링크를 보냈습니다.'),
    ).toBeVisible();
    invitation = await mail.passwordLink(email);
  } finally {
    await mail.close();
  }
  await expect(page.getByRole('heading', { level: 1, name: `관리자 계정: ${username}` })).toBeVisible();
  await expect(page.getByLabel(/^이름/)).toHaveValue('한지민');
  await screenshot(page, 'users-edit');
  await page.getByRole('link', { name: '목록으로' }).click();
  await expect(page.getByRole('row', { name: new RegExp(username) })).toContainText(levelName);
  await screenshot(page, 'users');

  const member = await (await browser.newContext()).newPage();
  await member.goto(invitation);
  await member.getByLabel('새 비밀번호', { exact: true }).fill('qwerty123456');
  await expect(member.getByText('널리 알려진 비밀번호라 쓸 수 없습니다.')).toBeVisible();
  await member.getByLabel('새 비밀번호', { exact: true }).fill(password);
  await expect(member.getByText('사용할 수 있는 비밀번호입니다.')).toBeVisible();
  await member.getByLabel('새 비밀번호 확인').fill(password);
  await member.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(member.getByRole('heading', { name: '비밀번호를 변경했습니다' })).toBeVisible();
  await member.getByRole('link', { name: '로그인하기' }).click();
  await logIn(member, { username, password });

  await expect(
    member.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: /상담/ }).first(),
  ).toBeVisible();
  const entries = await sidebarEntries(member);
  expect(entries).not.toContain('사이트 설정');
  expect(entries).not.toContain('관리자 계정');
  expect(entries).toContain('비밀번호 변경');

  const alerted = new Promise<string>((resolve) =>
    member.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))),
  );
  await member.goto('/console/setting');
  expect(await alerted).toBe('접근 권한이 없습니다.');
  await expect(member).not.toHaveURL(/\/console\/setting/);

  const memberToken = await accessToken(request, { username, password });
  const refused = await request.get('/api/console/setting', { headers: bearer(memberToken) });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe('접근 권한이 없습니다.');
  await member.context().close();
});

test('deactivating a signed-in staff member turns their next request back to the login; withdrawn, the account is purged only after typing its username', async ({
  page,
  browser,
  request,
}) => {
  const staff = await invitedStaff(request, 'deactivate');
  const member = await (await browser.newContext()).newPage();
  await member.goto('/console');
  await logIn(member, staff);

  await page.goto(`/console/users/${staff.id}`);
  await logIn(page);
  const active = page.getByRole('checkbox', { name: '사용 중' });
  await expect(active).toBeChecked();
  await active.uncheck();
  await page.getByRole('button', { name: '저장', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${staff.name} 님의 계정을 사용 중지할까요?` });
  await expect(dialog).toContainText('모든 기기에서 로그아웃됩니다');
  await dialog.getByRole('button', { name: '사용 중지하고 저장' }).click();
  await expect(page.getByText('계정을 저장했습니다.')).toBeVisible();

  await member.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '게시판 관리' }).click();
  await expect(member.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  await member.context().close();

  await page.getByRole('button', { name: '탈퇴 처리' }).click();
  await page
    .getByRole('dialog', { name: `${staff.name} 님의 계정을 탈퇴 처리할까요?` })
    .getByRole('button', { name: '탈퇴 처리' })
    .click();
  await expect(page.getByText(`${staff.name} 님의 계정을 탈퇴 처리했습니다.`)).toBeVisible();
  await expect(page).toHaveURL(/\/console\/users$/);

  await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '탈퇴 계정' }).click();
  await expect(page.getByRole('row', { name: new RegExp(staff.username) })).toBeVisible();
  await screenshot(page, 'withdrawals');
  await page.getByRole('button', { name: `${staff.username} 계정 완전히 삭제` }).click();
  const purge = page.getByRole('dialog', { name: `${staff.name} 님의 계정을 완전히 삭제할까요?` });
  await expect(purge.getByRole('button', { name: '완전히 삭제' })).toBeDisabled();
  await purge.getByRole('textbox').fill(staff.username);
  await purge.getByRole('button', { name: '완전히 삭제' }).click();
  await expect(page.getByText(`${staff.username} 계정을 완전히 삭제했습니다.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(staff.username) })).toHaveCount(0);
});

test('a staff member changes their own password: a common one is refused in the page language, a good one is taken and logs in', async ({
  page,
  request,
}) => {
  const staff = await invitedStaff(request, 'password');
  const next = `quiet-harbor-morning-${stamp}`;

  await page.goto('/console/password');
  await logIn(page, staff);
  await page.getByLabel(/^지금 비밀번호/).fill(staff.password);
  const nextField = page.locator('input[name="next"]');
  await nextField.fill('qwerty123456');
  await expect(page.getByText('널리 알려진 비밀번호라 쓸 수 없습니다.', { exact: true })).toBeVisible();
  await page.getByLabel(/^새 비밀번호 확인/).fill('qwerty123456');
  await screenshot(page, 'password');
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(nextField).toHaveAccessibleDescription(/널리 알려진 비밀번호라 쓸 수 없습니다. 나만 아는 문장이나/);
  await expect(nextField).toHaveValue('qwerty123456');

  const token = await accessToken(request, staff);
  const english = await request.put('/api/console/me/password', {
    headers: bearer(token, 'en'),
    data: { current: staff.password, next: 'qwerty123456' },
  });
  expect(english.status()).toBe(400);
  const refusal = (await english.json()) as { message: string; issues: { path: string; code: string }[] };
  expect(refusal.issues).toContainEqual(expect.objectContaining({ code: 'password_common' }));
  expect(refusal.message).toMatch(/^[\x20-\x7e]+$/);

  await nextField.fill(next);
  await expect(page.getByText('사용할 수 있는 비밀번호입니다.')).toBeVisible();
  await page.getByLabel(/^새 비밀번호 확인/).fill(next);
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(page.getByText('비밀번호를 바꿨습니다. 다른 기기에서는 모두 로그아웃되었습니다.')).toBeVisible();
  await expect(nextField).toHaveValue('');

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  await logIn(page, { username: staff.username, password: next });
});
