import { formatPhone } from './index.ts';
import { caretAfterDigits, formatPhoneAsTyped, formatPhoneInput } from './phone.ts';

describe('a Korean phone number as it is typed', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['010', '010'],
    ['0101', '010-1'],
    ['0101234', '010-1234'],
    ['01012345', '010-1234-5'],
    ['01012345678', '010-1234-5678'],
    ['010123456789', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['010 12a34', '010-1234'],
    ['0111234', '011-123-4'],
    ['0111234567', '011-123-4567'],
    ['01112345678', '011-1234-5678'],
    ['0191234567', '019-123-4567'],
    ['02', '02'],
    ['02123', '02-123'],
    ['0212345', '02-123-45'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['02123456789', '02-1234-5678'],
    ['0311234', '031-123-4'],
    ['0311234567', '031-123-4567'],
    ['03112345678', '031-1234-5678'],
    ['07012345678', '070-1234-5678'],
    ['1588', '1588'],
    ['15881', '1588-1'],
    ['15880000', '1588-0000'],
    ['1644-00001', '1644-0000'],
    ['18001234', '1800-1234'],
    ['12345', '12345'],
    ['abc', ''],
  ])('%j reads %j', (typed, shown) => {
    expect(formatPhoneAsTyped(typed)).toBe(shown);
  });

  it('keeps the caret after the same digit when hyphens are added', () => {
    expect(caretAfterDigits('010-1234-5678', 4)).toBe(5);
    expect(caretAfterDigits('010-1234-5678', 8)).toBe(10);
    expect(caretAfterDigits('010-1234-5678', 0)).toBe(0);
  });

  it('keeps the caret after the same digit when a digit is typed in the middle', () => {
    expect(formatPhoneInput('031-129-34567', 7, '031-123-4567')).toEqual({ value: '031-1293-4567', caret: 7 });
  });

  it('takes the digit before a hyphen that Backspace removed', () => {
    expect(formatPhoneInput('0311234-5678', 7, '031-1234-5678', true)).toEqual({ value: '031-123-5678', caret: 7 });
  });

  it.each([
    '01012345678',
    '0111234567',
    '01112345678',
    '021234567',
    '0212345678',
    '0311234567',
    '03112345678',
    '15880000',
  ])('shows the whole number %s as it was written while typed', (digits) => {
    expect(formatPhone(digits)).toBe(formatPhoneAsTyped(digits));
  });
});
