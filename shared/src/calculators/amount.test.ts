import { formatWon, formatWonKorean, maxAmount, parseAmount } from './amount.ts';

describe('parseAmount reads amounts typed the Korean way', () => {
  test.each([
    ['24,000,000', 24_000_000],
    ['24000000', 24_000_000],
    ['1,200만', 12_000_000],
    ['2억 4천만', 240_000_000],
    ['3억5000만 원', 350_000_000],
    ['180만', 1_800_000],
    ['270만원', 2_700_000],
    ['1.5억', 150_000_000],
    ['3천5백만', 35_000_000],
    ['1억 2,345만 6,789원', 123_456_789],
    ['1조 5억', 1_000_500_000_000],
    ['만 원', 10_000],
    ['0', 0],
    ['１２０만', 1_200_000],
    ['  7 억  ', 700_000_000],
  ])('%s → %d won', (text, value) => {
    expect(parseAmount(text)).toEqual({ ok: true, value });
  });

  test.each([
    ['', 'amountEmpty'],
    ['   ', 'amountEmpty'],
    ['원', 'amountInvalid'],
    ['abc', 'amountInvalid'],
    ['12만abc', 'amountInvalid'],
    ['1,20만', 'amountInvalid'],
    ['1억만', 'amountInvalid'],
    ['만억', 'amountOrder'],
    ['1억2억', 'amountOrder'],
    ['5백3천', 'amountOrder'],
    ['1.23456만', 'amountFraction'],
    ['0.5', 'amountFraction'],
    ['-100', 'amountNegative'],
    ['−3만', 'amountNegative'],
    ['1001조', 'amountTooLarge'],
  ])('%j is refused as %s', (text, error) => {
    expect(parseAmount(text)).toEqual({ ok: false, error });
  });

  test('the largest amount is taken, one won more is not', () => {
    expect(parseAmount(String(maxAmount))).toEqual({ ok: true, value: maxAmount });
    expect(parseAmount('1000조 1')).toEqual({ ok: false, error: 'amountTooLarge' });
  });
});

test('amounts are shown in 만 원 in Korean and in won in English, with spaces a line never breaks at', () => {
  expect(formatWonKorean(1_525_200)).toBe('152만\u00a05,200원');
  expect(formatWonKorean(240_000_000)).toBe('2억\u00a04,000만\u00a0원');
  expect(formatWonKorean(300_000_000)).toBe('3억\u00a0원');
  expect(formatWonKorean(123_456_789)).toBe('1억\u00a02,345만\u00a06,789원');
  expect(formatWonKorean(9_999)).toBe('9,999원');
  expect(formatWonKorean(0)).toBe('0원');
  expect(formatWonKorean(-15_000)).toBe('\u22121만\u00a05,000원');
  expect(formatWon(-1_500, 'en')).toBe('\u22121,500\u00a0won');
  expect(formatWon(1_525_200, 'en')).toBe('1,525,200\u00a0won');
  expect(formatWon(75_000_000, 'ko')).toBe('7,500만\u00a0원');
});
