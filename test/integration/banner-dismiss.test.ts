/**
 * The rebrand announcement can be dismissed and stays dismissed, without JavaScript and
 * without tracking: a GET form sets one cookie whose value is the announcement's id, and later
 * pages (cached or not) leave the banner out for that visitor only.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import type { Env } from '../../worker/env.ts';
import {
  BANNER_DISMISS_PATH,
  DISMISSED_COOKIE,
  dismissReturnPath,
  REBRAND_ANNOUNCEMENT_ID,
} from '../../worker/http/dismissed-banner.ts';
import { HOSTS } from './helpers.ts';

const DISMISSED = `${DISMISSED_COOKIE}=${REBRAND_ANNOUNCEMENT_ID}`;
const BANNER = 'data-testid="rebrand-banner"';

/** Through the worker with the HTML cache on, as production has it, waiting for the cache write. */
async function cached(url: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const testEnv = { ...(env as unknown as Env), HTML_CACHE: 'on' };
  const res = await worker.fetch!(new Request(url, { headers }) as never, testEnv, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

describe('dismissing the rebrand banner', () => {
  it("the banner's GET form goes to the dismiss path with the page to come back to", async () => {
    const html = await (await SELF.fetch(`https://${HOSTS.default}/pricing?currency=EUR`)).text();
    expect(html).toContain(BANNER);
    expect(html).toContain(`<form action="${BANNER_DISMISS_PATH}" method="get">`);
    expect(html).toContain('<input type="hidden" name="next" value="/pricing?currency=EUR"/>');
    expect(html).toMatch(/<button type="submit" aria-label="Dismiss the announcement"/);
  });

  it.each([
    ['/de/pricing?currency=EUR', '/de/pricing?currency=EUR'],
    ['/ar/', '/ar/'],
    ['/fr/contact', '/fr/contact'],
  ])('on a translated page (%s) the form comes back to that page in its language', async (path, next) => {
    const html = await (await SELF.fetch(`https://${HOSTS.default}${path}`)).text();
    expect(html).toContain(`<input type="hidden" name="next" value="${next}"/>`);
  });

  it('the dismiss answers 303 to that page with a year-long, HttpOnly cookie that names only the announcement', async () => {
    const res = await SELF.fetch(`https://${HOSTS.cofi}${BANNER_DISMISS_PATH}?next=%2Fpricing%3Fcurrency%3DEUR`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/pricing?currency=EUR');
    expect(res.headers.get('set-cookie')).toBe(
      `${DISMISSED}; Max-Age=31536000; Path=/; SameSite=Lax; Secure; HttpOnly`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    ['/a b', '/'],
    ['/contact?topic=demo', '/contact?topic=demo'],
  ])('never sends the visitor off the host: next=%j goes to %s', async (next, expected) => {
    expect(dismissReturnPath(next)).toBe(expected);
    const res = await SELF.fetch(`https://${HOSTS.default}${BANNER_DISMISS_PATH}?next=${encodeURIComponent(next)}`, {
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toBe(expected);
  });

  it.each([
    ['%00', '/'],
    ['%01', '/'],
    ['%1F', '/'],
    ['%7F', '/'],
    ['%0D%0ASet-Cookie:%20x=1', '/'],
    ['%09/evil.example', '/'],
    ['a/..//evil.example', '/'],
    ['%E2%80%AE', '/%E2%80%AE'],
    ['caf%C3%A9?q=%C3%A9', '/caf%C3%A9?q=%C3%A9'],
  ])(
    'a control character is refused, anything else is sent percent-encoded, never a 500: next=/%s goes to %s',
    async (rawTail, expected) => {
      for (const host of [HOSTS.default, HOSTS.cofi, HOSTS.fitmap]) {
        const res = await SELF.fetch(`https://${host}${BANNER_DISMISS_PATH}?next=/${rawTail}`, { redirect: 'manual' });
        expect(`${host} ${res.status} ${res.headers.get('location')}`).toBe(`${host} 303 ${expected}`);
      }
    },
  );

  it('with the cookie, pages leave the banner out and keep everything else', async () => {
    const plain = await (await SELF.fetch(`https://${HOSTS.default}/features`)).text();
    const dismissed = await (
      await SELF.fetch(`https://${HOSTS.default}/features`, { headers: { cookie: DISMISSED } })
    ).text();
    expect(plain).toContain(BANNER);
    expect(dismissed).not.toContain(BANNER);
    expect(dismissed).toContain('data-testid="primary-action"');
    // The 404 page too.
    const missing = await SELF.fetch(`https://${HOSTS.fitmap}/no-such-page`, { headers: { cookie: DISMISSED } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain(BANNER);
  });

  it('another value of the cookie (an older announcement) still shows the banner', async () => {
    const html = await (
      await SELF.fetch(`https://${HOSTS.default}/features`, { headers: { cookie: `${DISMISSED_COOKIE}=rebrand-2019` } })
    ).text();
    expect(html).toContain(BANNER);
  });

  it('the HTML cache keeps one entry: others get the banner from it, the visitor who dismissed it never a 304 of it', async () => {
    const url = `https://${HOSTS.cofi}/product`;
    const first = await cached(url);
    expect(first.body).toContain(BANNER);
    const etag = first.res.headers.get('etag');
    expect(etag).toBeTruthy();
    const hit = await cached(url, { cookie: DISMISSED, 'if-none-match': etag! });
    expect(hit.res.headers.get('x-cache')).toBe('HIT');
    expect(hit.res.status).toBe(200);
    expect(hit.res.headers.get('etag')).toBeNull();
    expect(hit.body).not.toContain(BANNER);
    const other = await cached(url);
    expect(other.res.headers.get('x-cache')).toBe('HIT');
    expect(other.body).toContain(BANNER);
  });
});
