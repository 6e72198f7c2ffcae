import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { lookup } from 'node:dns';
import { SITE_VERSION_HEADER } from './publish-state';

/** The site answers a page in well under a second; a check waiting longer says it did not answer. */
const SITE_TIMEOUT_MS = 4000;

/**
 * `<brand>.localhost` is how the site tells brands apart locally (src/site-rules.ts brandOrigin), but
 * Node's resolver does not know it (browsers do): it is loopback, as RFC 6761 says.
 */
const localhostAware: typeof lookup = ((host: string, options: { all?: boolean }, done: (...a: unknown[]) => void) =>
  /(^|\.)localhost$/.test(host)
    ? options?.all
      ? done(null, [{ address: '127.0.0.1', family: 4 }])
      : done(null, '127.0.0.1', 4)
    : lookup(host, options as never, done as never)) as never;

/** The version the site serves at `url` (its x-cms-version header), as a visitor's GET gets it. */
export function servedVersion(url: string): Promise<{ version?: string; error?: string }> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      { method: 'GET', lookup: localhostAware, timeout: SITE_TIMEOUT_MS, agent: false },
      (res) => {
        res.resume();
        const header = res.headers[SITE_VERSION_HEADER];
        if (res.statusCode !== 200) resolve({ error: `${url} answered ${res.statusCode}` });
        else resolve(typeof header === 'string' ? { version: header } : {});
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${SITE_TIMEOUT_MS} ms`)));
    req.on('error', (error: Error & { code?: string }) =>
      resolve({
        error:
          error.code === 'ECONNREFUSED' || /ECONNREFUSED/.test(error.message)
            ? `nothing listens at ${target.origin}`
            : error.message || String(error.code),
      }),
    );
    req.end();
  });
}
