import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAccessRecords } from '../services/access-records.ts';
import { createLevels, createUsers } from '../services/accounts.ts';
import { loadSigningSecret } from '../services/auth.ts';
import { createBoards } from '../services/boards.ts';
import { createBooking } from '../services/booking.ts';
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
  fastify.decorate('notifications', createNotifications(db, fastify.messaging));
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
  if (fastify.config.NODE_ENV !== 'test') fastify.addHook('onReady', async () => fastify.retention.start());
  fastify.addHook('onClose', async () => fastify.retention.stop());
}

export default fp(services, { name: 'services', fastify: '5.x', dependencies: ['database', 'messaging', 'auth'] });
