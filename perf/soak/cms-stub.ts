/**
 * The soak's CMS: answers what the site asks Strapi 5 (worker/content/menus/menu-source.ts and
 * worker/content/cms/cms-page-source.ts) in Strapi's shapes, slowly and sometimes failing, and
 * carries a content version the soak bumps during the load (`POST /__soak/publish`) before it
 * fires the site's publish webhook. Every title it sends names that version (`v1`, `v2`, …), so
 * the soak can see when each page shows the published change (perf/soak/publish-during-load.ts).
 *
 * Faults, by request count: every 10th answers 503, every 10th+5 answers after 1.5 s (past the
 * 300 ms a page waits for the CMS: that request shows the embedded copy while the answer fills
 * the cache); the others after 20–80 ms, about what Strapi takes for a small answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const cmsStats = {
  requests: 0,
  failedOnPurpose: 0,
  slowOnPurpose: 0,
  version: 1,
  /** When the current version was published: the page's `publishedAt`, which the site reports in x-cms-version. */
  publishedAt: '2026-01-01T00:00:00.000Z',
};

/** The marker every CMS title of a version carries. */
export const versionMark = (version: number) => `Soak CMS v${version}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

/** A menu valid for both brands: two pages each brand has and an https link; the first item has a child. */
function menu(key: string, version: number) {
  const mark = versionMark(version);
  return [
    {
      id: 1,
      title: `Pricing (${mark})`,
      order: 1,
      type: 'INTERNAL',
      path: '/pricing',
      items: [
        {
          id: 11,
          title: `Support plans (${key})`,
          order: 1,
          type: 'INTERNAL',
          path: '/pricing/support-plans',
          additionalFields: { show_in_drawer: true, divider_above: false },
          documentId: 'soak-item-11',
        },
      ],
    },
    { id: 2, title: 'Contact', order: 2, type: 'INTERNAL', path: '/contact' },
    { id: 3, title: 'Help centre', order: 3, type: 'EXTERNAL', path: 'https://help.cms.example' },
  ];
}

/** A published page in Strapi 5's REST list shape. */
function page(path: string, version: number, publishedAt: string) {
  return {
    data: [
      {
        id: 7,
        documentId: 'soak-page',
        path,
        title: `${versionMark(version)}: wellbeing challenges for ${path}`,
        description: `The page at ${path} as the soak's CMS publishes it.`,
        template: null,
        image: null,
        icon: null,
        cta: [],
        body: [
          { type: 'heading', level: 2, children: [{ type: 'text', text: 'Published during the soak' }] },
          { type: 'paragraph', children: [{ type: 'text', text: `Content version ${version} of ${path}.` }] },
        ],
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        publishedAt,
        locale: null,
      },
    ],
    meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
  };
}

export async function handleCms(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://cms.soak');
  if (req.method === 'POST' && url.pathname === '/__soak/publish') {
    cmsStats.version++;
    cmsStats.publishedAt = new Date().toISOString();
    return json(res, 200, { version: cmsStats.version, publishedAt: cmsStats.publishedAt });
  }
  const n = cmsStats.requests++;
  if (n % 10 === 0) {
    cmsStats.failedOnPurpose++;
    return json(res, 503, { error: { status: 503, name: 'ServiceUnavailableError', message: 'soak fault' } });
  }
  if (n % 10 === 5) {
    cmsStats.slowOnPurpose++;
    await sleep(1500);
  } else await sleep(20 + (n % 7) * 10);
  const { version, publishedAt } = cmsStats;
  const menuKey = /^\/api\/navigation\/render\/([^/]+)$/.exec(url.pathname)?.[1];
  if (menuKey && url.searchParams.get('type') === 'TREE')
    return json(res, 200, menu(decodeURIComponent(menuKey), version));
  const path = url.searchParams.get('filters[path][$eq]');
  if (url.pathname === '/api/pages' && path) return json(res, 200, page(path, version, publishedAt));
  return json(res, 404, { error: { status: 404, name: 'NotFoundError', message: 'Not Found' } });
}
