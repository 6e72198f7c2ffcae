import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Drawer from './drawer.tsx';

describe('Drawer (server HTML)', () => {
  it.each([
    ['ltr', 'left'],
    ['rtl', 'right'],
  ] as const)('in a %s document opens from the %s, closed until toggled', (dir, side) => {
    const html = renderToString(<Drawer items={[]} search="" showTrialButton={false} dir={dir} />);
    expect(html).toContain(`data-side="${side}"`);
    expect(html).toMatch(/<aside[^>]*hidden=""/);
    expect(html).toContain('aria-expanded="false"');
  });
});
