import { createServer } from 'node:net';

/**
 * A port nothing listens on, for the servers the tests start (wrangler dev, Strapi, workerd):
 * `preferred` if it is free, else the next free one of the 50 above it, else (or without
 * `preferred`) one the OS picks.
 *
 * @example
 * const port = await freePort(8790); // 8790, or 8791 when a run beside this one holds it
 */
export async function freePort(preferred?: number): Promise<number> {
  if (preferred !== undefined)
    for (let port = preferred; port < preferred + 50; port++) if (await canListen(port)) return port;
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no free port')),
      );
    });
  });
}

function canListen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}
