import type { Page } from 'playwright-core';

/** The layout shifts of a page not caused by input: their sum (its CLS) and how many moved something inside `within`. */
export interface LayoutShifts {
  sum: number;
  inside: number;
}

/**
 * Reads the page's layout shifts so far (buffered) and those in the next `settleMs`, leaving out
 * the ones right after input, as CLS does; `inside` counts the shifts with a source in the first
 * element matching `within` (`main`, `header`).
 *
 * @example
 * const shifts = await layoutShifts(page, 'main');
 * expect(shifts.inside).toBe(0);
 */
export function layoutShifts(page: Page, within: string, settleMs = 300): Promise<LayoutShifts> {
  return page.evaluate(
    ([selector, ms]) =>
      new Promise<LayoutShifts>((resolve) => {
        const found = { sum: 0, inside: 0 };
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Shift[]) {
            if (e.hadRecentInput) continue;
            found.sum += e.value;
            if (e.sources.some((s) => s.node && document.querySelector(selector)?.contains(s.node))) found.inside++;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(found), ms);
      }),
    [within, settleMs] as const,
  );
}
