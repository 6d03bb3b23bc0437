import { createServer } from 'node:http';

/**
 * The yardstick of `bench/load.ts`: a Node HTTP server that answers every request with the same short text, run as
 * a child process as the site's server is. Tells its port to the parent over IPC.
 */
const body = 'ok';
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.send?.(address.port);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
