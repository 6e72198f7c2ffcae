import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import worker from '../../worker/index.ts';
import { PAGE_CSP } from '../../worker/http/security-headers.ts';
import { HOSTS } from '../tenant-hosts.ts';
import { siteEnvOn, strapiForTests, webhookForwarder } from './strapi-ready.ts';

/**
 * A picture uploaded to the real Strapi's Media Library (test/cms/strapi-setup.ts), chosen in a
 * page's Picture field and inserted in its copy, through the Content Manager's admin API with the
 * Marketer role's login as the admin UI sends it; the page's webhooks handed to the worker as
 * they arrived (only this file's: page events after its start).
 */
const strapi = await strapiForTests(inject('strapiReady'));
const suite = strapi ? describe : describe.skip;

const siteEnv = () => siteEnvOn(strapi!);

async function get(path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://${HOSTS.default}${path}`), siteEnv(), ctx);
  const bytes = new Uint8Array(await res.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { res, bytes, html: new TextDecoder().decode(bytes).replace(/<!-- -->/g, '') };
}

const PAGES = '/content-manager/collection-types/api::page.page';
const PATH = '/solutions/relay-races';

/** The Content Manager's and the Media Library's admin API with the Marketer's login. */
async function asMarketer(method: string, path: string, body?: unknown) {
  const res = await fetch(`${strapi!.origin}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${strapi!.marketerJwt}`,
      ...(!(body instanceof FormData) && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  return { status: res.status, json: await res.json<Record<string, any>>() };
}

const forwardWebhooks = await webhookForwarder(strapi);

/** A 3×2 PNG: Strapi measures it (width and height) as it does every raster upload. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR42mM4EaABQQxwFgBO1AeBpoUvywAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const ALT = 'Four runners handing over the baton at a relay changeover';
const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });
const inCopy = (image: unknown) => ({ type: 'image', image, children: [{ type: 'text', text: '' }] });

/** Several page loads and Strapi calls each, on a loaded machine: more than the project's 30 s. */
const SLOW = { timeout: 180_000 };

suite("a Media Library picture in a page's Picture field and copy, on the real Strapi", () => {
  let documentId: string;
  beforeAll(async () => {
    const list = await asMarketer('GET', `${PAGES}?page=1&pageSize=10&locale=en&filters[path][$eq]=${PATH}`);
    documentId = list.json.results[0].documentId;
    // The worker's first page loads its modules and fills the menu caches.
    await get(PATH);
  }, 180_000);

  it(
    'refused at Save without its alternative text, in words; shown once it has one, from the site, sized and described',
    SLOW,
    async () => {
      // Uploaded as the Media Library does (Strapi's upload API).
      const form = new FormData();
      form.append('files', new Blob([PNG], { type: 'image/png' }), 'relay-changeover.png');
      const uploaded = await asMarketer('POST', '/upload', form);
      expect(uploaded.status).toBe(201);
      const file = uploaded.json[0] as { id: number; url: string; width: number; height: number };
      expect(file).toMatchObject({
        width: 3,
        height: 2,
        url: expect.stringMatching(/^\/uploads\/relay_changeover_\w+\.png$/),
      });

      const copy = (image: unknown) => [
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'A team race where every leg matters' }] },
        paragraph('Each teammate takes a leg; the team result is only as strong as every changeover.'),
        inCopy(image),
      ];
      // No alternative text yet: refused, on the field, in a marketer's words; nothing saved.
      const refused = await asMarketer('PUT', `${PAGES}/${documentId}?locale=en`, {
        picture: file.id,
        body: copy(file),
      });
      expect(refused.status).toBe(400);
      expect(refused.json.error.details.errors[0]).toMatchObject({
        path: ['picture'],
        message: expect.stringContaining(
          'The picture "relay-changeover.png" in Picture has no alternative text, which visitors who cannot see it hear or read instead.',
        ),
      });
      expect(refused.json.error.details.errors[1]).toMatchObject({
        path: ['body'],
        message: expect.stringContaining('then remove the picture from the copy and insert it again'),
      });

      // Alternative text filled in the Media Library (its edit form), the picture inserted again.
      const info = new FormData();
      info.append('fileInfo', JSON.stringify({ alternativeText: ALT }));
      const described = await asMarketer('POST', `/upload?id=${file.id}`, info);
      expect(described.status).toBe(200);
      const saved = await asMarketer('PUT', `${PAGES}/${documentId}?locale=en`, {
        picture: file.id,
        body: copy(described.json),
      });
      expect(saved.status).toBe(200);
      expect((await asMarketer('POST', `${PAGES}/${documentId}/actions/publish?locale=en`, {})).status).toBe(200);
      expect(await forwardWebhooks({ model: 'page', host: HOSTS.default!, until: 'site-change' })).toContainEqual({
        event: 'entry.publish',
        model: 'page',
        status: 200,
      });

      const live = await get(PATH);
      expect(live.res.status).toBe(200);
      const src = file.url.replace('/uploads/', '/cms-media/');
      const images = [...live.html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes(src));
      // The Picture beside the title, fetched first; the copy's picture when near the screen; both sized.
      expect(images).toHaveLength(2);
      for (const tag of images) {
        expect(tag).toContain(`alt="${ALT}"`);
        expect(tag).toContain('width="3" height="2"');
      }
      expect(images[0]).toMatch(/fetchpriority="high"/i);
      expect(images[0]).not.toContain('loading=');
      expect(images[1]).toContain('loading="lazy"');
      expect(live.html).toContain('<h2>A team race where every leg matters</h2>');
      // The pictures are the site's own: the page's CSP is today's, and names no CMS.
      expect(live.res.headers.get('content-security-policy')).toBe(PAGE_CSP);
      expect(live.res.headers.get('content-security-policy')).not.toContain(new URL(strapi!.origin).host);

      // The picture's address answers with the CMS's file (Strapi optimises an upload: not the bytes sent), as an image.
      const picture = await get(src);
      expect(picture.res.status).toBe(200);
      expect(picture.res.headers.get('content-type')).toBe('image/png');
      expect(picture.res.headers.get('x-content-type-options')).toBe('nosniff');
      const stored = new Uint8Array(await (await fetch(`${strapi!.origin}${file.url}`)).arrayBuffer());
      expect(picture.bytes).toEqual(stored);
      expect([...picture.bytes.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    },
  );

  it('a copy with a code block is refused at Save, in words, on the copy', SLOW, async () => {
    const refused = await asMarketer('PUT', `${PAGES}/${documentId}?locale=en`, {
      body: [
        paragraph('Set up the relay from the organiser app.'),
        { type: 'code', language: 'plaintext', children: [{ type: 'text', text: 'relay --legs 24' }] },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.details.errors[0]).toMatchObject({ path: ['body'] });
    expect(refused.json.error.message).toBe(
      'Not saved: The body has a block the site cannot show (a code block); remove it or turn it into text.',
    );
  });
});
