import { describe, expect, it } from 'vitest';
import '../../worker/index.ts';
import { get, HOSTS } from './helpers.ts';

/** Corporate fitness's copy keeps its own words: a price per participant, and one spelling of "wellbeing". */
describe('corporate fitness copy', () => {
  it('pricing describes its prices per participant, as its plan cards do', async () => {
    const html = await (await get(`https://${HOSTS.cofi}/pricing`)).text();
    expect(html).toContain('Per-participant pricing');
    expect(html).not.toMatch(/per-employee/i);
  });

  it.each(['/', '/product', '/solutions/education', '/product/challenges/well-being-challenges'])(
    '%s spells "wellbeing" one way (its addresses aside)',
    async (path) => {
      const html = await (await get(`https://${HOSTS.cofi}${path}`)).text();
      expect(html).toMatch(/wellbeing/i);
      expect(html.match(/(?<![/\w-])well-being(?!-challenges)/gi) ?? []).toEqual([]);
    },
  );
});
