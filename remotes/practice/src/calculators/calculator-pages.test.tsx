import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, childSupportTable2021, koreanToday } from '@taesung/shared/calculators';
import { ready } from '../i18n/index.ts';
import { renderPage } from '../test-support/render-page.tsx';
import { calculatorsApi } from './api.ts';
import { ChildSupportCalculator } from './child-support-calculator.tsx';
import { DivorceGroundsCalculator } from './divorce-grounds-calculator.tsx';
import { InheritanceCalculator } from './inheritance-calculator.tsx';
import { PropertyDivisionCalculator } from './property-division-calculator.tsx';
import { loadCalculatorTexts } from './texts.ts';
import { exampleQuery, workedExamples } from './worked-examples.ts';

beforeAll(() => Promise.all([ready, loadCalculatorTexts()]));

const table = (locale: 'ko' | 'en') => ({ ...childSupportTable2021, title: childSupportTable2021.title[locale] });

async function renderChildSupport(query: string, locale: 'ko' | 'en' = 'ko') {
  return renderPage(<ChildSupportCalculator />, {
    route: `/calculator/child-support${query}`,
    locale,
    fill: (store) =>
      store.dispatch(calculatorsApi.util.upsertQueryData('getChildSupportTable', undefined, table(locale))),
  });
}

const result = () => screen.getByRole('region', { name: /계산 결과|Result/ });
const headline = () => result().querySelector('strong');
const published = exampleQuery('child-support');

