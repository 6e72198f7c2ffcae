import startWranglerDev from '../test/browser/global-setup.ts';
import { ROOT } from './site-sources.ts';

/** A running `wrangler dev` for a script: its port and how to stop it. */
export interface DevServer {
  port: number;
  stop: () => void;
}

/**
 * Starts `wrangler dev` the way the browser tests do (test/browser/global-setup.ts: a free port
 * from 8799, the built client), for scripts that drive Chromium against the site. Null, after
 * printing why, when it could not start.
 *
 * @example
 * const dev = await startDevServer('screenshots'); if (!dev) return 1; try { … } finally { dev.stop(); }
 */
export async function startDevServer(label: string): Promise<DevServer | null> {
  // The global setup only needs the project root and a place to put the port (or why it failed).
  const provided = new Map<string, unknown>();
  const project = { config: { root: ROOT }, provide: (key: string, value: unknown) => provided.set(key, value) };
  console.error(`[${label}] starting wrangler dev…`);
  const teardown = await startWranglerDev(project as unknown as Parameters<typeof startWranglerDev>[0]);
  const port = Number(provided.get('browserPort') ?? 0);
  if (!teardown || !port) {
    console.error(`[${label}] could not start wrangler dev:\n${String(provided.get('browserServerError') ?? '')}`);
    return null;
  }
  return { port, stop: () => void teardown() };
}
