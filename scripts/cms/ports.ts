import { createServer } from 'node:net';

/**
 * A port from the environment (`CMS_PORT`, `SITE_PORT`), else the default; refused with the
 * variable's name when it is not a port.
 *
 * @example
 * portFromEnv('CMS_PORT', 1337) // 1380 with CMS_PORT=1380
 */
export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name}=${raw} is not a port: give a number from 1 to 65535`);
  return port;
}

/** Whether nothing listens on 127.0.0.1:<port>. */
export function portFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}
