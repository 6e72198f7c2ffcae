import { describe, expect, it } from 'vitest';
import { buildContent, CATALOGUES_FILE } from './build-content.ts';
import { buildDataFiles } from './build-data-files.ts';
import { contentRuleProblems, missingContent } from './check-content.ts';
import { contentPageExists } from '../../worker/content/route-copy.ts';
import { matchPage } from '../../worker/routes/routes.ts';
import { BRANDS } from '../../common/brands.ts';

const CATALOGUES = JSON.stringify({
  groups: [
    {
      id: 'scoring',
      title: 'Scoring',
      intro: 'How results are ranked.',
      entries: [{ value: 'DISTANCE', label: 'Distance' }],
    },
  ],
});
const md = (front: string, body = '## Section\n\nText with a [link](/pricing).\n') => `---\n${front}\n---\n${body}`;
const journey = (stages: string, extra = '') =>
  md(`title: J\ndescription: D.\nregion: R\ndistance_km: 10${extra}\nstages:\n${stages}`);
const build = (files: Record<string, string>) => buildContent({ [CATALOGUES_FILE]: CATALOGUES, ...files });

describe('buildContent', () => {
  it('compiles front matter and Markdown to HTML at build time', () => {
    const { content, problems } = build({
      'content/pages/about.md': md('title: About {{name}}\ndescription: Who we are.'),
      'content/pages/about.wmm.md': md('title: About Walk My Miles\ndescription: Our walking brand.'),
      'content/cms/product/benefits/index.md': md(
        'title: Benefits\ndescription: Why teams join.\nbrands: [cofi]\ntemplate: INDEX',
      ),
      'content/blog/first-post.md': md('title: First\ndescription: A post.\ndate: 2026-03-01\nauthor: Team'),
    });
    expect(problems).toEqual([]);
    expect(content.pages.about).toMatchObject({ title: 'About {{name}}', slug: 'about' });
    expect(content.pages.about!.html).toBe('<h2>Section</h2>\n<p>Text with a <a href="/pricing">link</a>.</p>\n');
    expect(content.pages['about.wmm']!.title).toBe('About Walk My Miles');
    expect(content.cms['/product/benefits']).toMatchObject({
      path: '/product/benefits',
      template: 'INDEX',
      brands: ['cofi'],
    });
    expect(content.blog['first-post']!.date).toBe('2026-03-01');
  });

  it.each([
    [
      'content/blog/x.md',
      md('title: X\ndescription: D.\ndate: 1 March\nauthor: A'),
      'date',
      'a date written YYYY-MM-DD',
    ],
    [
      'content/blog/x.md',
      md('title: X\ndescription: D.\ndate: 2026-03-01\nauthor: A\nextra: 1'),
      '(front matter)',
      'Unrecognized key: "extra"',
    ],
    ['content/cms/solutions/x.md', md('title: X\ndescription: D.\nbrands: [acme]'), 'brands.0', 'Invalid option'],
    [
      'content/cms/solutions/x.md',
      md('title: X\ndescription: D.\nbrands: [default]\ntemplate: GRID'),
      'template',
      'Invalid option',
    ],
    [
      'content/pages/x.md',
      md('title: X\ndescription: D.\ncta: [{label: Go, href: "javascript:alert(1)"}]'),
      'cta.0.href',
      'a site path starting with "/" or an https:// URL',
    ],
    ['content/pages/x.md', md('title: ""\ndescription: D.'), 'title', 'must not be empty'],
    [
      'content/challenges/journeys/x.md',
      journey('  - { name: A, km: 0, lat: 1, lon: 2 }\n  - { name: B, km: 10 }'),
      'stages.1',
      'needs lat and lon: the map is drawn from them',
    ],
    [
      'content/challenges/journeys/x.md',
      journey('  - { name: A, km: 0, lat: 91, lon: 2 }\n  - { name: B, km: 10, lat: 1, lon: 2 }'),
      'stages.0.lat',
      'Too big',
    ],
    [
      'content/challenges/journeys/x.md',
      journey('  - { name: A, km: 0 }\n  - { name: B, km: 10, lat: 1, lon: 2 }', '\nmap: solar-system'),
      'stages.1',
      'a solar-system stage has no lat or lon',
    ],
    [
      'content/challenges/journeys/x.md',
      journey('  - { name: A, km: 5, lat: 1, lon: 2 }\n  - { name: B, km: 1, lat: 1, lon: 3 }'),
      'stages.1.km',
      'stages go in order of distance',
    ],
    [
      'content/challenges/journeys/x.md',
      journey(
        '  - { name: A, km: 0, lat: 1, lon: 2 }\n  - { name: B, km: 10, lat: 1, lon: 3 }',
        '\nteams:\n  - { name: T1, km: 12 }\n  - { name: T2, km: 5 }\n  - { name: T3, km: 1 }',
      ),
      'teams.0.km',
      'a team cannot be past the finish (distance_km)',
    ],
    [
      'content/challenges/journeys/x.md',
      journey(
        '  - { name: A, km: 0, lat: 1, lon: 2 }\n  - { name: B, km: 10, lat: 1, lon: 3 }',
        '\nteams:\n  - { name: T1, km: 2 }\n  - { name: T2, km: 5 }\n  - { name: T3, km: 1 }',
      ),
      'teams.1.km',
      'teams go leader first (km falling)',
    ],
    [
      'content/pages/x.md',
      md('title: X\ndescription: D.', '## A\n\n<script>alert(1)</script>\n'),
      'body',
      'raw HTML is not allowed',
    ],
    ['content/pages/x.md', md('title: X\ndescription: D.', 'Inline <b>bold</b>.\n'), 'body', 'raw HTML is not allowed'],
    [
      'content/pages/x.md',
      md('title: X\ndescription: D.', '# Second title\n'),
      'body',
      "the title is the page's only <h1>",
    ],
    ['content/pages/x.md', 'no front matter', '(file)', 'no front matter'],
    ['content/pages/x.md', md('title: a: b\ndescription: D.'), '(front matter)', 'YAML does not parse'],
    [
      'content/blog/Bad_Name.md',
      md('title: X\ndescription: D.\ndate: 2026-03-01\nauthor: A'),
      '(file)',
      'lower-case words',
    ],
  ])('%s: a bad file is reported with its file, field and rule (%s)', (file, text, path, message) => {
    const { problems } = build({ [file]: text });
    expect(problems).toContainEqual(expect.objectContaining({ file, path, message: expect.stringContaining(message) }));
  });

  it('a bad catalogue file is reported with its field', () => {
    const { problems } = buildContent({
      [CATALOGUES_FILE]: JSON.stringify({ groups: [{ id: 'x', title: 'X', intro: 'I', entries: [] }] }),
    });
    expect(problems).toContainEqual(expect.objectContaining({ file: CATALOGUES_FILE, path: 'groups.0.entries' }));
    expect(buildContent({}).problems).toContainEqual(
      expect.objectContaining({ file: CATALOGUES_FILE, message: expect.stringContaining('missing') }),
    );
  });
});

