import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailInput,
  itemOf,
  listOf,
  messageInput,
  messageTestInput,
  messageTestSendInput,
  messageTestSetting,
  outboxListQuery,
  outboxMessage,
} from '@taesung/shared/schemas';
import { ApiError } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { readState, writeState } from '../../services/app-state.ts';
import { normalizePhone } from '../../lib/phone.ts';
import { paged } from '../helpers.ts';

const messageTestKey = 'message-test';
type Targets = { email: string | null; phone: string | null };

/** Mail and SMS: `/email`, `/message`, `/messages/test` and the outbox. */
export const messageRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/email',
    {
      schema: {
        tags: ['console: messages'],
        summary: 'Sends an e-mail (HTML is sanitised)',
        body: emailInput,
        response: { 201: itemOf('message', outboxMessage) },
      },
    },
    async (request, reply) => {
      const message = await fastify.messaging.email({
        to: request.body.to,
        subject: request.body.subject,
        html: sanitizeRichText(request.body.html),
      });
      if (message.status === 'failed') throw new ApiError(502, 'MAIL_FAILED');
      return reply.code(201).send({ message });
    },
  );

  fastify.post(
    '/message',
    {
      schema: {
        tags: ['console: messages'],
        summary: 'Sends a text message',
        body: messageInput,
        response: { 201: itemOf('message', outboxMessage) },
      },
    },
    async (request, reply) => {
      const message = await fastify.messaging.sms({
        to: normalizePhone(request.body.to),
        subject: request.body.subject,
        text: request.body.message,
      });
      return reply.code(201).send({ message });
    },
  );

  const testSetting = async () => {
    const targets = (await readState<Targets>(fastify.db, messageTestKey)) ?? { email: null, phone: null };
    return { ...targets, mailTransport: fastify.messaging.mailTransport, smsProvider: fastify.messaging.smsProvider };
  };

  fastify.get(
    '/messages/test',
    {
      schema: {
        tags: ['console: messages'],
        summary: 'Where test messages go, and how mail and SMS leave the server',
        response: { 200: z.object({ test: messageTestSetting }) },
      },
    },
    async () => ({ test: await testSetting() }),
  );

  fastify.put(
    '/messages/test',
    {
      schema: {
        tags: ['console: messages'],
        summary: 'Sets where test messages go',
        body: messageTestInput,
        response: { 200: z.object({ test: messageTestSetting }) },
      },
    },
    async (request) => {
      await writeState(fastify.db, messageTestKey, {
        email: request.body.email,
        phone: request.body.phone ? normalizePhone(request.body.phone) : null,
      });
      return { test: await testSetting() };
    },
  );

  fastify.post(
    '/messages/test',
    {
      schema: {
        tags: ['console: messages'],
        summary: 'Sends a test e-mail and text message (to the addresses given, or the saved ones)',
        body: messageTestSendInput,
        response: { 201: z.object({ messages: z.array(outboxMessage) }) },
      },
    },
    async (request, reply) => {
      const saved = await testSetting();
      const email = request.body.email ?? saved.email;
      const phone = request.body.phone ?? saved.phone;
      if (!email && !phone) throw new ApiError(400, 'NO_RECIPIENTS');
      const messages = [];
      const when = new Date().toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' });
      if (email)
        messages.push(
          await fastify.messaging.email({
            to: email,
            subject: '[법무법인 태성] 테스트 메일',
            html: `<p>테스트 메일입니다. (${when})</p>`,
          }),
        );
      if (phone)
        messages.push(
          await fastify.messaging.sms({
            to: normalizePhone(phone),
            subject: '테스트',
            text: `[태성] 테스트 문자입니다. (${when})`,
          }),
        );
      return reply.code(201).send({ messages });
    },
  );

  fastify.get(
    '/outbox',
    {
      schema: {
        tags: ['console: messages'],
        summary:
          'Mail and text messages the server kept or sent. Password links are never kept (a marker stands in their place); a message about a request, a question or an account is masked unless the caller holds the scope that reads it; every read is an access record',
        querystring: outboxListQuery,
        response: { 200: listOf('messages', outboxMessage) },
      },
    },
    async (request) => {
      const { messages, totalCount } = await fastify.messaging.list(request.query, {
        scope: request.caller?.scope ?? [],
        locale: request.locale,
      });
      await fastify.accessRecords.record(request, {
        action: request.query.search?.trim() ? 'search' : 'list',
        subjectIds: messages.map((message) => message._id),
        count: messages.length,
        filter: request.query,
        detail: `outbox; in full: ${
          messages
            .filter((message) => message.about && !message.masked)
            .map((message) => `${message.about!.kind} ${message.about!._id ?? '-'}`)
            .join(', ') || 'none'
        }`,
      });
      return { messages, summary: paged(totalCount, request.query) };
    },
  );
};
