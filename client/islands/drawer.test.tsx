import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Drawer from './drawer.tsx';

describe('Drawer (server HTML)', () => {
  it.each([
    ['ltr', 'left'],
    ['rtl', 'right'],
  ] as const)('in a %s document opens from the %s, closed until toggled', (dir, side) => {
    const items = [{ title: 'Pricing', path: '/pricing' }];
    const html = renderToString(
      <Drawer
        items={items}
        search=""
        showTrialButton
        dir={dir}
        labels={{ open: 'Open menu', close: 'Close menu', siteMenu: 'Site menu', startTrial: 'Start Free Trial' }}
      />,
    );
    expect(html).toContain(`data-side="${side}"`);
    // The closed drawer's menu is not in the page: it travels once, as the island's props.
    expect(html).not.toContain('href="/pricing"');
    expect(html).not.toContain('Start Free Trial');
    expect(html).toMatch(/<aside[^>]*hidden=""/);
    expect(html).toContain('aria-expanded="false"');
  });
});
