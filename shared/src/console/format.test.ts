import { formatDateTimeMinutes, maskName, maskPhone } from './format.ts';

describe('formatDateTimeMinutes', () => {
  it("writes YYYY-MM-DD HH:mm on the firm's clock", () => {
    expect(formatDateTimeMinutes('2026-01-05T00:03:07Z')).toBe('2026-01-05 09:03');
    expect(formatDateTimeMinutes(null)).toBe('');
  });
});

describe('personal data in lists', () => {
  it('hides the middle of a name and keeps its first and last letters', () => {
    expect(maskName('홍길동')).toBe('홍*동');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('김철')).toBe('김*');
    expect(maskName('')).toBe('');
  });

  it('hides the middle group of a phone number, typed with or without hyphens', () => {
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('0212345678')).toBe('02-****-5678');
  });
});

describe('values the API already masked', () => {
  it('shows them as they came, never masking them a second time', () => {
    expect(maskName('남*수')).toBe('남*수');
    expect(maskName('홍*')).toBe('홍*');
    expect(maskPhone('010-****-5678')).toBe('010-****-5678');
    expect(maskPhone('02-***-4567')).toBe('02-***-4567');
  });
});