describe('content rules across files', () => {
  it('every route needs its copy, the 404 page too, and page variants must name a tenant', () => {
    const { content } = build({ 'content/pages/about.acme.md': md('title: A\ndescription: D.') });
    const problems = [...missingContent(content), ...contentRuleProblems(content, [...BRANDS])];
    expect(contentRuleProblems(content, [...BRANDS]).some((p) => p.message.startsWith('missing'))).toBe(false);
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'content/pages/about.md',
        message: expect.stringContaining('/about (route "about") is a page of the default brand'),
      }),
    );
    expect(problems).toContainEqual(expect.objectContaining({ file: 'content/cms/solutions/step-challenges.md' }));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'content/pages/not-found.md' }));
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'content/pages/about.acme.md',
        message: expect.stringContaining('".acme" names no tenant'),
      }),
    );
  });

  it('a ready-to-go challenge cannot take the name of a /challenges page', () => {
    const { content } = build({
      'content/challenges/ready-to-go/journeys.md': md(
        'title: J\ndescription: D.\ncategory: TEAMS\nduration_days: 7\npackages: [{id: pro, name: Pro, license: PRO, description: D, includes: [x]}]',
      ),
    });
    expect(contentRuleProblems(content, ['default'])).toContainEqual(
      expect.objectContaining({
        file: 'content/challenges/ready-to-go/journeys.md',
        message: expect.stringContaining('the name of the page /challenges/journeys'),
      }),
    );
  });

  it('collection and content-managed routes exist only for their entries and brands', () => {
    const { content } = build({
      'content/blog/first-post.md': md('title: First\ndescription: A post.\ndate: 2026-03-01\nauthor: Team'),
      'content/cms/product/insights.md': md('title: Insights\ndescription: Reports.\nbrands: [cofi]'),
    });
    const exists = contentPageExists(content);
    expect(matchPage('default', '/blog/first-post', exists)?.route.name).toBe('blog-post');
    expect(matchPage('default', '/blog/second-post', exists)).toBeNull();
    expect(matchPage('cofi', '/product/insights', exists)?.route.name).toBe('content-product');
    expect(matchPage('default', '/product/insights', exists)).toBeNull();
    expect(matchPage('cofi', '/product/nowhere', exists)).toBeNull();
  });
});

describe('buildDataFiles: the JSON data the worker embeds, checked at build time', () => {
  const valid = {
    'content/pricing/price-list.json': '[]',
    'content/step-conversion.json': '{}',
    'content/stats.json': JSON.stringify({ total_orgs: 814, total_events: 2149 }),
    'content/customers.json': '{}',
    'content/testimonials.json': '[]',
  };

  it('reports each bad file with its field; no data is produced', () => {
    const { data, problems } = buildDataFiles({
      ...valid,
      'content/stats.json': JSON.stringify({ total_orgs: 'many', total_events: 2149 }),
      'content/testimonials.json': '[{',
    });
    expect(data).toBeNull();
    expect(problems).toContainEqual(expect.objectContaining({ file: 'content/stats.json', path: 'total_orgs' }));
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'content/testimonials.json',
        path: '(file)',
        message: expect.stringContaining('not JSON'),
      }),
    );
    expect(problems).toContainEqual(expect.objectContaining({ file: 'content/step-conversion.json' }));
  });

  it('a missing file is a problem, not an empty default', () => {
    const { problems } = buildDataFiles({
      ...valid,
      'content/pricing/price-list.json': undefined as unknown as string,
    });
    expect(problems).toContainEqual({ file: 'content/pricing/price-list.json', path: '(file)', message: 'missing' });
  });
});
