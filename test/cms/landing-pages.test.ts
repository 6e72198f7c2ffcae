import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import worker from '../../worker/index.ts';
import { CMS_VERSION_HEADER } from '../../worker/content/cms/served-version.ts';
import { PAGE_CSP } from '../../worker/http/security-headers.ts';
import { HOSTS, originOf } from '../tenant-hosts.ts';
import { h1Of as h1 } from '../page-markup.ts';
import { siteEnvOn, strapiForTests, webhookForwarder } from './strapi-ready.ts';

/**
 * A marketer's new landing page on the real Strapi (test/cms/strapi-setup.ts), through the
 * Content Manager's admin API as the admin UI sends it, with the Marketer role's login; Strapi's
 * webhooks are handed to the worker as they arrived (only this file's: landing-page events).
 */
const strapi = await strapiForTests(inject('strapiReady'));
const suite = strapi ? describe : describe.skip;

const siteEnv = () => siteEnvOn(strapi!);

async function page(tenant: string, path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://${HOSTS[tenant]}${path}`), siteEnv(), ctx);
  const html = (await res.text()).replace(/<!-- -->/g, '');
  await waitOnExecutionContext(ctx);
  return { res, html };
}

const LANDING = '/content-manager/collection-types/api::landing-page.landing-page';

/** The Content Manager's API as the Marketer's admin UI calls it; the answer's status and body. */
async function asMarketer(method: string, path: string, body?: unknown) {
  const res = await fetch(`${strapi!.origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${strapi!.marketerJwt}`, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: await res.json<Record<string, any>>() };
}

const forwardWebhooks = await webhookForwarder(strapi);
/** This file's webhooks (landing pages'), handed to the worker on cofi's host. */
const forwardLanding = (until: 'site-change' | 'settled') =>
  forwardWebhooks({ model: 'landing-page', host: HOSTS.cofi!, until });

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });
const SPRING = {
  title: 'Spring into steps with {{name}}',
  description: 'A four-week step challenge for teams who want to start the season moving together.',
  slug: 'spring-steps',
  brand: 'Corporate Fitness',
  body: [
    { type: 'heading', level: 2, children: [{ type: 'text', text: 'How it works' }] },
    paragraph('Teams of five walk, run and roll towards a shared goal, with a wellbeing tip each week.'),
  ],
  cta: [{ label: 'Book a demo', href: '/contact?topic=demo' }],
};

/** Several page loads and Strapi calls each, on a loaded machine: more than the project's 30 s. */
const SLOW = { timeout: 180_000 };

