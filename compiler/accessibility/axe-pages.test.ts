import { describe, expect, it } from 'vitest';
import { AXE_CONTENT_PAGES, AXE_ISLAND_PAGES, AXE_THEMED_PAGES, axeAuditedPages } from './axe-pages.ts';

describe('axeAuditedPages', () => {
  it('counts each brand’s distinct pages once', () => {
    expect(axeAuditedPages(['/', '/contact'], { default: ['/a', '/'], cofi: ['/b'] }, ['/pricing'])).toBe(4 + 4);
  });

  it('counts the lists the browser tests walk', () => {
    const perBrand = AXE_THEMED_PAGES.length + Object.keys(AXE_ISLAND_PAGES).length;
    const content = Object.values(AXE_CONTENT_PAGES).flat().length;
    expect(axeAuditedPages()).toBe(perBrand * 2 + content);
  });
});
