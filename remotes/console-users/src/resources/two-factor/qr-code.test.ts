import { qrModules, qrSvg } from './qr-code.ts';

/** `otpauth://totp/admin` at level M with mask 2, as another QR encoder (python-qrcode 8.2) draws it. */
const reference = [
  '1111111001000100101111111',
  '1000001001111011001000001',
  '1011101010000011101011101',
  '1011101010001111001011101',
  '1011101011001100101011101',
  '1000001010001001101000001',
  '1111111010101010101111111',
  '0000000010001011000000000',
  '1011111000100111001111100',
  '0000010111111100100001010',
  '1010101010001111110111011',
  '0001100100100000110110001',
  '1010001000010000011011111',
  '1000110101001100010001010',
  '1011101011100111011010011',
  '1011000111101101001010010',
  '1010101111101011111110110',
  '0000000010000000100010000',
  '1111111000011000101010011',
  '1000001011110010100010001',
  '1011101011010001111110111',
  '1011101011101111011110011',
  '1011101011100110000001001',
  '1000001000101100110000001',
  '1111111010101010010011111',
];

const rows = (modules: boolean[][]) => modules.map((row) => row.map((dark) => (dark ? '1' : '0')).join(''));

test('draws the modules another encoder draws for the same text, level and mask', () => {
  expect(rows(qrModules('otpauth://totp/admin', 2))).toEqual(reference);
});

test('grows the version with the text and picks a mask by itself', () => {
  const address =
    'otpauth://totp/%ED%83%9C%EC%84%B1:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=%ED%83%9C%EC%84%B1&algorithm=SHA1&digits=6&period=30';
  const modules = qrModules(address);
  expect(modules).toHaveLength(8 * 4 + 17);
  expect(rows(modules)[0]!.slice(0, 7)).toBe('1111111');
});

test('is an SVG document with a quiet zone of four modules', () => {
  const svg = qrSvg('otpauth://totp/admin');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 33 33"/);
  expect(svg).toContain('M4 4h1v1h-1z');
});
