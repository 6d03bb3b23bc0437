import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, ValidationError, messageOf, type ErrorCode } from '../lib/errors.ts';

interface Issue {
  path: string;
  code: string;
}

interface Answer {
  status: number;
  code: ErrorCode;
  params?: Record<string, string | number>;
  issues?: Issue[];
  headers?: Record<string, string>;
}

const fastifyCodes: Record<string, Answer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, code: 'INVALID_JSON' },
  FST_PROTO_VIOLATION: { status: 400, code: 'BAD_REQUEST' },
  FST_MP_PREMATURE_CLOSE: { status: 400, code: 'BAD_REQUEST' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_REQUEST' },
};

/** PostgreSQL error classes that bad input can cause (drizzle wraps the driver's error as `cause`). */
const databaseCodes: Record<string, Answer> = {
  '23505': { status: 409, code: 'CONFLICT' },
  '23503': { status: 409, code: 'CONFLICT' },
  '22P02': { status: 400, code: 'VALIDATION_FAILED' },
  '22001': { status: 400, code: 'VALIDATION_FAILED' },
  '22003': { status: 400, code: 'VALIDATION_FAILED' },
  '22007': { status: 400, code: 'VALIDATION_FAILED' },
  '22008': { status: 400, code: 'VALIDATION_FAILED' },
  '22021': { status: 400, code: 'VALIDATION_FAILED' },
  '22P05': { status: 400, code: 'VALIDATION_FAILED' },
};

/**
 * Errors that say the database cannot be reached right now, not that the request was wrong: the driver's own
 * connection codes (postgres.js), the socket's, PostgreSQL shutting down or starting (57P01, 57P03) and every
 * connection exception (class 08). PGlite's only equivalent is a closed database.
 */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
]);

function databaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, cause, errors, message } = error as {
    code?: unknown;
    cause?: unknown;
    errors?: unknown;
    message?: unknown;
  };
  if (typeof code === 'string' && (unreachableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && message === 'PGlite is closed') return true;
  if (Array.isArray(errors) && errors.some((inner) => databaseUnreachable(inner, depth + 1))) return true;
  return databaseUnreachable(cause, depth + 1);
}

function databaseCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A custom check may name its own issue code (`params: { code }`, as `end_before_start`); others answer zod's code. */
function issueCode(issue: { keyword: string; params?: unknown }): string {
  const own = (issue.params as { params?: { code?: unknown } } | undefined)?.params?.code;
  return issue.keyword === 'custom' && typeof own === 'string' ? own : issue.keyword;
}

function answerOf(error: FastifyError | ApiError | Error): Answer {
  if (error instanceof ValidationError)
    return { status: 400, code: error.code, params: error.params, issues: error.issues };
  if (error instanceof ApiError)
    return { status: error.statusCode, code: error.code, params: error.params, headers: error.headers };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError).validationContext;
    const issues = error.validation.map((issue) => ({
      path: [context, ...issue.instancePath.split('/').filter(Boolean)].filter(Boolean).join('.'),
      code: issueCode(issue),
    }));
    return { status: 400, code: 'VALIDATION_FAILED', issues };
  }
  const fastifyError = error as FastifyError;
  if ((fastifyError as { validation?: unknown }).validation) return { status: 400, code: 'VALIDATION_FAILED' };
  if (fastifyError.code && fastifyCodes[fastifyError.code]) return fastifyCodes[fastifyError.code]!;
  if (fastifyError.statusCode === 429) return { status: 429, code: 'RATE_LIMITED' };
  if (databaseUnreachable(error)) return { status: 503, code: 'SERVICE_UNAVAILABLE', headers: { 'Retry-After': '5' } };
  const dbCode = databaseCode(error);
  if (dbCode && databaseCodes[dbCode]) return databaseCodes[dbCode]!;
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) return { status: 400, code: 'INVALID_JSON' };
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    if (status === 401) return { status, code: 'UNAUTHORIZED' };
    if (status === 403) return { status, code: 'FORBIDDEN' };
    if (status === 404) return { status, code: 'NOT_FOUND' };
    if (status === 413) return { status, code: 'PAYLOAD_TOO_LARGE' };
    if (status === 415) return { status, code: 'UNSUPPORTED_MEDIA_TYPE' };
    return { status: status === 406 ? 415 : status, code: status === 406 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST' };
  }
  if (status === 503) return { status, code: 'SERVICE_UNAVAILABLE' };
  return { status: 500, code: 'INTERNAL' };
}

/** Answers every error as `{ message, code }` in the caller's language; only real faults are logged as errors. */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const answer = answerOf(error);
  if (answer.status === 503) request.log.warn({ reason: error.message }, 'request failed: service unavailable');
  else if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: answer.code, reason: error.message }, 'request refused');
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  if (answer.status === 429 && !reply.getHeader('retry-after')) reply.header('Retry-After', '60');
  return reply
    .code(answer.status)
    .type('application/json; charset=utf-8')
    .send({
      message: messageOf(answer.code, request.locale, answer.params),
      code: answer.code,
      ...(answer.issues ? { issues: answer.issues } : {}),
    });
}

/** Unknown addresses under `/api` answer JSON (the site's handler renders pages for everything else). */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .type('application/json; charset=utf-8')
    .send({ message: messageOf('ROUTE_NOT_FOUND', request.locale), code: 'ROUTE_NOT_FOUND' });
}
