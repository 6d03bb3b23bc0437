import type { BookingReminders } from '../services/booking-reminders.ts';
import type { DatabaseHandle, Database } from '../db/index.ts';
import type { Locale } from '../lib/locale.ts';
import type { Auth, Caller } from '../services/auth.ts';
import type { AccessRecords } from '../services/access-records.ts';
import type { Levels, Users } from '../services/accounts.ts';
import type { Boards } from '../services/boards.ts';
import type { Booking } from '../services/booking.ts';
import type { BookingStaff } from '../services/booking-staff.ts';
import type { ChildSupportTables } from '../services/child-support-tables.ts';
import type { Faqs } from '../services/faqs.ts';
import type { Questions } from '../services/questions.ts';
import type { Banners } from '../services/banners.ts';
import type { Popups } from '../services/popups.ts';
import type { Files } from '../services/files.ts';
import type { ConsultationRequests } from '../services/consultation-requests.ts';
import type { Insights } from '../services/insights.ts';
import type { Messaging } from '../services/messaging.ts';
import type { Notifications } from '../services/notifications.ts';
import type { PasswordLinks } from '../services/password-links.ts';
import type { Retention } from '../services/retention.ts';
import type { Config } from '../config/env.ts';
import type { Lawyers } from '../services/lawyers.ts';
import type { Practices } from '../services/practices.ts';
import type { Settings } from '../services/settings.ts';
import type { TermsService } from '../services/terms.ts';
import type { BookingAvailability } from '../services/booking-availability.ts';
import type { Storage } from '../services/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Database;
    storage: Storage;
    messaging: Messaging;
    auth: Auth;
    boards: Boards;
    faqs: Faqs;
    questions: Questions;
    consultationRequests: ConsultationRequests;
    booking: Booking;
    bookingStaff: BookingStaff;
    bookingAvailability: BookingAvailability;
    settings: Settings;
    lawyers: Lawyers;
    practices: Practices;
    terms: TermsService;
    childSupportTables: ChildSupportTables;
    banners: Banners;
    popups: Popups;
    files: Files;
    levels: Levels;
    users: Users;
    insights: Insights;
    notifications: Notifications;
    passwordLinks: PasswordLinks;
    accessRecords: AccessRecords;
    retention: Retention;
    bookingReminders: BookingReminders;
    config: Config;
  }
  interface FastifyRequest {
    /** The caller's language (`Accept-Language`; Korean by default). */
    locale: Locale;
    /** Set on `/api/console` requests once the access token has been checked. */
    caller: Caller | null;
  }
}
