import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  callbackRequestInput,
  consultationRequest,
  consultationReceipt,
  consultationRequestInput,
  itemOf,
  pageViewInput,
  passwordResetInput,
  questionInput,
  questionKeyQuery,
  questionReceipt,
  questionView,
  recoveryInput,
  slotTakenAnswer,
} from '@taesung/shared/schemas';
import { newId } from '../../lib/ids.ts';
import { slotTakenBody, SlotTakenError, toBookedSlot } from '../../services/booking.ts';
import { questionPath, toQuestion } from '../../services/questions.ts';
import { callbackCategory, requestFileUrl, toConsultationRequest } from '../../services/consultation-requests.ts';
import { idParams, keepingUploads, parseWith, readMultipart, type SavedFile } from '../helpers.ts';

const tags = ['public'];
const visitorPosts = { max: 5, timeWindow: '10 minutes' };

/** A filled honeypot (`website`): a bot. It gets the answer a person would, and nothing is stored. */
const isBot = (body: unknown) =>
  typeof (body as { website?: unknown } | null)?.website === 'string' && (body as { website: string }).website !== '';

function withoutHoneypot(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const { website: _website, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** Multipart text fields as the JSON body would carry them. */
function fieldsToBody(fields: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...fields };
  if ('agree' in fields)
    body.agree = ['true', 'on', '1', 'yes'].includes(fields.agree!.toLowerCase()) ? true : fields.agree;
  return body;
}

/** `/api/v1` writes by visitors: consultation and callback requests, questions, page views, password recovery. */
const engagementRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/forms',
    {
      config: { rateLimit: visitorPosts },
      attachValidation: true,
      schema: {
        tags,
        summary:
          "A consultation request: JSON, or multipart with the same fields and up to 3 attachments (`files`, 10 MB each); with `appointment` (JSON), stored only with that time booked, and answered with the booking's private link",
        consumes: ['application/json', 'multipart/form-data'],
        body: consultationRequestInput,
        response: { 201: consultationReceipt, 409: slotTakenAnswer },
      },
    },
    async (request, reply) => {
      const id = newId();
      let body: unknown = request.body;
      let files: SavedFile[] = [];
      if (request.isMultipart()) {
        const read = await readMultipart(request, fastify.storage, 'consultation', { visibility: 'private' });
        files = read.files;
        body = fieldsToBody(read.fields);
      }
      const discard = () => Promise.all(files.map((file) => fastify.storage.remove(file.storageName, 'private')));
      const input = await keepingUploads(
        fastify.storage,
        files,
        async () => {
          await fastify.consultationRequests.checkChoices(body);
          return parseWith(consultationRequestInput, withoutHoneypot(body));
        },
        'private',
      );
      if (isBot(body)) {
        await discard();
        const fakeBooking = newId();
        return reply.code(201).send({
          form: toConsultationRequest(fastify.consultationRequests.draft(input, request.locale, id)),
          booking: input.appointment ? { _id: fakeBooking, key: fastify.booking.keyOf(fakeBooking) } : undefined,
        });
      }
      const attachments = files.map((file) => ({
        name: file.name,
        url: requestFileUrl(id, file.storageName),
        size: file.size,
        type: file.type,
      }));
      const draft = fastify.consultationRequests.draft(input, request.locale, id, attachments);
      const { appointment } = input;
      let stored;
      try {
        stored = await keepingUploads(
          fastify.storage,
          files,
          async () =>
            appointment
              ? fastify.booking.insertBooked(draft, appointment)
              : { request: await fastify.consultationRequests.insert(draft), booking: null },
          'private',
        );
      } catch (error) {
        if (!(error instanceof SlotTakenError)) throw error;
        return reply.code(409).send(slotTakenBody(error, request.locale));
      }
      const row = stored.request;
      fastify.messaging.later(() => fastify.notifications.newRequest(row, fastify.publicOrigin));
      const { booking } = stored;
      if (booking) fastify.messaging.later(() => fastify.notifications.bookingMade(row, booking));
      return reply.code(201).send({
        form: { ...toConsultationRequest(row), appointment: booking ? toBookedSlot(booking) : null },
        booking: booking ? { _id: booking.id, key: fastify.booking.keyOf(booking.id) } : undefined,
      });
    },
  );

  fastify.post(
    '/message',
    {
      config: { rateLimit: visitorPosts },
      attachValidation: true,
      schema: {
        tags,
        summary: 'A callback request (name and phone); kept with the consultation requests',
        body: callbackRequestInput,
        response: { 201: itemOf('form', consultationRequest) },
      },
    },
    async (request, reply) => {
      const input = parseWith(callbackRequestInput, withoutHoneypot(request.body));
      const row = fastify.consultationRequests.draft(
        {
          name: input.name,
          phone: input.phone,
          category: callbackCategory,
          office: '',
          contactTime: 'anytime',
          content: '',
        },
        request.locale,
      );
      if (isBot(request.body)) return reply.code(201).send({ form: toConsultationRequest(row) });
      const stored = await fastify.consultationRequests.insert(row);
      fastify.messaging.later(() => fastify.notifications.newRequest(stored, fastify.publicOrigin));
      return reply.code(201).send({ form: toConsultationRequest(stored) });
    },
  );

  fastify.post(
    '/center/questions',
    {
      config: { rateLimit: visitorPosts },
      attachValidation: true,
      schema: {
        tags,
        summary:
          "A visitor's question; answers it with the key and `path` of its private page, where the answer will show",
        body: questionInput,
        response: { 201: questionReceipt },
      },
    },
    async (request, reply) => {
      const input = parseWith(questionInput, withoutHoneypot(request.body));
      if (isBot(request.body)) {
        const now = new Date().toISOString();
        const fake = {
          _id: newId(),
          name: input.name,
          phone: input.phone ?? null,
          email: input.email ?? null,
          subject: input.subject,
          content: input.content,
        };
        const key = fastify.questions.keyOf(fake._id);
        return reply.code(201).send({
          question: { ...fake, answered: false, answer: null, answeredAt: null, createdAt: now, updatedAt: now },
          key,
          path: questionPath(fake._id, key),
        });
      }
      const row = await fastify.questions.create(input, request.locale);
      fastify.messaging.later(() => fastify.notifications.newQuestion(row, fastify.publicOrigin));
      const key = fastify.questions.keyOf(row.id);
      return reply.code(201).send({ question: toQuestion(row), key, path: questionPath(row.id, key) });
    },
  );

  fastify.get(
    '/center/questions/:id',
    {
      schema: {
        tags,
        summary:
          "A question's private page: subject, question, dates and the answer, without the visitor's details; 404 for a wrong key",
        params: idParams,
        querystring: questionKeyQuery,
        response: { 200: itemOf('question', questionView) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { question: await fastify.questions.view(request.params.id, request.query.key) };
    },
  );

  fastify.post(
    '/pageviews',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Counts a view of a public page (path without language prefix); no cookie, no personal data',
        body: pageViewInput,
      },
    },
    async (request, reply) => {
      const site = fastify.hasDecorator('sitePages') ? await fastify.sitePages() : undefined;
      await fastify.insights.recordView(request.body.path, site?.pages ?? []);
      return reply.code(204).send();
    },
  );

  fastify.post(
    '/users/recovery',
    {
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Mails a one-time password reset link to a staff account with this username and e-mail',
        body: recoveryInput,
      },
    },
    async (request, reply) => {
      const account = await fastify.auth.recoverable(request.body.username, request.body.email);
      if (account) fastify.messaging.later(() => fastify.passwordLinks.send('reset', account));
      return reply.code(202).send();
    },
  );

  fastify.post(
    '/users/recovery/reset',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with the token of a reset link',
        body: passwordResetInput,
      },
    },
    async (request, reply) => {
      await fastify.auth.resetPassword(request.body.token, request.body.password);
      return reply.code(204).send();
    },
  );
};

export default engagementRoutes;
