import { bannerInput, contactPhone, lawyerInput, portraitCropFields, settingInput, webLink } from './index.ts';

describe('the site content schemas', () => {
  test('a contact phone is what the site may show as a number: area numbers, 15xx numbers, international form', () => {
    for (const phone of ['02-1234-5678', '031-123-4567', '1588-0000', '+82 2 1234 5678', '(02) 1234-5678']) {
      expect(contactPhone.safeParse(phone).success).toBe(true);
    }
    for (const phone of ['call us', '12', '02-1234-5678 ext. 3', ''])
      expect(contactPhone.safeParse(phone).success).toBe(false);
  });

  test('a web link is http or https, or empty for none; never a script', () => {
    for (const link of ['', 'https://blog.example/taesung', 'http://map.example/?q=1'])
      expect(webLink.safeParse(link).success).toBe(true);
    for (const link of ['javascript:alert(1)', 'ftp://files.example', 'blog.example', 'https://has space.example']) {
      expect(webLink.safeParse(link).success).toBe(false);
    }
  });

  test('a portrait crop is all four integers from the form fields, or none', () => {
    expect(portraitCropFields.parse({})).toEqual({});
    expect(
      portraitCropFields.parse({ 'crop.x': '10', 'crop.y': '0', 'crop.width': '300', 'crop.height': '400' }),
    ).toEqual({
      'crop.x': 10,
      'crop.y': 0,
      'crop.width': 300,
      'crop.height': 400,
    });
    expect(portraitCropFields.safeParse({ 'crop.x': '10', 'crop.y': '0' }).success).toBe(false);
    expect(
      portraitCropFields.safeParse({ 'crop.x': '1.5', 'crop.y': '0', 'crop.width': '1', 'crop.height': '1' }).success,
    ).toBe(false);
    expect(
      portraitCropFields.safeParse({ 'crop.x': '0', 'crop.y': '0', 'crop.width': '0', 'crop.height': '1' }).success,
    ).toBe(false);
    expect(portraitCropFields.safeParse({ 'crop.left': '0' }).success).toBe(false);
  });

  test('a lawyer is shown unless hidden', () => {
    const input = {
      key: 'kim',
      title: '김',
      titleEn: 'Kim',
      office: 'seoul-main',
      ceo: false,
      representative: false,
      order: 1,
      position: { ko: '', en: '' },
      summary: { ko: '', en: '' },
      info: { ko: [], en: [] },
    };
    expect(lawyerInput.parse(input).hidden).toBe(false);
    expect(lawyerInput.parse({ ...input, hidden: true }).hidden).toBe(true);
  });

  test('every banner picture names its screens; settings list each office once', () => {
    const banner = {
      code: 'home-hero',
      title: { ko: '', en: '' },
      link: null,
      startAt: null,
      endAt: null,
      active: true,
      order: 1,
    };
    const picture = { url: '/uploads/a.png', alt: { ko: '', en: '' } };
    expect(bannerInput.safeParse({ ...banner, images: [{ ...picture, breakpoint: 'tablet' }] }).success).toBe(true);
    expect(bannerInput.safeParse({ ...banner, images: [picture] }).success).toBe(false);
    expect(bannerInput.safeParse({ ...banner, images: [{ ...picture, breakpoint: 'watch' }] }).success).toBe(false);

    const office = {
      code: 'seoul-main',
      phone: '02-0000-5800',
      lat: 37.5,
      lng: 127,
      name: { ko: '본사', en: 'Main' },
      address: { ko: '', en: '' },
      hours: { ko: '', en: '' },
      directions: { ko: '', en: '' },
      parking: { ko: '', en: '' },
    };
    const setting = {
      registrationNumber: '',
      phone: '1588-0000',
      email: 'a@b.example',
      chatUrl: '',
      social: {},
      firmName: { ko: '', en: '' },
      teamName: { ko: '', en: '' },
      representatives: { ko: '', en: '' },
      offices: [office],
      notificationRecipients: { email: [], sms: [] },
    };
    expect(settingInput.safeParse(setting).success).toBe(true);
    expect(settingInput.safeParse({ ...setting, offices: [office, office] }).success).toBe(false);
  });
});
