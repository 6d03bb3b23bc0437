import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { formatDate } from '@taesung/shared';
import type { BookingSlot } from '@taesung/shared/schemas';
import { loadBookingTexts } from '../i18n/booking.ts';
import { startApiServer, type ApiServer } from '../test-support/api-server.ts';
import { renderPage } from '../test-support/render-page.tsx';
import { daysFrom, formatDay } from './seoul-times.ts';
import { SlotPicker } from './slot-picker.tsx';

const [, tomorrow, dayAfter, thirdDay] = daysFrom(formatDate(Date.now()), 4) as [string, string, string, string];
const slotAt = (start: string): BookingSlot => ({ start, end: start });
// One start written in UTC: the picker shows it on Seoul's clock, whatever the browser's zone.
const slots = [
  slotAt(`${tomorrow}T10:00:00+09:00`),
  slotAt(new Date(Date.parse(`${tomorrow}T11:00:00+09:00`)).toISOString()),
  slotAt(`${thirdDay}T14:00:00+09:00`),
];

let server: ApiServer;

beforeAll(async () => {
  await loadBookingTexts();
  server = await startApiServer((request) =>
    request.path === '/api/v1/booking/slots' ? { body: { slots } } : undefined,
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function Picker({ onChange }: { onChange: (start: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SlotPicker
      id="picker"
      office="seoul-main"
      kind="video"
      value={value}
      onChange={(start) => {
        setValue(start);
        onChange(start);
      }}
    />
  );
}

async function renderPicker(locale: 'ko' | 'en' = 'ko') {
  const onChange = jest.fn();
  await renderPage(<Picker onChange={onChange} />, { baseURL: server.baseURL, locale });
  await screen.findByRole('radiogroup', { name: locale === 'ko' ? '날짜' : 'Day' });
  return onChange;
}

const dayRadio = (day: string) =>
  screen.getAllByRole('radio').find((radio) => radio.getAttribute('aria-label')?.startsWith(formatDay(day, 'ko')))!;

describe('the time picker', () => {
  it("asks the API for the office's free times of the kind, for two weeks", async () => {
    await renderPicker();
    const request = server.requests.find((each) => each.path === '/api/v1/booking/slots')!;
    expect(Object.fromEntries(request.query)).toEqual({ office: 'seoul-main', kind: 'video', days: '14' });
  });

  it('names every day with how many times it has, and starts on the first day with times, the only tab stop', async () => {
    await renderPicker();
    const days = within(screen.getByRole('radiogroup', { name: '날짜' })).getAllByRole('radio');
    expect(days).toHaveLength(14);
    const first = dayRadio(tomorrow);
    expect(first).toHaveAccessibleName(`${formatDay(tomorrow, 'ko')}, 예약 가능한 시간 2개`);
    expect(first).toHaveAttribute('aria-checked', 'true');
    expect(days.filter((day) => day.tabIndex === 0)).toEqual([first]);
    expect(dayRadio(dayAfter)).toHaveAccessibleName(`${formatDay(dayAfter, 'ko')}, 예약 가능한 시간 없음`);
    const times = screen.getByRole('group', { name: `${formatDay(tomorrow, 'ko')} 예약 가능한 시간` });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['10:00', '11:00']);
  });

  it('moves across the days with the arrow keys, Home and End, the chosen day taking the focus', async () => {
    const user = userEvent.setup();
    await renderPicker();
    act(() => dayRadio(tomorrow).focus());

    await user.keyboard('{ArrowRight}');
    expect(dayRadio(dayAfter)).toHaveFocus();
    expect(dayRadio(dayAfter)).toHaveAttribute('aria-checked', 'true');
    expect(dayRadio(dayAfter).tabIndex).toBe(0);
    expect(dayRadio(tomorrow).tabIndex).toBe(-1);
    expect(screen.getByText('이 날은 예약할 수 있는 시간이 없습니다. 다른 날을 골라 주세요.')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(dayRadio(thirdDay)).toHaveFocus();
    expect(
      within(screen.getByRole('group', { name: `${formatDay(thirdDay, 'ko')} 예약 가능한 시간` })).getByRole('radio', {
        name: '14:00',
      }),
    ).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(dayRadio(tomorrow)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const days = within(screen.getByRole('radiogroup', { name: '날짜' })).getAllByRole('radio');
    expect(days[8]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(days[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(days[13]).toHaveFocus();
    expect(days[13]).toHaveAttribute('aria-checked', 'true');
  });

  it('chooses a time by touch or keyboard and announces it in Seoul time', async () => {
    const user = userEvent.setup();
    const onChange = await renderPicker();
    expect(screen.getByText('선택한 시간이 없습니다.')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('radio', { name: '11:00' }));
    expect(onChange).toHaveBeenLastCalledWith(slots[1]!.start);
    expect(screen.getByText(`선택한 시간: ${formatDay(tomorrow, 'ko')} 11:00`)).toHaveAttribute('aria-live', 'polite');

    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(slots[0]!.start);

    await user.click(screen.getByRole('button', { name: '시간 선택 지우기' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('speaks English on the English site', async () => {
    await renderPicker('en');
    expect(dayRadio(tomorrow)).toBeUndefined();
    const tomorrowEn = screen
      .getAllByRole('radio')
      .find((radio) => radio.getAttribute('aria-label')?.startsWith(formatDay(tomorrow, 'en')));
    expect(tomorrowEn).toHaveAccessibleName(`${formatDay(tomorrow, 'en')}, 2 times available`);
    expect(screen.getByText('No time chosen.')).toBeInTheDocument();
  });
});
