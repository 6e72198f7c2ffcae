import type { Page } from 'playwright-core';

/** The layout shifts of a page not caused by input: their sum (its CLS) and how many moved something inside `within`. */
export interface LayoutShifts {
  sum: number;
  inside: number;
  /** Each shift: its score and what moved (`tag#id.class`), for a failing test's message. */
  moved: string[];
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
        const found = { sum: 0, inside: 0, moved: [] as string[] };
        const named = (n: Node | undefined) =>
          n instanceof Element
            ? `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${[...n.classList].map((c) => `.${c}`).join('')}`
            : String(n?.nodeName);
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Shift[]) {
            if (e.hadRecentInput) continue;
            found.sum += e.value;
            found.moved.push(`${e.value.toFixed(5)} ${e.sources.map((s) => named(s.node)).join(' ')}`);
            if (e.sources.some((s) => s.node && document.querySelector(selector)?.contains(s.node))) found.inside++;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(found), ms);
      }),
    [within, settleMs] as const,
  );
}
