import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A refused send is said beside the button that sent it, in the page's flow: no toast over the
 * fields (nothing fixed, sticky or absolute on its way up), within a line of the button.
 */
export async function expectRefusedBesideSubmit(page: Page, button: string, text: string) {
  const refused = page.getByTestId('form-refused');
  expect(await refused.textContent()).toBe(text);
  expect(await page.getByTestId('snackbar').isVisible()).toBe(false);
  const inFlow = await refused.evaluate((el) => {
    for (let e: Element | null = el; e; e = e.parentElement)
      if (['fixed', 'sticky', 'absolute'].includes(getComputedStyle(e).position)) return false;
    return true;
  });
  expect(inFlow).toBe(true);
  const a = (await page.getByRole('button', { name: button }).boundingBox())!;
  const b = (await refused.boundingBox())!;
  const gap = Math.hypot(
    Math.max(a.x - (b.x + b.width), b.x - (a.x + a.width), 0),
    Math.max(a.y - (b.y + b.height), b.y - (a.y + a.height), 0),
  );
  expect(gap).toBeLessThanOrEqual(24);
}
