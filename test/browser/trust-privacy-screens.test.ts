/**
 * TeamTrek's "who sees your profile" draws each privacy level as two phone screens. On a 390 px
 * phone every word in them is whole: no activity cut to "Lunch w…", no text past its phone's frame
 * or clipped by its own box, in English, in German (long words) and in Arabic (right to left).
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedBrowser } from './browser.ts';
import { closeTrustCentre, openTrustCentre } from './trust-centre-page.ts';

afterAll(closeSharedBrowser);

afterEach(closeTrustCentre);

const open = (prefix: string, width: number): Promise<Page> => openTrustCentre('default', prefix, width);

/** Each text in the mock-ups that does not show whole: its level and words, and why. */
const cutTexts = (page: Page) =>
  page.evaluate(() => {
    const cut: string[] = [];
    for (const picture of document.querySelectorAll<HTMLElement>('[data-privacy-screens]')) {
      const level = picture.closest('[data-privacy-level]')?.getAttribute('data-privacy-level');
      for (const el of picture.querySelectorAll<HTMLElement>('*')) {
        if (!(el instanceof HTMLElement) || el.clientWidth === 0) continue;
        const style = getComputedStyle(el);
        const words = (el.textContent ?? '').trim().slice(0, 30);
        if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth)
          cut.push(`${level} "${words}" ellipsed`);
        else if (el.scrollWidth > el.clientWidth + 1) cut.push(`${level} "${words}" wider than its box`);
      }
      // Every line of text inside the frame of its phone (inside its border), or of the picture.
      const walker = document.createTreeWalker(picture, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const phone = node.parentElement!.closest<HTMLElement>('.phone') ?? picture;
        const outer = phone.getBoundingClientRect();
        const left = outer.left + phone.clientLeft;
        const top = outer.top + phone.clientTop;
        const frame = { left, top, right: left + phone.clientWidth, bottom: top + phone.clientHeight };
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects())
          if (
            line.left < frame.left - 0.5 ||
            line.right > frame.right + 0.5 ||
            line.top < frame.top - 0.5 ||
            line.bottom > frame.bottom + 0.5
          )
            cut.push(`${level} "${node.textContent.trim().slice(0, 30)}" past its phone`);
      }
    }
    return cut;
  });

describe('the privacy mock-ups at 390 px', () => {
  it.each(['', '/de', '/ar'])('%s: every word whole, in all three levels', async (prefix) => {
    const page = await open(prefix, 390);
    expect(await page.locator('[data-privacy-screens]').count()).toBe(3);
    expect(await cutTexts(page)).toEqual([]);
  });

  it('at 1280 px too', async () => {
    expect(await cutTexts(await open('', 1280))).toEqual([]);
  });
});
