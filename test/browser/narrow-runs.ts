import type { Page } from 'playwright-core';

/**
 * The stretches of a page's main content that sit in a narrow column with empty space beside it:
 * scanning the page top to bottom in 8 px bands, a band is narrow when everything visible in it
 * (text blocks, pictures, fields, tables) spans less than `share` of the window's width. Returns
 * each run of narrow bands (a form, and a row pairing a claim with its picture, counts as one block) (blank bands between blocks up to 96 px tall continue a run) with the
 * heading or first words where it starts, so a failure names the part of the page to widen.
 */
export function narrowRuns(page: Page, share = 0.6): Promise<{ from: number; height: number; at: string }[]> {
  return page.evaluate((share) => {
    const main = document.querySelector('main')!;
    const leaves = [
      ...main.querySelectorAll<HTMLElement>(
        'form, [data-row], p, li, h1, h2, h3, h4, dt, dd, blockquote, figcaption, table, img, svg, [role="img"], input, select, textarea, button, label',
      ),
    ].filter((el) => {
      // A form counts as one block (its fields keep their own measure), and so does a row that pairs
      // a claim with its picture (worker/home/product-overview.tsx): the two share the width.
      // A picture drawn in HTML (`role="img"`, the trust centre's privacy screens) is one block too.
      if (el.parentElement?.closest('form, [data-row]') || el.parentElement?.closest('svg, [role="img"]')) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    const boxes = leaves.map((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + scrollY, bottom: r.bottom + scrollY, left: r.left, right: r.right, el };
    });
    const end = Math.max(...boxes.map((b) => b.bottom));
    const runs: { from: number; height: number; at: string }[] = [];
    let run: { from: number; to: number; at: string } | null = null;
    let blank = 0;
    for (let y = Math.min(...boxes.map((b) => b.top)); y < end; y += 8) {
      const inBand = boxes.filter((b) => b.top < y + 8 && b.bottom > y);
      if (inBand.length === 0) {
        blank += 8;
        if (run && blank > 96) (runs.push({ from: run.from, height: run.to - run.from, at: run.at }), (run = null));
        continue;
      }
      blank = 0;
      const span = Math.max(...inBand.map((b) => b.right)) - Math.min(...inBand.map((b) => b.left));
      if (span < innerWidth * share) {
        run ??= { from: y, to: y, at: (inBand[0]!.el.textContent ?? '').trim().slice(0, 40) };
        run.to = y + 8;
      } else if (run) {
        runs.push({ from: run.from, height: run.to - run.from, at: run.at });
        run = null;
      }
    }
    if (run) runs.push({ from: run.from, height: run.to - run.from, at: run.at });
    return runs;
  }, share);
}
