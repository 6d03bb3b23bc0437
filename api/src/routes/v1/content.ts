import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  banner,
  board,
  boardCard,
  boardListQuery,
  faq,
  faqListQuery,
  itemOf,
  lawyer,
  lawyerKey,
  lawyerListQuery,
  listOf,
  pageQuery,
  popup,
  practice,
  setting,
  terms,
  termsCode,
  termsVersion,
} from '@taesung/shared/schemas';
import { notFound } from '../../lib/errors.ts';
import { idParams, paged, whole } from '../helpers.ts';

const tags = ['public'];

/** `/api/v1` reads: what the public site shows, in the caller's language. */
const contentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/boards',
    {
      schema: {
        tags,
        summary: 'Published posts (success cases, notices, media), card-sized: the excerpt, not the body',
        querystring: boardListQuery,
        response: { 200: listOf('boards', boardCard) },
      },
    },
    async (request) => {
      const { boards, totalCount } = await fastify.boards.listPublished(request.query, request.locale);
      return { boards, summary: paged(totalCount, request.query) };
    },
  );

  fastify.get(
    '/boards/:id',
    { schema: { tags, summary: 'One published post', params: idParams, response: { 200: itemOf('board', board) } } },
    async (request) => ({ board: await fastify.boards.getPublished(request.params.id, request.locale) }),
  );

  fastify.get(
    '/popups',
    {
      schema: {
        tags,
        summary: 'Active popups whose display window holds now',
        response: { 200: listOf('popups', popup) },
      },
    },
    async (request) => {
      const popups = await fastify.popups.listShown(request.locale);
      return { popups, summary: whole(popups.length) };
    },
  );

  fastify.get(
    '/banners/:code',
    {
      schema: {
        tags,
        summary: 'Active banners of a placement whose display window holds now',
        params: z.object({ code: z.string().min(1).max(50) }),
        response: { 200: listOf('banners', banner) },
      },
    },
    async (request) => {
      const banners = await fastify.banners.listShown(request.params.code, request.locale);
      return { banners, summary: whole(banners.length) };
    },
  );

  fastify.get(
    '/lawyers',
    {
      schema: {
        tags,
        summary: 'Lawyer profiles in order (hidden ones left out)',
        querystring: lawyerListQuery,
        response: { 200: listOf('lawyers', lawyer) },
      },
    },
    async (request) => {
      const { lawyers, totalCount } = await fastify.lawyers.listPublic(request.query, request.locale);
      return { lawyers, summary: paged(totalCount, request.query) };
    },
  );

  fastify.get(
    '/lawyers/:key',
    {
      schema: {
        tags,
        summary: 'One lawyer by key; 404 for a hidden one',
        params: z.object({ key: lawyerKey }),
        response: { 200: itemOf('lawyer', lawyer) },
      },
    },
    async (request) => ({ lawyer: await fastify.lawyers.getPublic(request.params.key, request.locale) }),
  );

  fastify.get(
    '/practices',
    { schema: { tags, summary: 'Practice pages in order', response: { 200: listOf('practices', practice) } } },
    async (request) => {
      const practices = await fastify.practices.listPublic(request.locale);
      return { practices, summary: whole(practices.length) };
    },
  );

  fastify.get(
    '/practices/:code',
    {
      schema: {
        tags,
        summary: 'One practice page by code',
        params: z.object({ code: z.string().min(1).max(60) }),
        response: { 200: itemOf('practice', practice) },
      },
    },
    async (request) => ({ practice: await fastify.practices.getPublic(request.params.code, request.locale) }),
  );

  fastify.get(
    '/setting',
    { schema: { tags, summary: "The firm's details and offices", response: { 200: itemOf('setting', setting) } } },
    async (request) => ({ setting: await fastify.settings.getPublic(request.locale) }),
  );

  fastify.get(
    '/terms',
    {
      schema: {
        tags,
        summary: 'The privacy policy and terms of service in effect',
        response: { 200: listOf('terms', terms) },
      },
    },
    async (request) => {
      const list = await fastify.terms.listPublic(request.locale);
      return { terms: list, summary: whole(list.length) };
    },
  );

  fastify.get(
    '/terms/:code',
    {
      schema: {
        tags,
        summary: 'The version of a policy in effect now',
        params: z.object({ code: termsCode }),
        response: { 200: itemOf('terms', terms) },
      },
    },
    async (request) => ({ terms: await fastify.terms.getPublic(request.params.code, request.locale) }),
  );

  fastify.get(
    '/terms/:code/versions',
    {
      schema: {
        tags,
        summary: 'The versions of a policy in effect now or before (the earlier ones stay readable), the newest first',
        params: z.object({ code: termsCode }),
        response: { 200: listOf('terms', termsVersion) },
      },
    },
    async (request) => {
      const versions = await fastify.terms.listVersions(request.params.code, request.locale);
      return { terms: versions, summary: whole(versions.length) };
    },
  );

  fastify.get(
    '/terms/:code/versions/:id',
    {
      schema: {
        tags,
        summary: 'One version of a policy in effect now or before; 404 for a scheduled one',
        params: z.object({ code: termsCode, id: idParams.shape.id }),
        response: { 200: itemOf('terms', terms) },
      },
    },
    async (request) => ({
      terms: await fastify.terms.getVersion(request.params.code, request.params.id, request.locale),
    }),
  );

  fastify.get(
    '/center/faqs',
    {
      schema: {
        tags,
        summary: 'Published FAQs, by category',
        querystring: faqListQuery,
        response: { 200: listOf('faqs', faq) },
      },
    },
    async (request) => {
      const { faqs, totalCount } = await fastify.faqs.listPublished(request.query, request.locale);
      return { faqs, summary: paged(totalCount, request.query) };
    },
  );

  fastify.get(
    '/center/notifications',
    {
      schema: {
        tags,
        summary: 'Published notices (posts with code `notice`), pinned first',
        querystring: pageQuery,
        response: { 200: listOf('notifications', board) },
      },
    },
    async (request) => {
      const { boards, totalCount } = await fastify.boards.listPublishedInFull(
        { ...request.query, code: 'notice' },
        request.locale,
      );
      return { notifications: boards, summary: paged(totalCount, request.query) };
    },
  );

  fastify.get(
    '/center/notifications/:id',
    {
      schema: {
        tags,
        summary: 'One published notice',
        params: idParams,
        response: { 200: itemOf('notification', board) },
      },
    },
    async (request) => {
      const notice = await fastify.boards.getPublished(request.params.id, request.locale);
      if (notice.code !== 'notice') throw notFound();
      return { notification: notice };
    },
  );
};

export default contentRoutes;
