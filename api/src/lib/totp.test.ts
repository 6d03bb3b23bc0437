import { base32Decode, base32Encode, hotp, matchTotp, otpauthUrl, totpCode } from './totp.ts';

const rfcSecret = Buffer.from('12345678901234567890', 'ascii');
const base32Secret = base32Encode(rfcSecret);

describe('TOTP', () => {
  it('gives the HOTP values of RFC 4226 appendix D', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(rfcSecret, counter))).toEqual(expected);
  });

  it('gives the SHA-1 TOTP values of RFC 6238 appendix B (last six digits)', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(totpCode(base32Secret, seconds * 1000)).toBe(code.slice(-6));
  });

  it('reads back what it writes in base32', () => {
    expect(base32Secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(base32Secret.toLowerCase().replace(/(.{4})/g, '$1 ')).equals(rfcSecret)).toBe(true);
  });

  it('accepts a code of the step before and after, and no other', () => {
    const at = 1111111111_000;
    expect(matchTotp(base32Secret, totpCode(base32Secret, at - 30_000), at)).toBe(Math.floor(at / 30_000) - 1);
    expect(matchTotp(base32Secret, totpCode(base32Secret, at + 30_000), at)).toBe(Math.floor(at / 30_000) + 1);
    expect(matchTotp(base32Secret, totpCode(base32Secret, at - 60_000), at)).toBeNull();
    expect(matchTotp(base32Secret, '12345', at)).toBeNull();
  });

  it('writes the otpauth URL authenticator apps read', () => {
    expect(otpauthUrl('ABC', 'kim', '법무법인 태성')).toBe(
      'otpauth://totp/%EB%B2%95%EB%AC%B4%EB%B2%95%EC%9D%B8%20%ED%83%9C%EC%84%B1:kim?secret=ABC&issuer=%EB%B2%95%EB%AC%B4%EB%B2%95%EC%9D%B8+%ED%83%9C%EC%84%B1&algorithm=SHA1&digits=6&period=30',
    );
  });
});