suite('landing pages made in the real Strapi', () => {
  beforeAll(async () => {
    // The worker's first pages load its modules and fill the menu caches: later answers are warm.
    for (const tenant of ['cofi', 'default']) await page(tenant, '/pricing');
  }, 180_000);

  it(
    'refuses at Save in words what the site would refuse: the address format, a missing brand, an address taken',
    SLOW,
    async () => {
      const badSlug = await asMarketer('POST', `${LANDING}?locale=en`, { ...SPRING, slug: 'Spring Steps!' });
      expect(badSlug.status).toBe(400);
      expect(badSlug.json.error.details.errors).toEqual([
        {
          path: ['slug'],
          message:
            'The address: "Spring Steps!" can only use lowercase letters a to z, digits and single hyphens between words, at most 60 characters, such as spring-step-challenge.',
          name: 'ValidationError',
        },
      ]);
      const noBrand = await asMarketer('POST', `${LANDING}?locale=en`, {
        ...SPRING,
        slug: 'walk-to-work',
        brand: null,
      });
      expect(noBrand.status).toBe(400);
      expect(JSON.stringify(noBrand.json.error)).toContain('brand');
      // A link to the other brand's page is refused as on every page.
      const foreign = await asMarketer('POST', `${LANDING}?locale=en`, {
        ...SPRING,
        slug: 'walk-to-work',
        cta: [{ label: 'Our story', href: '/about' }],
      });
      expect(foreign.status).toBe(400);
      expect(foreign.json.error.details.errors[0].path).toEqual(['cta', '0', 'href']);
      // Nothing of a refused save was kept.
      const list = await asMarketer('GET', `${LANDING}?page=1&pageSize=10&locale=en`);
      expect(list.json.results).toEqual([]);
    },
  );

  it(
    'a draft is not live but shows in its preview; published it is served on its brand only, with its version, and listed in its sitemap',
    SLOW,
    async () => {
      const created = await asMarketer('POST', `${LANDING}?locale=en`, SPRING);
      expect(created.status).toBe(201);
      const documentId: string = created.json.data.documentId;
      // The same address again on the same brand is taken.
      const again = await asMarketer('POST', `${LANDING}?locale=en`, { ...SPRING, title: 'Spring again' });
      expect(again.status).toBe(400);
      expect(again.json.error.details.errors[0]).toMatchObject({
        path: ['slug'],
        message: expect.stringContaining('is already at /lp/spring-steps'),
      });
      await forwardLanding('settled');

      // Before publish: not served (the address goes where unknown Corporate Fitness addresses go, its
      // old site), not listed; the preview link opens the draft on its brand.
      const before = await page('cofi', '/lp/spring-steps');
      expect(before.html).not.toContain('Spring into steps');
      expect(before.res.headers.get(CMS_VERSION_HEADER)).toBeNull();
      expect(before.html).toContain('legacy.corporatefitness.example');
      expect((await page('cofi', '/sitemap.xml')).html).not.toContain('/lp/');
      const preview = await asMarketer(
        'GET',
        `/content-manager/preview/url/api::landing-page.landing-page?documentId=${documentId}&status=draft&locale=en`,
      );
      const link = new URL(preview.json.data.url);
      expect(link.origin).toBe(originOf('cofi'));
      expect(link.pathname).toBe('/lp/spring-steps');
      const draft = await page('cofi', `${link.pathname}${link.search}`);
      expect(draft.res.status).toBe(200);
      expect(h1(draft.html)).toBe('Spring into steps with Corporate Fitness');
      expect(draft.html).toContain('Draft preview');
      expect(draft.res.headers.get('x-cache')).toBe('BYPASS');

      const published = await asMarketer('POST', `${LANDING}/${documentId}/actions/publish?locale=en`, {});
      expect(published.status).toBe(200);
      expect(await forwardLanding('site-change')).toContainEqual({
        event: 'entry.publish',
        model: 'landing-page',
        status: 200,
      });
      const live = await page('cofi', '/lp/spring-steps');
      expect(live.res.status).toBe(200);
      expect(h1(live.html)).toBe('Spring into steps with Corporate Fitness');
      expect(live.html).toContain('<h2>How it works</h2>');
      expect(live.res.headers.get(CMS_VERSION_HEADER)).toBe(published.json.data.publishedAt);
      expect(live.res.headers.get('content-security-policy')).toBe(PAGE_CSP);
      expect((await page('cofi', '/sitemap.xml')).html).toContain(`<loc>${originOf('cofi')}/lp/spring-steps</loc>`);
      // Never on the other brand's host, nor in its sitemap.
      expect((await page('default', '/lp/spring-steps')).res.status).toBe(404);
      expect((await page('default', '/sitemap.xml')).html).not.toContain('/lp/');
      // No German version yet: the German sitemap does not list it.
      expect((await page('cofi', '/de/sitemap.xml')).html).not.toContain('/lp/spring-steps');

      // A German version: the German page and the German sitemap.
      const german = await asMarketer('PUT', `${LANDING}/${documentId}?locale=de`, {
        title: 'Mit {{name}} in den Frühling',
        description: 'Eine vierwöchige Schrittchallenge für Teams, die gemeinsam in die Saison starten.',
        body: [paragraph('Fünferteams gehen, laufen und rollen auf ein gemeinsames Ziel zu.')],
      });
      expect(german.status).toBe(200);
      expect((await asMarketer('POST', `${LANDING}/${documentId}/actions/publish?locale=de`, {})).status).toBe(200);
      expect(await forwardLanding('site-change')).toContainEqual({
        event: 'entry.publish',
        model: 'landing-page',
        status: 200,
        locale: 'de',
      });
      expect(h1((await page('cofi', '/de/lp/spring-steps')).html)).toBe('Mit Corporate Fitness in den Frühling');
      expect((await page('cofi', '/de/sitemap.xml')).html).toContain('/de/lp/spring-steps</loc>');
    },
  );

  it(
    "an uploaded picture, with its alternative text, shows on the live page from the site's own origin",
    SLOW,
    async () => {
      // A 1×1 PNG, uploaded as the Media Library does (Strapi's upload API, the Marketer's session).
      const png = Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
        (c) => c.charCodeAt(0),
      );
      const form = new FormData();
      form.append('files', new Blob([png], { type: 'image/png' }), 'team-walk.png');
      const uploaded = await fetch(`${strapi!.origin}/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${strapi!.marketerJwt}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const [file] = await uploaded.json<{ id: number; url: string; name: string; alternativeText: string | null }[]>();
      expect(file!.url).toMatch(/^\/uploads\/team_walk_[a-z0-9]+\.png$/);
      const picture = (image: unknown) => ({ type: 'image', image, children: [{ type: 'text', text: '' }] });
      const entry = {
        ...SPRING,
        title: 'Walk to work week',
        slug: 'walk-to-work',
        picture: file!.id,
        body: [paragraph('Five days, one route each morning.'), picture(file)],
      };

      // No alternative text yet: refused, on the field, in words.
      const refused = await asMarketer('POST', `${LANDING}?locale=en`, entry);
      expect(refused.status).toBe(400);
      expect(refused.json.error.details.errors[0]).toMatchObject({
        path: ['picture'],
        message: expect.stringContaining('The picture "team-walk.png" in Picture has no alternative text'),
      });

      // Alternative text filled in the Media Library (its update form), the picture inserted again.
      const info = new FormData();
      info.append('fileInfo', JSON.stringify({ alternativeText: 'Four colleagues walking to the office together' }));
      const updated = await fetch(`${strapi!.origin}/upload?id=${file!.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${strapi!.marketerJwt}` },
        body: info,
      });
      expect(updated.status).toBe(200);
      const described = await updated.json<Record<string, unknown>>();
      const created = await asMarketer('POST', `${LANDING}?locale=en`, {
        ...entry,
        body: [paragraph('Five days, one route each morning.'), picture(described)],
      });
      expect(created.status).toBe(201);
      const documentId: string = created.json.data.documentId;
      expect((await asMarketer('POST', `${LANDING}/${documentId}/actions/publish?locale=en`, {})).status).toBe(200);
      expect(await forwardLanding('site-change')).toContainEqual({
        event: 'entry.publish',
        model: 'landing-page',
        status: 200,
      });

      const live = await page('cofi', '/lp/walk-to-work');
      expect(live.res.status).toBe(200);
      const src = file!.url.replace('/uploads/', '/cms-media/');
      // The Picture beside the title, then the picture inserted in the copy: both from the site's own origin.
      const images = [...live.html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes(src));
      expect(images).toHaveLength(2);
      for (const tag of images) expect(tag).toContain('alt="Four colleagues walking to the office together"');
      // The page's CSP is today's: the picture is under 'self'.
      expect(live.res.headers.get('content-security-policy')).toBe(PAGE_CSP);
      const served = await page('cofi', src);
      expect(served.res.status).toBe(200);
      expect(served.res.headers.get('content-type')).toBe('image/png');
    },
  );
});
