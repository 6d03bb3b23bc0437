import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { bookings, forms } from '../db/schema.ts';
import { createAccessRecords } from '../services/access-records.ts';
import { createLevels, createUsers } from '../services/accounts.ts';
import { loadSigningSecret } from '../services/auth.ts';
import { createBoards } from '../services/boards.ts';
import { bookingPath, createBooking } from '../services/booking.ts';
import { createBookingReminders } from '../services/booking-reminders.ts';
import { createBookingStaff } from '../services/booking-staff.ts';
import { createBookingAvailability } from '../services/booking-availability.ts';
import { createChildSupportTables } from '../services/child-support-tables.ts';
import { createFaqs } from '../services/faqs.ts';
import { createQuestions } from '../services/questions.ts';
import { createBanners } from '../services/banners.ts';
import { createPopups } from '../services/popups.ts';
import { createFiles } from '../services/files.ts';
import { createConsultationRequests } from '../services/consultation-requests.ts';
import { createInsights } from '../services/insights.ts';
import { createNotifications } from '../services/notifications.ts';
import { createPasswordLinks } from '../services/password-links.ts';
import { createRetention } from '../services/retention.ts';
import { createLawyers } from '../services/lawyers.ts';
import { createPractices } from '../services/practices.ts';
import { createSettings } from '../services/settings.ts';
import { createTerms } from '../services/terms.ts';

/** The resources' logic and queries, one decorator each (`fastify.boards.list(...)`). */
async function services(fastify: FastifyInstance) {
  const { db } = fastify;
  fastify.decorate('accessRecords', createAccessRecords(db));
  fastify.decorate('boards', createBoards(db));
  fastify.decorate('faqs', createFaqs(db));
  const secret = await loadSigningSecret(fastify.config);
  fastify.decorate('questions', createQuestions(db, secret));
  fastify.decorate('consultationRequests', createConsultationRequests(db));
  fastify.decorate('booking', createBooking(db, secret));
  fastify.decorate('bookingStaff', createBookingStaff(db, fastify.booking));
  fastify.decorate('bookingAvailability', createBookingAvailability(db));
  fastify.decorate('settings', createSettings(db));
  fastify.decorate('lawyers', createLawyers(db));
  fastify.decorate('practices', createPractices(db));
  fastify.decorate('terms', createTerms(db));
  fastify.decorate('childSupportTables', createChildSupportTables(db));
  fastify.decorate('banners', createBanners(db));
  fastify.decorate('popups', createPopups(db));
  fastify.decorate('files', createFiles(db));
  fastify.decorate('levels', createLevels(db));
  fastify.decorate('users', createUsers(db));
  fastify.decorate('insights', createInsights(db));
  const bookingLink = (id: string, locale: string) =>
    `${fastify.publicOrigin}${locale === 'en' ? '/en' : ''}${bookingPath(id, fastify.booking.keyOf(id))}`;
  fastify.decorate(
    'notifications',
    createNotifications(db, fastify.messaging, { origin: () => fastify.publicOrigin, booking: bookingLink }),
  );
  fastify.messaging.renewBookingLinksWith(async (requestId) => {
    const [row] = await db
      .select({ id: bookings.id, locale: forms.locale })
      .from(bookings)
      .innerJoin(forms, eq(forms.id, bookings.formId))
      .where(eq(bookings.formId, requestId))
      .orderBy(desc(bookings.createdAt))
      .limit(1);
    return row ? bookingLink(row.id, row.locale) : null;
  });
  fastify.decorate(
    'passwordLinks',
    createPasswordLinks({ db, auth: fastify.auth, messaging: fastify.messaging, origin: () => fastify.publicOrigin }),
  );
  fastify.decorate(
    'retention',
    createRetention({
      db,
      storage: fastify.storage,
      settings: fastify.settings,
      accessRecords: fastify.accessRecords,
      log: fastify.log,
    }),
  );
  fastify.decorate(
    'bookingReminders',
    createBookingReminders({
      db,
      messaging: fastify.messaging,
      notifications: fastify.notifications,
      log: fastify.log,
      hour: fastify.config.BOOKING_REMINDER_HOUR,
    }),
  );
  if (fastify.config.NODE_ENV !== 'test')
    fastify.addHook('onReady', async () => {
      fastify.retention.start();
      fastify.bookingReminders.start();
    });
  fastify.addHook('onClose', async () => {
    fastify.retention.stop();
    fastify.bookingReminders.stop();
  });
}

export default fp(services, { name: 'services', fastify: '5.x', dependencies: ['database', 'messaging', 'auth'] });
