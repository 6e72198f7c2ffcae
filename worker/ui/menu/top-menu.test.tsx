import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../content/built-content.ts';
import { componentCss } from '../../../common/styles.ts';
import { MULTI_COLUMN_PANEL_WIDTH } from '../../../common/menu/menu-items.ts';
import { classesBefore, html, item, menu, rulesOf } from '../../../test/menu-test-helpers.ts';
import { TopMenu } from './top-menu.tsx';

const render = (raw: unknown[], search = '') => html(<TopMenu items={menu(raw)} search={search} />);
/** The markup of the dropdown whose button says `title`. */
const dropdownOf = (markup: string, title: string) =>
  markup.slice(markup.indexOf(`>${title}<svg`)).split('</details>')[0]!;

describe('TopMenu', () => {
  it('is a navigation landmark with a name', () => {
    expect(render([item(1, 1)])).toMatch(/^<nav class="go\d+" aria-label="Main">/);
    expect(html(<TopMenu items={[]} search="" label="Primary" />)).toContain('aria-label="Primary"');
  });

  it('opens https:// links in a new tab and builds site links with buildHref (preview parameters and gclid kept)', () => {
    const markup = render(
      [
        item(1, 1, { type: 'EXTERNAL', path: 'https://support.example/help' }),
        item(2, 2, { path: '/pricing?mode=x' }),
        item(3, 3, { type: 'EXTERNAL', path: '/blog' }),
      ],
      '?tenant=mzg&gclid=abc&utm_source=mail',
    );
    expect(markup).toMatch(
      /<a class="go\d+" href="https:\/\/support\.example\/help" target="_blank" rel="noopener">Item 1<span class="go\d+"> \(opens in a new tab\)<\/span><\/a>/,
    );
    expect(markup).toContain('href="/pricing?mode=x&amp;tenant=mzg&amp;gclid=abc">Item 2</a>');
    // An EXTERNAL site path (cofi's legacy pages) is same-origin: same tab, parameters kept.
    expect(markup).toContain('href="/blog?tenant=mzg&amp;gclid=abc">Item 3</a>');
    expect(markup).not.toContain('utm_source');
  });

  it('makes an entry with children a dropdown button with an aria-hidden down arrow that works without JavaScript', () => {
    const markup = render([item(1, 1, { items: [item(11, 1)] })]);
    expect(markup).toMatch(
      /<details class="go\d+" name="top-menu"><summary class="go\d+">Item 1<svg [^>]*aria-hidden="true" focusable="false"><path [^>]*d="M7 10l5 5 5-5z"><\/path><\/svg><\/summary>/,
    );
    expect(markup).toContain('<a href="/p11">Item 11</a>');
    expect(markup).not.toMatch(/<a[^>]*href="\/p1"/);
  });

  it('gives the panel a 600 px width when a child is multi_column, and the default width otherwise', () => {
    const markup = render([
      item(1, 1, { items: [item(11, 1, { multi_column: true, items: [item(111, 1)] }), item(12, 2)] }),
      item(2, 2, { items: [item(21, 1)] }),
    ]);
    expect(MULTI_COLUMN_PANEL_WIDTH).toBe(600);
    expect(dropdownOf(markup, 'Item 1')).toContain('data-panel="wide"');
    expect(dropdownOf(markup, 'Item 2')).toContain('data-panel="default"');
    const panelClass = /<div class="(go\d+)" data-panel="wide"/.exec(markup)![1]!;
    expect(componentCss()).toContain(`.${panelClass}[data-panel='wide']{width:${MULTI_COLUMN_PANEL_WIDTH}px;}`);
    expect(rulesOf(panelClass)).not.toMatch(/(^|;)width:/);
  });

  it('lays multi_column children out as equal columns (12 / count grid units), each a heading over its items', () => {
    const markup = render([
      item(1, 1, {
        items: [
          item(11, 1, { title: 'Benefits', multi_column: true, items: [item(112, 2), item(111, 1)] }),
          item(12, 2, {
            title: 'Integrations',
            type: 'WRAPPER',
            path: null,
            multi_column: true,
            items: [item(121, 1)],
          }),
        ],
      }),
      item(2, 2, { items: [1, 2, 3].map((n) => item(20 + n, n, { multi_column: true, items: [item(200 + n, 1)] })) }),
    ]);
    expect(dropdownOf(markup, 'Item 1')).toMatch(/<div class="go\d+" data-cols="6">/);
    expect(dropdownOf(markup, 'Item 2')).toMatch(/<div class="go\d+" data-cols="4">/);
    expect(componentCss()).toMatch(/\[data-cols='6'\]\{grid-template-columns:repeat\(2, 1fr\);\}/);
    expect(componentCss()).toMatch(/\[data-cols='4'\]\{grid-template-columns:repeat\(3, 1fr\);\}/);
    // A heading with a path is a link; a WRAPPER heading is text. Each names its group of items.
    expect(markup).toMatch(
      /<p class="go\d+" id="top-menu-11"><a href="\/p11">Benefits<\/a><\/p><div role="group" aria-labelledby="top-menu-11"><ul><li><a href="\/p111">Item 111<\/a><\/li><li><a href="\/p112">Item 112<\/a><\/li><\/ul><\/div>/,
    );
    expect(markup).toMatch(
      /<p class="go\d+" id="top-menu-12">Integrations<\/p><div role="group" aria-labelledby="top-menu-12"><ul><li><a href="\/p121">/,
    );
  });

  it('puts the other children in a list below the columns', () => {
    const markup = dropdownOf(
      render([
        item(1, 1, { items: [item(12, 1), item(11, 2, { multi_column: true, items: [item(111, 1)] }), item(13, 3)] }),
      ]),
      'Item 1',
    );
    const grid = markup.indexOf('data-cols="12"');
    expect(grid).toBeGreaterThan(0);
    expect(markup.slice(grid)).toMatch(
      /<\/div><\/div><\/div><ul><li><a href="\/p12">Item 12<\/a><\/li><li><a href="\/p13">Item 13<\/a><\/li><\/ul>/,
    );
  });

  it('draws a separator before an item with divider_above', () => {
    const markup = render([item(1, 1, { items: [item(11, 1), item(12, 2, { divider_above: true }), item(13, 3)] })]);
    expect(markup).toContain(
      '<ul><li><a href="/p11">Item 11</a></li></ul><hr/><ul><li><a href="/p12">Item 12</a></li><li><a href="/p13">Item 13</a></li></ul>',
    );
    expect(markup.match(/<hr/g)).toHaveLength(1);
  });

  it('shows entries without children as plain text buttons (links styled like the dropdown buttons)', () => {
    const markup = render([item(1, 1, { items: [item(11, 1)] }), item(2, 2, { title: 'Pricing', path: '/pricing' })]);
    const [buttonClass] = classesBefore(markup, 'Item 1<svg');
    expect(markup).toContain(`<li><a class="${buttonClass}" href="/pricing">Pricing</a></li>`);
    expect(rulesOf(buttonClass!)).toMatch(/min-height:44px.*color:inherit.*text-decoration:none/);
  });

  it('sorts entries and children by order', () => {
    const markup = render([item(2, 2, { items: [item(22, 2), item(21, 1)] }), item(1, 1)]);
    expect(markup.indexOf('Item 1<')).toBeLessThan(markup.indexOf('Item 2<'));
    expect(markup.indexOf('Item 21')).toBeLessThan(markup.indexOf('Item 22'));
  });

  it('escapes titles', () => {
    const markup = render([item(1, 1, { title: '<img src=x onerror=alert(1)>' })]);
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(markup).not.toContain('<img');
  });

  it('renders the cofi menu: the product dropdown is a 600-wide panel with two columns, benefits and integrations', () => {
    const markup = html(<TopMenu items={CONTENT.menus['main-menu-cofi']!} search="" />);
    const product = dropdownOf(markup, 'Product');
    expect(product).toContain('data-panel="wide"');
    expect(product).toMatch(
      /data-cols="6">.*<a href="\/product\/benefits">Benefits<\/a>.*<a href="\/product\/integrations">Integrations<\/a>/,
    );
    expect(dropdownOf(markup, 'Challenges')).toContain('data-panel="default"');
    expect(markup).toContain('href="https://support.corporatefitness.example" target="_blank" rel="noopener"');
  });
});
