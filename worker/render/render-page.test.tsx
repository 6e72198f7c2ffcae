import { describe, expect, it } from 'vitest';
import { TENANTS } from '../tenants/registry.ts';
import { createPageContext } from './create-page-context.ts';
import { renderPage } from './render-page.tsx';
import { PAGE_ROUTES } from '../routes/routes.ts';
import { pageModuleOf } from './page-modules.ts';
import { urlOf } from '../../test/tenant-hosts.ts';

const home = PAGE_ROUTES.find((r) => r.name === 'home')!;
const homeModule = await pageModuleOf(home);

describe('renderPage', () => {
  it('answers a render error with the tenant error page and status 500', async () => {
    const broken = Object.create(TENANTS.cofi!, {
      title: {
        get: () => {
          throw new Error('bad title');
        },
      },
    });
    const url = new URL(urlOf('cofi', '/'));
    const request = new Request(url);
    const ctx = createPageContext(
      request,
      url,
      { tenant: broken, id: 'cofi', baseId: 'cofi', reason: 'test' },
      home,
      {},
      new Date(),
    );
    const res = await renderPage(request, { module: homeModule, ctx });
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('data-tenant="cofi"');
    expect(html).toContain('Something went wrong on our side');
  });
});

describe("numbers in the page's language, never the visitor's Accept-Language", () => {
  it.each([
    ['en', 'de-DE,de;q=0.9', '814 organisations have run 2,149 events'],
    ['en', 'fr-FR', '814 organisations have run 2,149 events'],
    ['de', 'en-GB,en;q=0.8', '2.149'],
    ['fr', 'de-DE', '2\u202f149'],
  ] as const)('page locale %s, Accept-Language %s', async (pageLocale, lang, text) => {
    const url = new URL(urlOf('default', '/'));
    const request = new Request(url, { headers: { 'accept-language': lang } });
    const ctx = createPageContext(
      request,
      url,
      { tenant: TENANTS.default!, id: 'default', baseId: 'default', reason: 'test' },
      home,
      {},
      new Date(),
      {},
      pageLocale,
    );
    const html = await (await renderPage(request, { module: homeModule, ctx })).text();
    expect(html.replace(/<!-- -->/g, '')).toContain(text);
  });
});
