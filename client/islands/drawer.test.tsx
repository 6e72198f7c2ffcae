import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Drawer from './drawer.tsx';

describe('Drawer (server HTML)', () => {
  // Which side it opens from is CSS (inset-inline-start): test/browser/right-to-left.test.ts.
  it('is closed until toggled', () => {
    const items = [{ title: 'Pricing', path: '/pricing' }];
    const html = renderToString(
      <Drawer
        items={items}
        search=""
        showTrialButton
        labels={{ open: 'Open menu', close: 'Close menu', siteMenu: 'Site menu', startTrial: 'Start Free Trial' }}
      />,
    );
    // The closed drawer's menu is not in the page: it travels once, as the island's props.
    expect(html).not.toContain('href="/pricing"');
    expect(html).not.toContain('Start Free Trial');
    expect(html).toMatch(/<aside[^>]*hidden=""/);
    expect(html).toContain('aria-expanded="false"');
  });
});
