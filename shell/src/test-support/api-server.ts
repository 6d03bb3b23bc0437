import { json, type Handler } from '@taesung/shared/test-support/api-server';

export { json, startApiServer, type Handler, type SeenRequest } from '@taesung/shared/test-support/api-server';

export const notLanded: Handler = (_request, response) =>
  json(response, 404, { message: '요청하신 주소를 찾을 수 없습니다.', code: 'NOT_FOUND' });
