/** A problem with a calculator's input: where (`['children', 0, 'age']`) and which message of {@link calculatorMessages}. */
export interface CalculatorIssue {
  path: (string | number)[];
  code: CalculatorIssueCode;
}

/** Input a calculation cannot be made from (the schema lets through only what a calculation itself can refuse). */
export class CalculatorInputError extends Error {
  readonly issues: CalculatorIssue[];

  constructor(issues: CalculatorIssue[]) {
    super(issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`).join('; '));
    this.name = 'CalculatorInputError';
    this.issues = issues;
  }
}

type Text = { ko: string; en: string };

/**
 * What a visitor reads next to a field the calculators refused, in both languages. The schemas of
 * `schemas/calculators.ts` carry these codes as their messages, so a page and the API say the same thing.
 */
export const calculatorMessages = {
  required: { ko: '입력해 주세요.', en: 'Please fill this in.' },
  invalid: { ko: '입력한 값을 확인해 주세요.', en: 'Please check this value.' },
  amountEmpty: { ko: '금액을 입력해 주세요.', en: 'Please enter an amount.' },
  amountInvalid: {
    ko: '금액은 숫자로, 필요하면 만·억 단위를 붙여 입력해 주세요. 예: 24,000,000 / 1,200만 / 2억 4천만',
    en: 'Enter the amount in figures, with 만 or 억 if you like: for example 24,000,000, 1,200만 or 2억 4천만.',
  },
  amountOrder: {
    ko: '단위의 순서가 맞지 않습니다. 큰 단위부터 한 번씩 써 주세요. 예: 2억 4천만',
    en: 'The units are out of order: write the larger unit first, each once (for example 2억 4천만).',
  },
  amountFraction: { ko: '금액은 원 단위까지만 입력할 수 있습니다.', en: 'Amounts are in whole won.' },
  amountNegative: { ko: '금액은 0원 이상이어야 합니다.', en: 'An amount cannot be below zero.' },
  amountTooLarge: { ko: '금액이 너무 큽니다. 다시 확인해 주세요.', en: 'This amount is too large. Please check it.' },
  dayInvalid: {
    ko: '날짜를 YYYY-MM-DD 형식으로 입력해 주세요. 예: 2025-03-01',
    en: 'Enter the date as YYYY-MM-DD, for example 2025-03-01.',
  },
  childrenMissing: { ko: '자녀를 한 명 이상 입력해 주세요.', en: 'Add at least one child.' },
  childrenTooMany: { ko: '자녀는 10명까지 입력할 수 있습니다.', en: 'At most 10 children can be entered.' },
  childAgeInvalid: {
    ko: '자녀의 만 나이를 0부터 18까지의 정수로 입력해 주세요.',
    en: "Enter the child's age in whole years, from 0 to 18.",
  },
  childAgeOver18: {
    ko: '만 19세부터는 성년이어서 양육비 산정기준표가 적용되지 않습니다. 만 18세까지 입력할 수 있습니다.',
    en: 'From 19 a child is an adult and the child-support table does not apply; enter an age up to 18.',
  },
  noIncome: {
    ko: '부모 중 적어도 한 사람의 소득을 입력해 주세요. 두 사람 모두 소득이 없으면 법원이 사정을 따져 정합니다.',
    en: "Enter at least one parent's income. When neither parent has any, the court sets the amount case by case.",
  },
  spousesCount: { ko: '두 배우자의 재산을 각각 입력해 주세요.', en: "Enter each of the two spouses' property." },
  itemsTooMany: {
    ko: '항목은 한 사람당 50개까지 입력할 수 있습니다.',
    en: 'At most 50 items can be entered for each spouse.',
  },
  kindUnknown: { ko: '재산의 종류를 목록에서 골라 주세요.', en: 'Pick the kind of property from the list.' },
  ratioInvalid: {
    ko: '기여도(분할 비율)는 0%부터 100%까지, 소수점 둘째 자리까지 입력해 주세요.',
    en: 'Enter the contribution ratio from 0% to 100%, to at most two decimal places.',
  },
  heirsMissing: { ko: '상속인을 한 명 이상 입력해 주세요.', en: 'Add at least one heir.' },
  heirsTooMany: { ko: '상속인은 20명까지 입력할 수 있습니다.', en: 'At most 20 heirs can be entered.' },
  heirIdInvalid: { ko: '상속인마다 서로 다른 이름표를 붙여 주세요.', en: 'Give each heir a label of their own.' },
  spouseTwice: { ko: '배우자는 한 사람만 입력할 수 있습니다.', en: 'Only one spouse can be entered.' },
  relationUnknown: { ko: '피상속인과의 관계를 목록에서 골라 주세요.', en: 'Pick the relationship from the list.' },
  giftsTooMany: { ko: '증여는 50건까지 입력할 수 있습니다.', en: 'At most 50 gifts can be entered.' },
  giftRecipientUnknown: {
    ko: '증여를 받은 사람을 상속인 목록에서 고르거나 ‘그 밖의 사람’을 골라 주세요.',
    en: 'Pick who received the gift from the heirs, or "someone else".',
  },
  giftAfterDeath: {
    ko: '증여일이 사망일보다 늦습니다. 날짜를 확인해 주세요.',
    en: 'The gift is dated after the death. Please check the date.',
  },
  deathBefore1991: {
    ko: '1991년 1월 1일 전에 개시된 상속에는 지금과 다른 상속분 규정이 적용되어 이 계산기로 계산할 수 없습니다. 변호사와 상담해 주세요.',
    en: 'Inheritances that opened before 1 January 1991 follow earlier rules on shares, which this calculator does not cover. Please talk to a lawyer.',
  },
  groundUnknown: { ko: '이혼 사유를 목록에서 골라 주세요.', en: 'Pick a ground from the list.' },
  groundTwice: { ko: '같은 사유를 두 번 입력했습니다.', en: 'The same ground was entered twice.' },
  knewBeforeOccurred: {
    ko: '안 날이 그 일이 있었던 날보다 빠릅니다. 날짜를 확인해 주세요.',
    en: 'The day you learned of it is before the day it happened. Please check the dates.',
  },
  dayAfterToday: {
    ko: '오늘보다 늦은 날짜입니다. 날짜를 확인해 주세요.',
    en: 'This date is after today. Please check it.',
  },
} satisfies Record<string, Text>;

export type CalculatorIssueCode = keyof typeof calculatorMessages;

export const isCalculatorIssueCode = (code: string): code is CalculatorIssueCode =>
  Object.hasOwn(calculatorMessages, code);

/** The message of an issue code in a language. */
export const calculatorMessage = (code: CalculatorIssueCode, locale: 'ko' | 'en') => calculatorMessages[code][locale];
