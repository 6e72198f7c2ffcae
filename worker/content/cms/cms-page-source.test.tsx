import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Blocks } from '../../ui/cms-blocks.tsx';
import { checkCmsPage } from './cms-page-source.ts';
import { BRANDS } from '../../../common/brands.ts';

const answer = (body: unknown[], extra: Record<string, unknown> = {}) => ({
  data: [{ title: 'T', description: 'D.', body, ...extra }],
});
/** A Media Library file as Strapi keeps it (fields the site does not read included). */
const file = (fields: Record<string, unknown> = {}) => ({
  name: 'walk.png',
  url: '/uploads/walk_1a2b3c.png',
  alternativeText: 'Colleagues walking at lunch',
  width: 640,
  height: 480,
  mime: 'image/png',
  ...fields,
});
const picture = (fields: Record<string, unknown> = {}) => ({
  type: 'image',
  image: file(fields),
  children: [{ type: 'text', text: '' }],
});
const link = (url: string) => ({
  type: 'paragraph',
  children: [{ type: 'link', url, children: [{ type: 'text', text: 'x' }] }],
});

describe("checkCmsPage: the build's rules for a CMS answer", () => {
  it('accepts copy whose links reach pages of every brand that shows the page', () => {
    expect(checkCmsPage(answer([link('/pricing?currency=EUR')]), [...BRANDS]).ok).toBe(true);
  });

  it('accepts Media Library pictures with their alternative text and size, keeping only what the page shows', () => {
    const checked = checkCmsPage(answer([picture()], { picture: file() }), ['default']);
    expect(checked.ok && checked.value.picture).toEqual({
      url: '/uploads/walk_1a2b3c.png',
      alternativeText: 'Colleagues walking at lunch',
      width: 640,
      height: 480,
    });
  });

  it.each([
    [answer([link('/about')]), ['cofi'], 'link "/about" is not a page of the cofi brand'],
    [
      answer([], { cta: [{ label: 'Go', href: '/features' }] }),
      [...BRANDS],
      'link "/features" is not a page of the cofi brand',
    ],
    [answer([{ type: 'heading', level: 1, children: [] }]), ['default'], 'level 1 is the page title'],
    [answer([{ type: 'code', children: [{ type: 'text', text: 'x' }] }]), ['default'], 'data.0.body.0.type'],
    [answer([picture({ url: '/uploads/drawing.svg' })]), ['default'], 'data.0.body.0.image.url: a PNG, JPEG'],
    [answer([picture({ alternativeText: ' ' })]), ['default'], 'the picture needs its alternative text'],
    [answer([picture({ width: null })]), ['default'], 'data.0.body.0.image.width'],
    [answer([], { picture: file({ url: 'https://cdn.example/walk.png' }) }), ['default'], 'data.0.picture.url'],
    [answer([], { picture: file({ alternativeText: null }) }), ['default'], 'data.0.picture.alternativeText'],
    [{ data: [] }, ['default'], 'exactly one page for the path'],
    [answer([], { brands: ['cofi'] }), ['default'], 'Unrecognized key: "brands"'],
  ])('refuses %j for %j', (json, brands, problem) => {
    const checked = checkCmsPage(json, brands as ('default' | 'cofi')[]);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? '' : checked.problem).toContain(problem);
  });
});

describe('Blocks', () => {
  it('renders rich text as escaped elements, internal links with the kept parameters', () => {
    const html = renderToString(
      <Blocks
        ctx={{ search: '?tenant=mzg' }}
        blocks={[
          { type: 'heading', level: 3, children: [{ type: 'text', text: 'A <b>' }] },
          {
            type: 'list',
            format: 'ordered',
            children: [{ type: 'list-item', children: [{ type: 'text', text: 'one', italic: true }] }],
          },
          {
            type: 'quote',
            children: [{ type: 'link', url: '/contact', children: [{ type: 'text', text: 'ask', code: true }] }],
          },
        ]}
      />,
    );
    expect(html).toBe(
      '<h3>A &lt;b&gt;</h3><ol><li><em>one</em></li></ol><blockquote><p><a href="/contact?tenant=mzg"><code>ask</code></a></p></blockquote>',
    );
  });

  it("shows a link to a page the tenant's flags switch off (showFeatures: false) as its words only", () => {
    const blocks = [
      {
        type: 'paragraph' as const,
        children: [
          {
            type: 'link' as const,
            url: '/features',
            children: [{ type: 'text' as const, text: 'every feature', bold: true }],
          },
        ],
      },
    ];
    const tenant = (showFeatures: boolean) => ({ name: 'T', routeSet: 'default' as const, showFeatures });
    expect(renderToString(<Blocks ctx={{ search: '', resolved: { tenant: tenant(false) } }} blocks={blocks} />)).toBe(
      '<p><strong>every feature</strong></p>',
    );
    expect(renderToString(<Blocks ctx={{ search: '', resolved: { tenant: tenant(true) } }} blocks={blocks} />)).toBe(
      '<p><a href="/features"><strong>every feature</strong></a></p>',
    );
  });
});
