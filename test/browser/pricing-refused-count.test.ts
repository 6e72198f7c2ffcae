/**
 * A count the estimator refuses stays marked when the buyer moves on, in Chromium, both brands:
 * after 0 participants and Tab, focus is in the next field, and the participants field still shows
 * the error colour around it (in the high-contrast theme too, where every border takes one colour)
 * with its message right under it, while the result asks for "the highlighted field".
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../common/brands.ts';
import { closeSharedBrowser, hydrateIsland, sharedBrowser, tenantOrigin, waitForIslands } from './browser.ts';

afterAll(closeSharedBrowser);

const ESTIMATOR = 'tt-island[data-island="pricing-estimator"]';
/** The refusal's colour (client/islands/parts/pricing-estimator-styles.ts). */
const ERROR = 'rgb(176, 0, 32)';

describe.each(BRANDS)('/pricing on %s', (tenantId) => {
  it.each([
    [1280, ''],
    [1280, '?theme=highcontrast'],
    [390, ''],
  ] as const)(
    'at %i px%s: 0 participants, then Tab: the field stays marked, its message under it',
    async (width, query) => {
      const context = await (await sharedBrowser()).newContext({ viewport: { width, height: 800 } });
      try {
        const page = await context.newPage();
        await page.goto(`${tenantOrigin(tenantId)}/pricing${query}`, { waitUntil: 'load' });
        await hydrateIsland(page, 'pricing-estimator');
        await waitForIslands(page);
        const form = page.getByTestId('estimator');
        const participants = form.getByLabel('Participants', { exact: true });
        await participants.fill('0');
        await participants.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('months');
        await expect
          .poll(() => page.getByTestId('estimate-result').innerText())
          .toBe('No total yet: please check the highlighted field.');
        const mark = await participants.evaluate((input) => {
          const style = getComputedStyle(input);
          return { invalid: input.getAttribute('aria-invalid'), ring: style.boxShadow };
        });
        expect(mark.invalid).toBe('true');
        // A ring in the error colour at least 2 px wide outside the field's border.
        expect(mark.ring).toContain(ERROR);
        expect(Number(/ (\d+(?:\.\d+)?)px$/.exec(mark.ring.replace(ERROR, '').trim())?.[1])).toBeGreaterThanOrEqual(2);
        // Its message right under it, in view.
        const message = page.getByTestId('participants-error');
        expect(await message.isVisible()).toBe(true);
        const field = (await participants.boundingBox())!;
        const under = (await message.boundingBox())!;
        expect(under.y).toBeGreaterThanOrEqual(field.y + field.height);
        expect(under.y).toBeLessThan(field.y + field.height + 24);
        // The other fields are not marked.
        const months = await form.getByLabel('Months', { exact: true }).evaluate((i) => getComputedStyle(i).boxShadow);
        expect(months).not.toContain(ERROR);
      } finally {
        await context.close();
      }
    },
  );
});
