/**
 * @jest-environment node
 */
import { startApiServer, type SeenRequest } from '../test-support/api-server.ts';
import { sendPageView } from './page-views.ts';

describe('sending a page view', () => {
  it('posts the path as JSON without cookies, and a failing server changes nothing for the visitor', async () => {
    const received = new Promise<SeenRequest>((resolve) => {
      void startApiServer((request, response) => {
        response.writeHead(500);
        response.end();
        resolve(request);
      }).then((server) => {
        sendPageView('/divorce/property', `${server.baseURL}/`);
        void received.then(() => server.close());
      });
    });
    const request = await received;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v1/pageviews' });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.cookie).toBeUndefined();
    expect(JSON.parse(request.body)).toEqual({ path: '/divorce/property' });
  });

  it('ignores a server that cannot be reached', () => {
    expect(() => sendPageView('/', 'http://127.0.0.1:9')).not.toThrow();
  });
});
