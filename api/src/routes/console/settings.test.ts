import sharp from 'sharp';
import { signedInApp } from '../../test-support/signed-in.ts';
import { image, settingRecord } from '../../test-support/fixtures.ts';

const { call, read, stored, upload, visit } = signedInApp();

describe('setting', () => {
  test('PUT takes back what GET answered', async () => {
    expect((await call('GET', '/api/console/setting')).statusCode).toBe(404);
    const put = await call('PUT', '/api/console/setting', settingRecord());
    expect(put.statusCode).toBe(200);
    const got = (await call('GET', '/api/console/setting')).json();
    expect(got.setting).toMatchObject(settingRecord());
    const again = await call('PUT', '/api/console/setting', { ...got.setting, phone: '02-0000-5900' });
    expect(again.statusCode).toBe(200);
    expect(again.json().setting.phone).toBe('02-0000-5900');
    expect((await call('PUT', '/api/console/setting', { ...got.setting, offices: [] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/console/setting', { ...got.setting, email: 'not-mail' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/console/setting', { ...got.setting, theme: 'dark' })).statusCode).toBe(400);
    expect((await call('GET', '/api/console/setting')).json().setting.phone).toBe('02-0000-5900');
  });
});

describe('settings: every field, bad input, office photos', () => {
  const full = () =>
    settingRecord({
      advertisingLawyer: { ko: '김태성', en: 'Taesung Kim' },
      social: { youtube: 'https://youtube.example/@taesung', blog: 'https://blog.example/taesung', instagram: '' },
      offices: [
        {
          code: 'seoul-main',
          phone: '02-0000-5800',
          fax: '02-0000-5801',
          lat: 37.47,
          lng: 127.03,
          image: null,
          mapUrl: 'https://map.example/taesung',
          name: { ko: '서울 본사', en: 'Seoul Main Office' },
          address: { ko: '서울 서초구', en: 'Seocho-gu, Seoul' },
          hours: { ko: '평일 09:00~18:00', en: 'Weekdays 9–6' },
          directions: { ko: '교대역 10번 출구', en: 'Exit 10, Gyodae station' },
          parking: { ko: '건물 지하', en: 'In the basement' },
        },
        {
          code: 'incheon',
          phone: '032-0000-5820',
          lat: 37.44,
          lng: 126.7,
          image: null,
          name: { ko: '인천 분사무소', en: 'Incheon Office' },
          address: { ko: '인천 미추홀구', en: 'Michuhol-gu, Incheon' },
          hours: { ko: '평일', en: 'Weekdays' },
          directions: { ko: '버스', en: 'Bus' },
          parking: { ko: '', en: '' },
        },
      ],
    });

  test('every field the console edits is kept and the public settings carry what visitors read, in their language', async () => {
    const put = await call('PUT', '/api/console/setting', full());
    expect(put.statusCode).toBe(200);
    const { updatedAt, ...saved } = (await call('GET', '/api/console/setting')).json().setting;
    expect(updatedAt).toEqual(expect.any(String));
    expect(saved).toEqual({
      ...full(),
      privacy: { requestRetentionDays: 365, questionRetentionDays: 365, idleMinutes: 30 },
    });
    const english = (await visit('/api/v1/setting', 'en')).json().setting;
    expect(english).toMatchObject({
      firmName: 'Taesung Law Firm',
      // Text left empty in English is read in Korean.
      representatives: '김태성',
      advertisingLawyer: 'Taesung Kim',
      registrationNumber: '000-00-00000',
      phone: '02-0000-5800',
      chatUrl: 'https://chat.example/taesung',
    });
    expect(english.offices[0]).toEqual({
      code: 'seoul-main',
      phone: '02-0000-5800',
      fax: '02-0000-5801',
      lat: 37.47,
      lng: 127.03,
      image: null,
      mapUrl: 'https://map.example/taesung',
      name: 'Seoul Main Office',
      address: 'Seocho-gu, Seoul',
      hours: 'Weekdays 9–6',
      directions: 'Exit 10, Gyodae station',
      parking: 'In the basement',
    });
    expect(english).not.toHaveProperty('notificationRecipients');
  });

  test('bad input answers which fields, and saves nothing', async () => {
    await call('PUT', '/api/console/setting', full());
    const bad = full();
    const response = await call(
      'PUT',
      '/api/console/setting',
      {
        ...bad,
        phone: 'call us',
        chatUrl: 'javascript:alert(1)',
        social: { youtube: 'ftp://video.example' },
        offices: [{ ...bad.offices[0], mapUrl: 'javascript:alert(1)', fax: '12' }],
        notificationRecipients: { email: ['not-mail'], sms: ['abc'] },
      },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please check what you entered.');
    const paths = (response.json().issues as { path: string }[]).map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.phone',
        'body.chatUrl',
        'body.social.youtube',
        'body.offices.0.mapUrl',
        'body.offices.0.fax',
        'body.notificationRecipients.email.0',
        'body.notificationRecipients.sms.0',
      ]),
    );
    const twice = await call('PUT', '/api/console/setting', { ...bad, offices: [bad.offices[0], bad.offices[0]] });
    expect(twice.json().issues).toEqual([{ path: 'body.offices', code: 'custom' }]);
    expect(
      (await call('PUT', '/api/console/setting', { ...bad, offices: [{ ...bad.offices[0], code: 'busan' }] }))
        .statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/console/setting')).json().setting.phone).toBe('02-0000-5800');
  });

  test('an office\u2019s photo is uploaded, kept by a later save of the form, replaced, and removed', async () => {
    await call('PUT', '/api/console/setting', full());
    const first = await upload('/api/console/setting/offices/incheon/image', [
      { name: 'file', filename: 'office.jpg', data: await image(4000, 3000, 'jpeg') },
    ]);
    expect(first.statusCode).toBe(200);
    const url = first.json().setting.offices[1].image as string;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(await sharp(await stored(url)).metadata()).toMatchObject({ width: 1600, height: 1200 });
    expect((await visit('/api/v1/setting')).json().setting.offices[1].image).toBe(url);
    // The form, opened before the upload, is saved with the old (empty) photo: the upload stays.
    const saved = await call('PUT', '/api/console/setting', { ...full(), phone: '02-0000-5900' });
    expect(saved.json().setting.offices[1].image).toBe(url);
    expect(saved.json().setting.offices[0].image).toBeNull();
    const second = await upload('/api/console/setting/offices/incheon/image', [
      { name: 'file', filename: 'office.png', data: await image(640, 480) },
    ]);
    const secondUrl = second.json().setting.offices[1].image as string;
    expect((await read(url)).statusCode).toBe(404);
    expect(
      (
        await upload('/api/console/setting/offices/busan/image', [
          { name: 'file', filename: 'a.png', data: await image(10, 10) },
        ])
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await upload('/api/console/setting/offices/gwangju/image', [
          { name: 'file', filename: 'a.png', data: await image(10, 10) },
        ])
      ).statusCode,
    ).toBe(404);
    const removed = await call('DELETE', '/api/console/setting/offices/incheon/image');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().setting.offices[1].image).toBeNull();
    expect((await read(secondUrl)).statusCode).toBe(404);
    // An office dropped from the settings takes its photo with it.
    const third = await upload('/api/console/setting/offices/incheon/image', [
      { name: 'file', filename: 'office.png', data: await image(640, 480) },
    ]);
    const thirdUrl = third.json().setting.offices[1].image as string;
    await call('PUT', '/api/console/setting', { ...full(), offices: [full().offices[0]] });
    expect((await read(thirdUrl)).statusCode).toBe(404);
  });
});
