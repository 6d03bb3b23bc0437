import { signedInApp } from '../../test-support/signed-in.ts';
import { image, popupInput } from '../../test-support/fixtures.ts';

const { call, upload, visit } = signedInApp();

describe('popups', () => {
  test('CRUD with image upload', async () => {
    const created = await call(
      'POST',
      '/api/console/popups',
      popupInput({ content: { ko: '<p style="color:red">휴무</p><script>x</script>', en: '' } }),
    );
    expect(created.statusCode).toBe(201);
    const popup = created.json().popup;
    expect(popup.content.ko).toBe('<p>휴무</p>');
    expect((await call('GET', `/api/console/popups/${popup._id}`)).json().popup.title.ko).toBe('설 연휴 안내');
    const pictured = await upload(`/api/console/popups/${popup._id}/image`, [
      { name: 'file', filename: 'p.webp', data: await image(400, 300, 'webp') },
    ]);
    expect(pictured.json().popup.image).toMatch(/\.webp$/);
    expect((await call('DELETE', `/api/console/popups/${popup._id}/image`)).json().popup.image).toBeNull();
    expect((await call('PUT', `/api/console/popups/${popup._id}`, popupInput({ width: 50 }))).statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/console/popups/${popup._id}`, popupInput({ active: false }))).json().popup.active,
    ).toBe(false);
    expect((await call('GET', '/api/console/popups?active=false')).json().popups).toHaveLength(1);
    expect((await call('DELETE', `/api/console/popups/${popup._id}`)).statusCode).toBe(204);
  });
});

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

describe('display windows', () => {
  test('a popup whose window starts tomorrow is not among the public popups today', async () => {
    await call('POST', '/api/console/popups', popupInput({ title: { ko: '오늘 팝업', en: 'Today' } }));
    await call(
      'POST',
      '/api/console/popups',
      popupInput({ title: { ko: '내일 팝업', en: 'Tomorrow' }, startAt: tomorrow() }),
    );
    const titles = (await visit('/api/v1/popups', 'en')).json().popups.map((item: { title: string }) => item.title);
    expect(titles).toContain('Today');
    expect(titles).not.toContain('Tomorrow');
  });
});
