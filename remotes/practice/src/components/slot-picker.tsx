import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@taesung/shared';
import type { BookingKind, BookingSlot } from '@taesung/shared/schemas';
import { useGetBookingSlotsQuery } from '../api/bookings.ts';
import { namespace } from '../i18n/index.ts';
import { clockOf, dayOf, daysFrom, formatDay, formatSlot, formatWeekday, slotsByDay } from './seoul-times.ts';
import styles from './slot-picker.module.css';

/** How many Seoul days the picker offers, from today. */
export const pickerDays = 14;

export interface SlotPickerProps {
  /** The picker's name: its parts' ids start with it. */
  id: string;
  office: string;
  kind: BookingKind;
  /** The chosen start, `''` for none. */
  value: string;
  onChange: (start: string) => void;
  /** The next free times the server offered when the chosen one was just taken. */
  offered?: readonly BookingSlot[] | null;
}

const moves: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  ArrowUp: (index) => index - 7,
  ArrowDown: (index) => index + 7,
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * A free time of an office and kind, in Seoul time: the next two weeks' days in a grid (one tab stop, arrow keys
 * move across the days), the chosen day's times as radio buttons, and the chosen time announced. After a time was
 * just taken, the next free times the server offered come first.
 */
export function SlotPicker({ id, office, kind, value, onChange, offered }: SlotPickerProps) {
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language;
  const query = useGetBookingSlotsQuery(
    { office, kind, days: pickerDays },
    { skip: !office, refetchOnMountOrArgChange: true },
  );
  const [chosenDay, setChosenDay] = useState('');
  const [today] = useState(() => formatDate(Date.now()));
  const { refetch } = query;
  // A time just taken: the days' times are read again, without it.
  useEffect(() => {
    if (offered && office) void refetch();
  }, [offered, office, refetch]);
  const dayRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const slots = query.data ?? [];
  const byDay = slotsByDay(slots);
  const days = daysFrom(today, pickerDays);
  const day =
    (chosenDay && days.includes(chosenDay) ? chosenDay : '') ||
    (value && days.includes(dayOf(value)) ? dayOf(value) : '') ||
    days.find((candidate) => byDay.has(candidate)) ||
    days[0]!;
  const dayIndex = days.indexOf(day);
  const times = byDay.get(day) ?? [];

  const onDayKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = Math.min(days.length - 1, Math.max(0, move(dayIndex, days.length - 1)));
    setChosenDay(days[next]!);
    dayRefs.current[next]?.focus();
  };

  const timeRadio = (slot: BookingSlot, label: string) => (
    <label key={slot.start} className={styles.time}>
      <input
        type="radio"
        name={`${id}-start`}
        value={slot.start}
        checked={value === slot.start}
        onChange={() => onChange(slot.start)}
        className={styles.timeInput}
      />
      <span className={styles.timeLabel}>{label}</span>
    </label>
  );

  return (
    <div className={styles.picker} id={id}>
      {offered ? (
        <div className={styles.offered}>
          <p className={styles.notice}>{t(offered.length ? 'booking.picker.taken' : 'booking.picker.takenNone')}</p>
          {offered.length ? (
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('booking.picker.offered')}</legend>
              <div className={styles.offeredTimes}>
                {offered.map((slot) => timeRadio(slot, formatSlot(slot.start, language)))}
              </div>
            </fieldset>
          ) : null}
        </div>
      ) : null}

      {!office ? (
        <p className={styles.note}>{t('booking.picker.chooseOffice')}</p>
      ) : query.isError ? (
        <p className={styles.note}>
          {t('booking.picker.loadError')}{' '}
          <button type="button" className={styles.textButton} onClick={() => void query.refetch()}>
            {t('booking.picker.retry')}
          </button>
        </p>
      ) : !query.data ? (
        <p className={styles.note} role="status">
          {t('booking.picker.loading')}
        </p>
      ) : slots.length === 0 ? (
        <p className={styles.note}>{t('booking.picker.none')}</p>
      ) : (
        <>
          <p id={`${id}-days-label`} className={styles.legend}>
            {t('booking.picker.days')}
          </p>
          <div role="radiogroup" aria-labelledby={`${id}-days-label`} className={styles.days}>
            {days.map((candidate, index) => {
              const count = byDay.get(candidate)?.length ?? 0;
              const label = formatDay(candidate, language);
              return (
                <button
                  key={candidate}
                  ref={(element) => {
                    dayRefs.current[index] = element;
                  }}
                  type="button"
                  role="radio"
                  aria-checked={candidate === day}
                  aria-label={t(count ? 'booking.picker.day' : 'booking.picker.dayEmpty', { day: label, count })}
                  tabIndex={candidate === day ? 0 : -1}
                  className={`${styles.day} ${count ? '' : styles.dayEmpty}`}
                  onClick={() => setChosenDay(candidate)}
                  onKeyDown={onDayKey}
                >
                  <span className={styles.weekday} aria-hidden="true">
                    {formatWeekday(candidate, language)}
                  </span>
                  <span className={styles.date} aria-hidden="true">
                    {Number(candidate.slice(8))}
                  </span>
                </button>
              );
            })}
          </div>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('booking.picker.times', { day: formatDay(day, language) })}</legend>
            {times.length ? (
              <div className={styles.times}>{times.map((slot) => timeRadio(slot, clockOf(slot.start)))}</div>
            ) : (
              <p className={styles.note}>{t('booking.picker.noTimes')}</p>
            )}
          </fieldset>
        </>
      )}

      <p className={styles.chosen} aria-live="polite">
        {value ? t('booking.picker.chosen', { time: formatSlot(value, language) }) : t('booking.picker.noneChosen')}
      </p>
      {value ? (
        <button type="button" className={styles.textButton} onClick={() => onChange('')}>
          {t('booking.picker.clear')}
        </button>
      ) : null}
    </div>
  );
}
