/**
 * The soak's upstreams, one Node process on 127.0.0.1 (ports from the command line):
 *   app        any path → 200 HTML (the `minimal` tenant proxies its handoffs here);
 *   legacy     cofi's legacy host: 200 HTML, except the deliberate faults below;
 *   form       the form service: every 4th delivery 503, every 4th+1 answers after 2 s, else 201;
 *   cms        the CMS in Strapi's shapes, slow and sometimes failing (perf/soak/cms-stub.ts).
 * Legacy faults, by path: `/soak-slow…` answers after `--slow-ms` (the soak passes the worker's
 * upstream timeout plus a second: 504), `/soak-reset…` drops the connection (502), `/soak-error…` answers 503.
 * On SIGTERM it writes what it saw to the file given as `--stats`, for the soak's report.
 *
 * Usage: node --import tsx perf/soak/upstreams.ts --slow-ms 11000 --app 8794 --legacy 8795 --form 8796 --cms 8797 --stats soak-out/upstreams.json
 */
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { cmsStats, handleCms } from './cms-stub.ts';

const { values: args } = parseArgs({
  options: {
    'slow-ms': { type: 'string', default: '3000' },
    app: { type: 'string' },
    legacy: { type: 'string' },
    form: { type: 'string' },
    cms: { type: 'string' },
    stats: { type: 'string' },
  },
});

const stats = { app: 0, legacy: 0, legacyFaults: 0, formDeliveries: 0, formFailedOnPurpose: 0, formSlowOnPurpose: 0 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const html = (res: ServerResponse, title: string) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><title>${title}</title><h1>${title}</h1>`);
};

/** Reads and discards the request body (a proxy or delivery may send one). */
const drain = (req: IncomingMessage) =>
  new Promise<void>((resolve) =>
    req
      .on('data', () => {})
      .on('end', resolve)
      .on('error', () => resolve()),
  );

const handlers: Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>> = {
  async app(req, res) {
    stats.app++;
    await drain(req);
    html(res, `App stub ${req.url}`);
  },
  async legacy(req, res) {
    await drain(req);
    const path = req.url ?? '/';
    if (path.startsWith('/soak-slow')) {
      stats.legacyFaults++;
      await sleep(Number(args['slow-ms']));
      if (!res.destroyed) html(res, 'Too late');
    } else if (path.startsWith('/soak-reset')) {
      stats.legacyFaults++;
      req.socket.destroy();
    } else if (path.startsWith('/soak-error')) {
      stats.legacyFaults++;
      res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '30' });
      res.end('legacy host in maintenance');
    } else {
      stats.legacy++;
      html(res, `Legacy stub ${path}`);
    }
  },
  async form(req, res) {
    await drain(req);
    const n = stats.formDeliveries++;
    if (n % 4 === 0) {
      stats.formFailedOnPurpose++;
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"error":"maintenance"}');
      return;
    }
    if (n % 4 === 1) {
      stats.formSlowOnPurpose++;
      await sleep(2000);
    }
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  },
  cms: handleCms,
};

const servers = Object.entries(handlers).map(([name, handle]) => {
  const port = Number(args[name as keyof typeof args]);
  if (!port) throw new Error(`--${name} <port> is required`);
  const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  server.keepAliveTimeout = 30_000;
  server.listen(port, '127.0.0.1');
  return server;
});

process.on('SIGTERM', () => {
  if (args.stats) writeFileSync(args.stats, JSON.stringify({ ...stats, cms: cmsStats }));
  for (const server of servers) server.closeAllConnections();
  process.exit(0);
});
