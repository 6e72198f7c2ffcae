import { describe, expect, it } from 'vitest';
import { AXE_CONTENT_PAGES, AXE_THEMED_PAGES, axeAuditSize } from './axe-pages.ts';

describe('axeAuditSize', () => {
  it('counts each brand’s distinct pages, and every audit the test makes', () => {
    expect(axeAuditSize(['/', '/contact'], { default: ['/a', '/'], cofi: ['/b'] })).toEqual({
      pages: 3 + 3,
      audits: 2 * 2 + 2 + (2 * 2 + 1) + 1,
    });
  });

  it('counts the list the browser test walks', () => {
    const content = Object.values(AXE_CONTENT_PAGES).flat().length;
    expect(axeAuditSize().pages).toBe(AXE_THEMED_PAGES.length * 2 + content);
  });
});
