import { describe, expect, it } from 'vitest';
import { menuMarketerMessage } from './menu-words.ts';
import { checkMenuTree } from './site-rules.ts';

const names = (routeSet: string) => ({ default: 'TeamTrek', cofi: 'Corporate Fitness' })[routeSet] ?? routeSet;

describe('a refused menu item in a marketer’s words', () => {
  it.each([
    [
      '"/about" is not a page of the cofi route set (used by tenants cofi, mzg, truenorth); link an existing page, or make it EXTERNAL if the legacy host serves it',
      'Contact: its link /about is not a page of the Corporate Fitness site; choose one of its pages, or, if the old Corporate Fitness site has that page, make the item an External source.',
    ],
    [
      '"/nowhere" is not a page of the default route set (used by tenants default); link an existing page',
      'Contact: its link /nowhere is not a page of the TeamTrek site; choose one of its pages.',
    ],
    [
      '"/pricing" is a page of the cofi route set (used by tenants cofi); make it INTERNAL',
      'Contact: /pricing is a page of the Corporate Fitness site; make the item an Internal source and choose that page.',
    ],
    [
      '"/blog" is an EXTERNAL site path, which only a legacy host can serve, and tenant default has none; use an https:// URL or an INTERNAL page',
      'Contact: an External source needs a full https:// address, not /blog; or make the item an Internal source and choose a page.',
    ],
    [
      'the related page abc123 is not published',
      'Contact: the page it links is not published; publish it, or choose another.',
    ],
  ])('%s', (message, words) => {
    expect(menuMarketerMessage({ titles: ['Contact'], field: 'path', message }, names)).toBe(words);
  });

  it('keeps a rule it has no words for, naming the item and field', () => {
    expect(
      menuMarketerMessage({ titles: ['Solutions', 'Education'], field: 'order', message: 'order 2 is taken' }, names),
    ).toBe('Solutions › Education › order: order 2 is taken.');
  });

  it('words what the site’s menu rules say of a CMS menu (checkMenuTree)', () => {
    const tree = [
      {
        id: 1,
        title: 'Contact',
        type: 'INTERNAL',
        path: '/no-such-page',
        items: [],
        order: 1,
        uiRouterKey: 'contact',
        menuAttached: true,
        collapsed: false,
      },
    ];
    const problems = checkMenuTree('main-menu-cofi', tree);
    expect(problems.map((p) => p.message)).toContain(
      'Contact: its link /no-such-page is not a page of the Corporate Fitness site; choose one of its pages, or, if the old Corporate Fitness site has that page, make the item an External source.',
    );
  });
});
