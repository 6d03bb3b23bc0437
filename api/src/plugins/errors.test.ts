import Fastify from 'fastify';
import requestLocale from './request-locale.ts';
import { errorHandler } from './errors.ts';

const connectionFaults: [string, Error][] = [
  [
    'connection refused (PostgreSQL stopped)',
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  ],
  ['connection reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
  [
    'the driver lost its connection',
    Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' }),
  ],
  [
    'the driver timed out connecting',
    Object.assign(new Error('write CONNECT_TIMEOUT 127.0.0.1:5432'), { code: 'CONNECT_TIMEOUT' }),
  ],
  [
    'PostgreSQL shutting down',
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  ],
  ['PostgreSQL starting', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
  ['a connection exception', Object.assign(new Error('connection failure'), { code: '08006' })],
  [
    'a query error wrapping a refused connection',
    new Error('Failed query: select 1', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    }),
  ],
  [
    'every address refused',
    new Error('Failed query', {
      cause: new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1'), { code: 'ECONNREFUSED' })]),
    }),
  ],
];

async function answerTo(error: Error, language = 'ko') {
  const app = Fastify();
  await app.register(requestLocale);
  app.setErrorHandler(errorHandler);
  app.get('/fails', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/fails', headers: { 'accept-language': language } });
  await app.close();
  return response;
}

test.each(connectionFaults)("%s answers 503 SERVICE_UNAVAILABLE in the caller's language", async (_name, error) => {
  const ko = await answerTo(error);
  expect(ko.statusCode).toBe(503);
  expect(ko.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: '서비스를 일시적으로 이용할 수 없습니다.' });
  expect(ko.headers['retry-after']).toBe('5');
  const en = await answerTo(error, 'en');
  expect(en.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.' });
});

test('a fault that is not about the connection stays 500, and bad input stays 4xx', async () => {
  expect((await answerTo(new Error('something broke'))).statusCode).toBe(500);
  expect((await answerTo(Object.assign(new Error('duplicate key'), { code: '23505' }))).statusCode).toBe(409);
});
