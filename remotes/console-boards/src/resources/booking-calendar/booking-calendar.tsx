import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ConsoleBooking } from '@taesung/shared';
import { ConsolePage } from '@taesung/shared/console-page';
import {
  DataTable,
  EmptyState,
  ListFilters,
  QueryView,
  actionClasses,
  useListParams,
  type Column,
  type FilterConfig,
} from '@taesung/shared/console';
import { useGetBookingLawyersQuery, useGetConsoleBookingsQuery } from '@/api/bookings.ts';
import { namespace } from '@/i18n/index.ts';
import { BookingDetails } from './booking-details.tsx';
import { addDays, dayHeading, daysOf, seoulParts, seoulToday, validDay, type CalendarView } from './calendar-days.ts';
import { bookingOffices, useBookingLabel } from './booking-values.ts';
import styles from './booking-calendar.module.css';

const calendarParams = ['day', 'view', 'office', 'lawyer', 'booking'] as const;

/** One day of the calendar: its heading and its bookings in order of time, or a line saying there are none. */
function CalendarDay({
  day,
  bookings,
  columns,
  rowHref,
}: {
  day: string;
  bookings: readonly ConsoleBooking[];
  columns: readonly Column<ConsoleBooking>[];
  rowHref: (row: ConsoleBooking) => string;
}) {
  const { t, i18n } = useTranslation(namespace);
  const headingId = useId();
  const heading = dayHeading(day, i18n.language);
  return (
    <section aria-labelledby={headingId} className={styles.day}>
      <h2 id={headingId} className={styles.dayHeading}>
        {heading}
      </h2>
      {bookings.length ? (
        <DataTable
          caption={t('bookings.caption', { day: heading })}
          columns={columns}
          rows={bookings}
          rowKey={(row) => row._id}
          rowHref={rowHref}
        />
      ) : (
        <p className={styles.none}>{t('bookings.none')}</p>
      )}
    </section>
  );
}

/**
 * The day's or the week's booked consultation times of an office (and of a lawyer), in Seoul time. What is shown
 * lives in the address (`?day=&view=&office=&lawyer=`); `?booking=` opens one booking with its actions.
 */
export function BookingCalendar() {
  const { t } = useTranslation(namespace);
  const label = useBookingLabel();
  const location = useLocation();
  const list = useListParams({ filters: calendarParams });
  const { filters } = list.params;
  const day = validDay(filters.day) ?? seoulToday();
  const view: CalendarView = filters.view === 'week' ? 'week' : 'day';
  const days = daysOf(day, view);
  const query = {
    from: days[0]!,
    to: days.at(-1)!,
    ...(filters.office ? { office: filters.office } : {}),
    ...(filters.lawyer ? { lawyer: filters.lawyer } : {}),
  };
  const result = useGetConsoleBookingsQuery(query, { refetchOnMountOrArgChange: true });
  const lawyers = useGetBookingLawyersQuery();

  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    const search = next.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  const rowHref = (row: ConsoleBooking) => hrefWith({ booking: row._id });

  const columns = useMemo<Column<ConsoleBooking>[]>(
    () => [
      {
        key: 'time',
        header: t('bookings.columns.time'),
        cell: (row) => `${seoulParts(row.start).time}–${seoulParts(row.end).time}`,
      },
      { key: 'name', header: t('bookings.columns.name'), cell: (row) => row.name },
      { key: 'kind', header: t('bookings.columns.kind'), cell: (row) => label('kinds', row.kind) },
      { key: 'office', header: t('bookings.columns.office'), cell: (row) => label('offices', row.office) },
      {
        key: 'status',
        header: t('bookings.columns.status'),
        cell: (row) => <span className={styles[row.status]}>{label('statuses', row.status)}</span>,
      },
      {
        key: 'lawyer',
        header: t('bookings.columns.lawyer'),
        cell: (row) => row.lawyer?.name ?? t('bookings.noLawyer'),
      },
    ],
    [t, label],
  );

  const filterConfig = useMemo<FilterConfig[]>(
    () => [
      { name: 'day', label: t('bookings.filters.day'), type: 'date' },
      {
        name: 'office',
        label: t('bookings.filters.office'),
        options: bookingOffices.map((value) => ({ value, label: label('offices', value) })),
      },
      {
        name: 'lawyer',
        label: t('bookings.filters.lawyer'),
        options: (lawyers.data ?? []).map((lawyer) => ({ value: lawyer._id, label: lawyer.name })),
      },
    ],
    [t, label, lawyers.data],
  );

  const step = view === 'week' ? 7 : 1;
  const opened = result.data?.find((booking) => booking._id === filters.booking);

  return (
    <ConsolePage title={t('bookings.title')}>
      <nav aria-label={t('bookings.navigation')} className={styles.tools}>
        <div role="group" aria-label={t('bookings.views.label')} className={styles.group}>
          {(['day', 'week'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={actionClasses.secondary}
              aria-pressed={view === option}
              onClick={() => list.setFilter('view', option === 'day' ? undefined : option)}
            >
              {t(`bookings.views.${option}`)}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('bookings.move.label')} className={styles.group}>
          <button
            type="button"
            className={actionClasses.secondary}
            onClick={() => list.setFilter('day', addDays(day, -step))}
          >
            {t(`bookings.move.previous.${view}`)}
          </button>
          <button type="button" className={actionClasses.secondary} onClick={() => list.setFilter('day', undefined)}>
            {t('bookings.move.today')}
          </button>
          <button
            type="button"
            className={actionClasses.secondary}
            onClick={() => list.setFilter('day', addDays(day, step))}
          >
            {t(`bookings.move.next.${view}`)}
          </button>
        </div>
      </nav>
      <div role="search" className={styles.filters} aria-label={t('bookings.filters.label')}>
        <ListFilters filters={filterConfig} values={{ ...filters, day }} onChange={list.setFilter} />
      </div>
      <p className={styles.timeZone}>{t('bookings.timeZone')}</p>
      <QueryView result={result} notFound={<EmptyState>{t('bookings.none')}</EmptyState>}>
        {(bookings) =>
          days.map((shown) => (
            <CalendarDay
              key={shown}
              day={shown}
              bookings={bookings.filter((booking) => seoulParts(booking.start).day === shown)}
              columns={columns}
              rowHref={rowHref}
            />
          ))
        }
      </QueryView>
      {opened ? (
        <BookingDetails
          booking={opened}
          lawyers={lawyers.data ?? []}
          onClose={() => list.setFilter('booking', undefined)}
        />
      ) : null}
    </ConsolePage>
  );
}
