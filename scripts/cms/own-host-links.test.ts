import { describe, expect, it } from 'vitest';
import { brandOfHost, isPageOf, ownHostLinkMessage, ownHostLinkProblems } from './own-host-links.ts';
import { checkMenuTree, checkPage, menuBrands, offeredInMenu } from './site-rules.ts';

describe('full addresses on the brand’s own site', () => {
  it('knows each brand by its hosts and partner hosts, and nothing else', () => {
    expect(brandOfHost('www.corporatefitness.example')).toBe('cofi');
    expect(brandOfHost('mzg.corporatefitness.example')).toBe('cofi');
    expect(brandOfHost('WWW.TeamTrek.example')).toBe('default');
    expect(brandOfHost('www.walkmymiles.example')).toBe('default');
    expect(brandOfHost('example.org')).toBeNull();
  });

  it('an address on a brand’s host must land on one of its pages; other hosts and real pages pass', () => {
    expect(isPageOf('cofi', '/pricing')).toBe(true);
    expect(ownHostLinkMessage('https://www.corporatefitness.example/pricing?plan=team', 'X')).toBeNull();
    expect(ownHostLinkMessage('https://www.strava.com/nowhere', 'X')).toBeNull();
    expect(ownHostLinkMessage('mailto:hello@corporatefitness.example', 'X')).toBeNull();
    expect(ownHostLinkMessage('https://www.corporatefitness.example/pricng', "Call to action 1's link")).toBe(
      "Call to action 1's link: https://www.corporatefitness.example/pricng is on the Corporate Fitness site, which has no page at /pricng; choose one of its pages (a path like /pricing works on every host of the brand).",
    );
  });

  it('finds them in the calls to action and in links of the copy, on the field the admin marks', () => {
    const body = [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'See ' },
          {
            type: 'link',
            url: 'https://www.teamtrek.example/solutions/nowhere',
            children: [{ type: 'text', text: 'x' }],
          },
        ],
      },
    ];
    expect(
      ownHostLinkProblems({ cta: [{ href: '/pricing' }, { href: 'https://www.teamtrek.example/pricng' }], body }).map(
        (p) => [p.path, p.message.split(':')[0]],
      ),
    ).toEqual([
      ['cta.1.href', "Call to action 2's link"],
      ['body', 'The body'],
    ]);
  });

  it('checkPage (Strapi at Save) refuses such a link beside the site’s own rules', () => {
    expect(
      checkPage({
        path: '/solutions/workplace',
        title: 'Fine',
        description: 'Fine.',
        cta: [{ label: 'Prices', href: 'https://www.corporatefitness.example/pricng' }],
      }),
    ).toEqual([{ path: 'cta.0.href', message: expect.stringContaining('which has no page at /pricng') }]);
  });

  it('a menu’s External item on the brand’s host that lands on no page is named by its titles', () => {
    const tree = [
      {
        title: 'About',
        type: 'WRAPPER',
        path: '/',
        items: [{ title: 'Prices', type: 'EXTERNAL', path: 'https://www.corporatefitness.example/pricng', items: [] }],
      },
    ];
    expect(checkMenuTree('main-menu-cofi', tree).map((p) => p.message)).toContain(
      'About › Prices: its address: https://www.corporatefitness.example/pricng is on the Corporate Fitness site, which has no page at /pricng; choose one of its pages (a path like /pricing works on every host of the brand).',
    );
  });
});

describe('the page picker of a menu', () => {
  it('knows which brands read a menu', () => {
    expect(menuBrands('main-menu-cofi')).toEqual(['cofi']);
    expect(menuBrands('footer')).toEqual(['default']);
    expect(menuBrands('Navigation')).toEqual([]);
  });

  it('offers a Corporate Fitness menu its own pages only, and TeamTrek menus theirs', () => {
    expect(offeredInMenu('main-menu-cofi', '/solutions/workplace')).toBe(true);
    expect(offeredInMenu('main-menu-cofi', '/about')).toBe(false);
    expect(offeredInMenu('main-menu', '/about')).toBe(true);
    expect(offeredInMenu('main-menu', '/solutions/workplace')).toBe(false);
    expect(offeredInMenu('Navigation', '/solutions/workplace')).toBe(true);
  });
});
