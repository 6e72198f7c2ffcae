/**
 * The journey page ends on its own action: "Use this journey" filled (the planner keeps it current,
 * like the first screen's), a demo as a quiet link beside the band's words; no second primary.
 */
import { describe, expect, it } from 'vitest';
import { pageHtmlOf } from './helpers.ts';

const bandOf = (html: string) => /<section[^>]*data-testid="journey-closing"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
const actionsOf = (band: string) =>
  [...band.matchAll(/<a href="([^"]*)"(?: data-plan-link="use")? data-action="(\w+)">([^<]*)<\/a>/g)].map((m) => [
    m[2],
    m[3],
    m[1],
  ]);

describe('the journey page’s closing band', () => {
  it.each([
    ['', 'Use this journey', 'Book a demo', 'Walk it together'],
    ['/de', 'Diese Reise nutzen', 'Demo buchen', 'Gemeinsam auf die Strecke'],
    ['/ar', 'استخدم هذه الرحلة', 'احجز عرضًا توضيحيًا', 'انطلق مع فريقك'],
  ])('%s: use this journey filled, book a demo quiet', async (prefix, use, demo, heading) => {
    const html = await pageHtmlOf('default', `${prefix}/challenges/journeys/us-route-66?theme=highcontrast`);
    const band = bandOf(html);
    expect(band).toContain(`>${heading}</h2>`);
    const actions = actionsOf(band);
    expect(actions.map(([role, label]) => [role, label])).toEqual([
      ['primary', use],
      ['secondary', demo],
    ]);
    // The same plan-carrying link as the first screen's, kept current by the planner; links keep the theme.
    expect(band).toContain('data-plan-link="use"');
    expect(actions[0]![2]).toContain('journey=us-route-66');
    expect(actions[1]![2]).toBe(`${prefix}/contact?topic=demo&amp;theme=highcontrast`);
    // The page's end has no other filled call to action after the band.
    expect(html.slice(html.indexOf(band) + band.length)).not.toContain('data-action="primary"');
  });
});
