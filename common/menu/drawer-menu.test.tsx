import { embeddedMenus } from '../../worker/content/menus/menu-source.ts';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../worker/content/menus/menu-schema.ts';
import { SITE_DATA } from '../../worker/generated/site-data.ts';
import { DrawerMenu, toDrawerItems } from './drawer-menu.tsx';
import { MIN_TOUCH_TARGET } from './menu-items.ts';
import { classesBefore, html, item, menu, rulesOf } from '../../test/menu-test-helpers.ts';

const render = (raw: unknown[], search = '', showTrialButton = false) =>
  html(<DrawerMenu items={toDrawerItems(menu(raw))} search={search} showTrialButton={showTrialButton} />);
const indentOf = (markup: string, text: string) => rulesOf(classesBefore(markup, `${text}<`)[1]!);

describe('DrawerMenu', () => {
  it('is a navigation landmark with a name', () => {
    expect(render([item(1, 1)])).toMatch(/^<nav class="go\d+" aria-label="Menu">/);
  });

  it('shows a top-level entry with children as its title in bold as a link, then its children', () => {
    const markup = render(
      [item(1, 1, { title: 'Challenges', path: '/challenges', items: [item(11, 1, { show_in_drawer: true })] })],
      '?gclid=g',
    );
    expect(markup).toMatch(
      /<div><a class="go\d+ go\d+" href="\/challenges\?gclid=g"><strong>Challenges<\/strong><\/a><ul><li><a class="go\d+ go\d+" href="\/p11\?gclid=g">Item 11<\/a><\/li><\/ul><\/div>/,
    );
  });

  it('shows a WRAPPER group title in bold as text, since it has no page', () => {
    const markup = render([
      item(1, 1, { title: 'Resources', type: 'WRAPPER', path: null, items: [item(11, 1, { show_in_drawer: true })] }),
    ]);
    expect(markup).toMatch(/<div><span class="go\d+ go\d+"><strong>Resources<\/strong><\/span><ul>/);
  });

  it('lists a child without sub-items only when show_in_drawer is set', () => {
    const markup = render([
      item(1, 1, {
        items: [item(11, 1, { show_in_drawer: true }), item(12, 2), item(13, 3, { show_in_drawer: false })],
      }),
    ]);
    expect(markup).toContain('Item 11');
    expect(markup).not.toContain('Item 12');
    expect(markup).not.toContain('Item 13');
  });

  it('shows a child with sub-items as its own link, then, indented, the sub-items marked show_in_drawer', () => {
    const markup = render([
      item(1, 1, {
        items: [
          item(11, 1, {
            title: 'Benefits',
            items: [item(112, 2, { show_in_drawer: true }), item(111, 1, { show_in_drawer: true }), item(113, 3)],
          }),
          item(12, 2, { title: 'Hidden group', type: 'WRAPPER', path: null, items: [item(121, 1)] }),
        ],
      }),
    ]);
    expect(markup).toMatch(
      /<li><a class="go\d+ go\d+" href="\/p11">Benefits<\/a><ul><li><a class="go\d+ go\d+" href="\/p111">Item 111<\/a><\/li><li><a class="go\d+ go\d+" href="\/p112">Item 112<\/a><\/li><\/ul><\/li>/,
    );
    expect(markup).not.toContain('Item 113');
    // A heading with nothing to show under it and no link of its own is left out.
    expect(markup).not.toContain('Hidden group');
    expect(indentOf(markup, 'Item 1')).toBe('padding-inline-start:16px;');
    expect(indentOf(markup, 'Benefits')).toBe('padding-inline-start:24px;');
    expect(indentOf(markup, 'Item 111')).toMatch(/^padding-inline-start:40px;/);
  });

  it('shows entries without children as plain links', () => {
    const markup = render([
      item(1, 1, { title: 'Pricing', path: '/pricing' }),
      item(2, 2, { title: 'Contact', path: '/contact' }),
    ]);
    expect(markup).toMatch(
      /<ul><li><a class="go\d+ go\d+" href="\/pricing">Pricing<\/a><\/li><li><a class="go\d+ go\d+" href="\/contact">Contact<\/a><\/li><\/ul>/,
    );
    expect(markup).not.toContain('<strong>');
    expect(markup).not.toContain('<hr');
  });

  it('puts a divider after each group', () => {
    const markup = render([
      item(1, 1, { items: [item(11, 1, { show_in_drawer: true })] }),
      item(2, 2),
      item(3, 3, { items: [item(31, 1, { show_in_drawer: true })] }),
    ]);
    expect(markup.match(/<hr class="go\d+"\/>/g)).toHaveLength(2);
    expect(markup).toMatch(
      /Item 11<\/a><\/li><\/ul><\/div><hr class="go\d+"\/><ul><li><a [^>]*>Item 2<\/a><\/li><\/ul><div>/,
    );
    expect(markup).toMatch(/Item 31<\/a><\/li><\/ul><\/div><hr class="go\d+"\/><\/nav>$/);
  });

  it('renders markdown instead of the title: bold, italic and links, with link parameters kept', () => {
    const markup = render(
      [
        item(1, 1, {
          type: 'WRAPPER',
          path: null,
          items: [
            item(11, 1, {
              title: 'New: Hybrid events',
              markdown: '**New:** [Hybrid events](/solutions/hybrid-events)',
              show_in_drawer: true,
            }),
            item(12, 2, { title: 'Plain', markdown: '*Fresh* guides', show_in_drawer: true }),
          ],
        }),
      ],
      '?gclid=g',
    );
    expect(markup).toMatch(
      /<li><span class="go\d+ go\d+"><strong>New:<\/strong> <a href="\/solutions\/hybrid-events\?gclid=g">Hybrid events<\/a><\/span><\/li>/,
    );
    expect(markup).not.toContain('New: Hybrid events');
    // Markdown without a link of its own stays inside the entry's link.
    expect(markup).toMatch(/<a class="go\d+ go\d+" href="\/p12\?gclid=g"><em>Fresh<\/em> guides<\/a>/);
  });

  it('never lets markdown inject HTML: unparsable markdown shows the escaped title instead', () => {
    const forged = menu([item(1, 1, { title: '<b>Title</b>' })]);
    const items: MenuItem[] = [{ ...forged[0]!, markdown: '<script>alert(1)</script>' }];
    const markup = html(<DrawerMenu items={toDrawerItems(items)} search="" showTrialButton={false} />);
    expect(markup).not.toContain('<script');
    expect(markup).not.toContain('<b>');
    expect(markup).toContain('&lt;b&gt;Title&lt;/b&gt;');
  });

  it('opens https:// links in a new tab', () => {
    const markup = render([item(1, 1, { type: 'EXTERNAL', path: 'https://support.example' })], '?gclid=g');
    expect(markup).toMatch(
      /href="https:\/\/support\.example" target="_blank" rel="noopener">Item 1<span class="go\d+"> \(opens in a new tab\)<\/span>/,
    );
  });

  it('shows the Start Free Trial button, linking to /start-trial, only when asked', () => {
    const withButton = render([item(1, 1)], '?tenant=mzg&gclid=g', true);
    expect(withButton).toMatch(/<a class="go\d+" href="\/start-trial\?tenant=mzg&amp;gclid=g">Start Free Trial<\/a>/);
    const [buttonClass] = classesBefore(withButton, 'Start Free Trial<');
    expect(rulesOf(buttonClass!)).toMatch(
      /min-height:44px.*background:var\(--tt-primary\);color:var\(--tt-on-primary\)/,
    );
    expect(render([item(1, 1)], '', false)).not.toContain('Start Free Trial');
  });

  it('makes every entry a touch target of at least 44 px', () => {
    const markup = render([item(1, 1, { items: [item(11, 1, { show_in_drawer: true })] }), item(2, 2)]);
    expect(MIN_TOUCH_TARGET).toBeGreaterThanOrEqual(44);
    for (const text of ['Item 1', 'Item 11', 'Item 2'])
      expect(rulesOf(classesBefore(markup, `${text}<`)[0]!), text).toContain('min-height:44px');
  });

  it('sorts entries, children and sub-items by order', () => {
    const markup = render([
      item(2, 2),
      item(1, 1, { items: [item(12, 2, { show_in_drawer: true }), item(11, 1, { show_in_drawer: true })] }),
    ]);
    expect(markup.indexOf('Item 1<')).toBeLessThan(markup.indexOf('Item 2<'));
    expect(markup.indexOf('Item 11')).toBeLessThan(markup.indexOf('Item 12'));
  });

  it('travels in the page with only what it shows: chosen, ordered, and only title, path, markdown and items', () => {
    const items = toDrawerItems(
      menu([
        item(2, 2, { title: 'Pricing', path: '/pricing' }),
        item(1, 1, {
          title: 'Solutions',
          items: [
            item(12, 2, { title: 'Shown', show_in_drawer: true }),
            item(11, 1, { title: 'Hidden' }),
            item(13, 3, {
              title: 'Group',
              type: 'WRAPPER',
              path: null,
              items: [item(131, 1, { title: 'Sub', show_in_drawer: true }), item(132, 2)],
            }),
          ],
        }),
        item(3, 3, { title: 'Empty group', items: [item(31, 1)] }),
      ]),
    );
    expect(items).toEqual([
      {
        title: 'Solutions',
        path: '/p1',
        items: [
          { title: 'Shown', path: '/p12' },
          { title: 'Group', items: [{ title: 'Sub', path: '/p131' }] },
        ],
      },
      { title: 'Pricing', path: '/pricing' },
      // Still a group (bold, divider) when none of its children is shown, as before it travelled trimmed.
      { title: 'Empty group', path: '/p3', items: [] },
    ]);
  });

  it('renders the general brand menu with its markdown entry', () => {
    const markup = html(
      <DrawerMenu
        items={toDrawerItems(embeddedMenus(SITE_DATA.tenants.default!).main)}
        search=""
        showTrialButton={false}
      />,
    );
    expect(markup).toContain('<strong>New:</strong> <a href="/solutions/hybrid-events">Hybrid events</a>');
    expect(markup).toContain('<strong>Solutions</strong>');
  });

  it('marks each entry of a language group with the language of its path (each names itself)', () => {
    const languages = {
      title: 'Sprache',
      languages: true as const,
      items: [
        { title: 'English', path: '/pricing?plan=pro' },
        { title: 'Deutsch', path: '/de/pricing?plan=pro' },
      ],
    };
    const markup = html(<DrawerMenu items={[languages]} search="" showTrialButton={false} />);
    expect(markup).toContain('<span lang="en">English</span>');
    expect(markup).toContain('<span lang="de">Deutsch</span>');
    expect(markup).toMatch(/<strong>Sprache<\/strong>/);
  });
});

describe('an entry whose page stays English', () => {
  it('keeps the space before its marker: label and marker are one flex item, not two', () => {
    const markup = html(
      <DrawerMenu
        items={[{ title: 'باقات العافية', path: '/challenges/wellbeing-packs', en: true }]}
        search=""
        showTrialButton={false}
        inEnglish="(بالإنجليزية)"
      />,
    );
    // The link is a flex box; a marker of its own would be a second flex item, and a flex item's
    // leading space is dropped ("باقات العافية(بالإنجليزية)").
    expect(markup).toMatch(
      /<a [^>]*hrefLang="en"[^>]*><span>باقات العافية<span class="tt-in-english"> (<!-- -->)?\(بالإنجليزية\)<\/span><\/span><\/a>/,
    );
    expect(classesBefore(markup, '<span>باقات العافية').map(rulesOf).join(';')).toContain('display:flex');
  });
});
