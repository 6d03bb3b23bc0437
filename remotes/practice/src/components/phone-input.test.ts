import { caretAfterDigits, formatPhoneAsTyped } from './phone-input.ts';

describe('a phone number typed into the consultation request', () => {
  it.each([
    ['010', '010'],
    ['0101', '010-1'],
    ['01012345', '010-1234-5'],
    ['01012345678', '010-1234-5678'],
    ['010123456789', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['02123', '02-123'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['0311234567', '031-123-4567'],
    ['03112345678', '031-1234-5678'],
    ['abc', ''],
  ])('%s reads %s', (typed, shown) => {
    expect(formatPhoneAsTyped(typed)).toBe(shown);
  });

  it('keeps the caret after the same digit when hyphens are added', () => {
    expect(caretAfterDigits('010-1234-5678', 4)).toBe(5);
    expect(caretAfterDigits('010-1234-5678', 8)).toBe(10);
    expect(caretAfterDigits('010-1234-5678', 0)).toBe(0);
  });
});
