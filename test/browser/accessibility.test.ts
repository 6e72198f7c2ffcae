import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, formatViolations, openPage, runAxe } from './browser.ts';

afterAll(closeSharedBrowser);

const PAGES = ['/', '/contact', '/solutions'];

describe.each(['default', 'cofi'])('axe on %s', (tenantId) => {
  it.each(PAGES.flatMap((path) => [path, `${path}?theme=highcontrast`]))('%s has no WCAG A/AA violations', async (path) => {
    const { page, close } = await openPage(tenantId, path);
    try {
      expect(formatViolations(await runAxe(page))).toBe('');
    } finally {
      await close();
    }
  });
});