describe('the child-support calculator', () => {
  it('renders the published example from the address, with each step of the table', async () => {
    await renderChildSupport(published);
    expect(headline()).toHaveTextContent('152만 5,200원');
    const steps = within(result()).getAllByRole('list')[0]!;
    expect(steps).toHaveTextContent('부모의 합산 소득 450만 원 → 소득 구간 400~499만 원');
    expect(steps).toHaveTextContent(
      '15세 자녀: 만 15~18세 · 400~499만 원 칸의 평균 140만 2,000원 (범위 131만 5,000원 ~ 150만 3,000원)',
    );
    expect(steps).toHaveTextContent('8세 자녀: 만 6~8세 · 400~499만 원 칸의 평균 114만 원');
    expect(steps).toHaveTextContent('표준 양육비 합계 254만 2,000원');
    expect(steps).toHaveTextContent('자녀 2명: 표의 기준 그대로 254만 2,000원');
    expect(steps).toHaveTextContent('270만 원 ÷ 450만 원 = 60%');
    expect(steps).toHaveTextContent('월 양육비: 254만 2,000원 × 60% = 152만 5,200원');
    expect(result()).toHaveTextContent(
      '「2021 양육비산정기준표 (서울가정법원)」(2022-03-01 시행)에 따라 계산한 추정치로, 법률 자문이 아닙니다.',
    );
    expect(document.body).not.toHaveTextContent('무료');
  });

  it('shows a refused amount next to its field and no figure', async () => {
    await renderChildSupport('?custodial=180%EB%A7%8C%EC%96%B5&other=270%EB%A7%8C&age1=19&age2=8');
    const custodial = screen.getByLabelText('양육하는 부모의 월 소득 (세전)');
    expect(custodial).toHaveAttribute('aria-invalid', 'true');
    expect(custodial).toHaveAccessibleDescription(expect.stringContaining('단위의 순서가 맞지 않습니다.'));
    expect(screen.getByLabelText('1번째 자녀의 만 나이')).toHaveAccessibleDescription(
      expect.stringContaining('만 19세부터는 성년이어서'),
    );
    expect(result()).toHaveTextContent('표시된 입력값을 고치면 결과를 보여 드립니다.');
    expect(result()).not.toHaveTextContent(/\d원/);
  });

  it('follows the typing and keeps the inputs in the address', async () => {
    const user = userEvent.setup();
    await renderChildSupport(published);
    const custodial = screen.getByLabelText('양육하는 부모의 월 소득 (세전)');
    await user.clear(custodial);
    await user.type(custodial, '280만');
    // 550만: the 500–599만 band, 1,604,000 + 1,292,000, times 270/550.
    expect(headline()).toHaveTextContent('142만 1,672원');
    const address = new URLSearchParams(window.location.search);
    expect(address.get('custodial')).toBe('280만');
    expect(address.get('age2')).toBe('8');
    await user.clear(screen.getByLabelText('2번째 자녀의 만 나이'));
    expect(within(result()).getAllByRole('list')[0]!).toHaveTextContent('자녀 1명: 두 자녀 기준 금액에 1.065를 곱해');
  });

  it('leads to the consultation request with the tool and a summary of the result', async () => {
    await renderChildSupport(published);
    const link = within(result()).getByRole('link', { name: '상담 신청' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/contact/consultation');
    expect(target.searchParams.get('from')).toBe('child-support');
    expect(target.searchParams.get('summary')).toMatch(
      /^\[양육비 계산기\] 계산 결과 요약\n양육하는 부모 소득 180만 원, 양육하지 않는 부모 소득 270만 원, 자녀 만 15세, 만 8세\. .*월 152만 5,200원/,
    );
  });

  it('shows won in English', async () => {
    await renderChildSupport(published, 'en');
    expect(headline()).toHaveTextContent('1,525,200 won');
    expect(result()).toHaveTextContent(
      'an estimate under the 2021 standard child-support table (Seoul Family Court), in force from 2022-03-01, not legal advice',
    );
  });
});

describe('the property-division calculator', () => {
  const render = (query: string) =>
    renderPage(<PropertyDivisionCalculator />, { route: `/calculator/property-division${query}` });

  it('nets the debts, splits at the ratio and says who pays whom', async () => {
    await render('?home1=5%EC%96%B5&debts1=1%EC%96%B5&deposits2=1%EC%96%B5&ratio=50');
    expect(headline()).toHaveTextContent('본인 → 배우자: 1억 5,000만 원');
    const steps = within(result()).getAllByRole('list')[0]!;
    expect(steps).toHaveTextContent('본인: 재산 5억 원 − 빚 1억 원 = 순재산 4억 원');
    expect(steps).toHaveTextContent('분할 대상 순재산: 4억 원 + 1억 원 = 5억 원');
    expect(steps).toHaveTextContent('기여도 50% : 50% → 본인의 몫 2억 5,000만 원, 배우자의 몫 2억 5,000만 원');
    expect(result()).toHaveTextContent('민법 제839조의2');
  });

  it('writes the difference of the spouse who pays with a minus sign, not a hyphen', async () => {
    await render('?home1=5%EC%96%B5&debts1=1%EC%96%B5&deposits2=1%EC%96%B5&ratio=50');
    const steps = within(result()).getAllByRole('list')[0]!;
    expect(steps).toHaveTextContent('본인의 몫 2억 5,000만 원 − 지금 가진 순재산 4억 원 = \u22121억 5,000만 원');
    expect(steps.textContent).not.toMatch(/-\d/);
  });

  it('refuses a ratio above 100% next to its field', async () => {
    await render('?home1=5%EC%96%B5&ratio=150');
    expect(screen.getByLabelText('본인의 기여도 (분할 비율, %)')).toHaveAccessibleDescription(
      expect.stringContaining('0%부터 100%까지'),
    );
    expect(result()).not.toHaveTextContent(/\d원/);
  });
});

describe('the inheritance calculator', () => {
  const render = (query: string) => renderPage(<InheritanceCalculator />, { route: `/calculator/inheritance${query}` });

  it('computes the published example: base 3억, each child 7,500만 원', async () => {
    await render(exampleQuery('inheritance'));
    expect(headline()).toHaveTextContent('3억 원');
    const steps = within(result()).getAllByRole('list')[0]!;
    expect(steps).toHaveTextContent('증여 1 (상속인이 아닌 사람) 1억 원: 사망 전 1년 안의 증여: 산입');
    expect(steps).toHaveTextContent('증여 2 (상속인 1) 4,000만 원: 공동상속인에게 한 증여: 시기와 상관없이 산입');
    expect(steps).toHaveTextContent(
      '기초 재산: 사망 당시 재산 2억 4,000만 원 + 산입되는 증여 1억 8,000만 원 − 채무 1억 2,000만 원 = 3억 원',
    );
    expect(steps).toHaveTextContent(
      '상속인 1 (자녀)법정상속분 1/2: 6,000만 원유류분 1/4: 7,500만 원이미 받은 몫 4,000만 원청구할 수 있는 부족분 3,500만 원',
    );
    expect(result()).toHaveTextContent('헌법재판소 2024. 4. 25. 2020헌가4');
  });

  it('refuses a gift dated after the death next to its date', async () => {
    const example = new URLSearchParams(workedExamples.inheritance);
    example.set('gift1date', '2025-07-01');
    await render(`?${example.toString()}`);
    expect(screen.getByLabelText('증여 1: 증여일')).toHaveAccessibleDescription(
      expect.stringContaining('증여일이 사망일보다 늦습니다.'),
    );
    expect(result()).not.toHaveTextContent(/\d원/);
  });
});

describe('the divorce-grounds self-check', () => {
  const render = (query: string) =>
    renderPage(<DivorceGroundsCalculator />, { route: `/calculator/divorce-grounds${query}` });

  it('names the grounds and works out the time limits from the dates, without a verdict', async () => {
    const knew = addDays(koreanToday(), -10);
    await render(
      `?infidelity=1&infidelityOccurred=${addDays(knew, -5)}&infidelityKnew=${knew}&desertion=1&otherSerious=1&otherSeriousOccurred=2019-01-10&otherSeriousKnew=2019-01-10`,
    );
    const steps = within(result()).getAllByRole('list')[0]!;
    expect(steps).toHaveTextContent('민법 제840조 제1호: 배우자의 부정한 행위');
    expect(steps).toHaveTextContent(/제841조의 청구 기간: \d{4}-\d{2}-\d{2}까지 \(오늘부터 1\d{2}일 남음\)/);
    expect(steps).toHaveTextContent('민법 제840조 제2호: 악의의 유기민법에 정해진 청구 기간이 없습니다.');
    expect(steps).toHaveTextContent('제842조의 청구 기간이 2019-07-10에 지났습니다.');
    expect(result()).toHaveTextContent('협의이혼에는 이혼 사유가 필요하지 않습니다.');
  });

  it('refuses a date that is not a day next to its field', async () => {
    await render('?infidelity=1&infidelityKnew=2024-02-30');
    expect(
      screen.getByLabelText('그 일을 안 날', { selector: '#calculator-infidelityKnew' }),
    ).toHaveAccessibleDescription(expect.stringContaining('YYYY-MM-DD'));
    expect(result()).toHaveTextContent('표시된 입력값을 고치면');
  });
});
