import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../worker/index.ts';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../worker/content/built-content.ts';
import type { Env } from '../../worker/env.ts';
import { getSubmission } from '../../worker/forms/submissions.ts';
import { leadFields, postForm } from './forms-post.ts';
import { get } from './helpers.ts';
import { urlOf } from '../tenant-hosts.ts';

const DB = (env as unknown as Env).DB;
const page = async (path: string) => {
  const res = await get(urlOf('default', path));
  expect(res.status, path).toBe(200);
  return { res, html: await res.text() };
};
const daysIn = (html: string) => Number(html.match(/data-testid="plan-days" data-days="(\d+)"/)?.[1]);
const decode = (s: string) => s.replace(/&amp;/g, '&');

describe('journey planner, server-rendered (GET form, no JavaScript)', () => {
  it.each([
    // journey, query, expected days = ceil(distance / (people × daily km per person)); 1,250 steps a km
    ['european-landmarks', 'people=30&daily=8000&unit=steps', Math.ceil(3440 / (30 * 6.4))],
    ['us-route-66', 'people=12&daily=9.5&unit=km', Math.ceil(3940 / (12 * 9.5))],
    ['camino-de-santiago', 'people=5&daily=10000&unit=steps&start=2027-01-04', Math.ceil(780 / (5 * 8))],
    // 20 min of cycling a day: 229 steps a minute (content/step-conversion.json) = 4,580 steps = 3.664 km more.
    [
      'solar-system',
      'people=40&daily=6000&unit=steps&activity=CYCLING&minutes=20',
      Math.ceil(4495 / (40 * (4.8 + 3.664))),
    ],
  ])('%s?%s → %i days', async (slug, query, days) => {
    const { html } = await page(`/challenges/journeys/${slug}?${query}`);
    expect(daysIn(html)).toBe(days);
    // The form shows the plan it answered, and "Use this journey" carries it to the contact form.
    expect(html).toMatch(/name="people"[^>]*value="\d+"/);
    const use = decode(html.match(/href="([^"]+)" data-plan-link="use"/)![1]!);
    expect(use).toMatch(new RegExp(`^/contact\\?topic=demo&journey=${slug}&people=`));
    for (const pair of query.split('&')) expect(use).toContain(pair);
  });

  it('the finish date and each week: start counts as day 1, weeks listed until the finish', async () => {
    const { html } = await page('/challenges/journeys/european-landmarks?people=30&daily=8000&start=2027-01-04');
    expect(daysIn(html)).toBe(18);
    expect(html).toContain('Finish on January 21, 2027.');
    expect(html).toContain('Week 1: 1,344 km · 286 km to Brandenburg Gate, Berlin');
    expect(html).toContain('Week 3: at the finish');
    // Weeks 1 and 2 end where sample teams stand: the visitor's own plan has the teams step back, its weeks drawn.
    expect(html).toContain('The map now shows your group’s plan.');
    expect(html).toContain('data-week="1"');
    expect(html).toContain('data-week="2"');
    // 20 people: weeks 1 and 2 drawn on each of the map's two drawings, wide and phone, at their km.
    const twenty = await page('/challenges/journeys/european-landmarks?people=20&daily=8000');
    expect(twenty.html.match(/data-week="[12]"/g)).toEqual([
      'data-week="1"',
      'data-week="2"',
      'data-week="1"',
      'data-week="2"',
    ]);
  });

  it('a plan longer than the listed weeks counts the rest from its days, past the year the map marks', async () => {
    // One person at 8,000 steps (6.4 km) a day: 3,940 km take 616 days, 88 weeks; 12 are listed.
    const { html } = await page('/challenges/journeys/us-route-66?people=1&daily=8000&unit=steps');
    expect(daysIn(html)).toBe(616);
    expect(html).toContain('…and 76 more weeks');
    const { html: arabic } = await page('/ar/challenges/journeys/us-route-66?people=1&daily=8000&unit=steps');
    expect(arabic).toMatch(/76 أسبوعًا/);
  });

  it('impossible input is refused beside its field, with no plan shown for it', async () => {
    const { html } = await page('/challenges/journeys/european-landmarks?people=0&daily=-5&unit=km&start=2027-02-30');
    expect(html).not.toContain('data-testid="plan-days"');
    expect(html).toContain('Correct the marked field to see your plan.');
    // The fields keep what was typed, marked and described by their messages.
    const field = (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))![0];
    expect(field('people')).toContain('value="0"');
    expect(field('people')).toContain('aria-invalid="true" aria-describedby="plan-people-error"');
    expect(field('daily')).toContain('value="-5"');
    expect(field('daily')).toContain('aria-invalid="true" aria-describedby="plan-daily-error"');
    expect(html).toContain('id="plan-people-error">Enter a whole number of people from 1 to 100,000.</p>');
    expect(html).toContain('id="plan-daily-error">Enter a daily average from 0.5 to 100 km.</p>');
    // No weekly markers for a plan that was not made.
    expect(html).not.toMatch(/data-week="\d+"/);
    for (const query of ['people=99999999', 'people=2.5', 'daily=0', 'daily=1e12', 'daily=abc']) {
      const refused = await page(`/challenges/journeys/european-landmarks?${query}`);
      expect(refused.html, query).toContain('data-testid="plan-refused"');
      expect(refused.html, query).toContain('aria-invalid="true"');
    }
    // A valid plan marks nothing.
    const fine = await page('/challenges/journeys/european-landmarks?people=30&daily=8000');
    expect(fine.html).not.toContain('aria-invalid');
    expect(fine.html).not.toContain('data-testid="plan-refused"');
  });

  it('a GET that switched the unit converts the figure: 8,000 steps become 6.4 km, not 8,000 km', async () => {
    const { html } = await page('/challenges/journeys/european-landmarks?people=30&daily=8000&unit=km&from=steps:8000');
    expect(html).toMatch(/name="daily"[^>]*value="6.4"/);
    expect(daysIn(html)).toBe(Math.ceil(3440 / (30 * 6.4)));
    expect(html).toContain('Your group covers 192 km a day (6.4 km per person).');
    // Whole figures drop ".0" in every language (Arabic here).
    const { html: arabic } = await page('/ar/challenges/journeys/european-landmarks?people=11&daily=3&unit=km');
    expect(arabic.replace(/<!-- -->/g, '')).toMatch(/33 كم[^<]*\(3 كم للشخص\)/);
    expect(arabic).not.toMatch(/\d\.0 كم/);
    const back = await page('/challenges/journeys/european-landmarks?people=30&daily=6.4&unit=steps&from=km:6.4');
    expect(back.html).toMatch(/name="daily"[^>]*value="8000"/);
    // A figure typed anew with the switch is read in the new unit.
    const typed = await page('/challenges/journeys/us-route-66?people=12&daily=9.5&unit=km&from=steps:8000');
    expect(daysIn(typed.html)).toBe(Math.ceil(3940 / (12 * 9.5)));
  });

  it('one day is "1 day", and each figure keeps one precision', async () => {
    const { html } = await page('/challenges/journeys/camino-de-santiago?people=100000&daily=8000');
    expect(daysIn(html)).toBe(1);
    expect(html).toMatch(/data-days="1">1<\/strong> (<!-- -->)?day to finish</);
    const many = await page('/challenges/journeys/camino-de-santiago?people=1&daily=8000');
    expect(many.html).toMatch(/<\/strong> (<!-- -->)?days to finish</);
    // 1 person at 6.4 km: the daily figures to 0.1 km, positions in whole km (44.8 → 45).
    expect(many.html).toContain('You cover 6.4 km a day.');
    expect(many.html).not.toContain('Your group covers 6.4 km');
    expect(many.html).toContain('Week 1: 45 km · 23 km to ');
  });

  it('plan parameters render fresh and are not stored; the plain page is cached', async () => {
    // The test config turns the HTML cache off; as in html-cache.test.ts, these go to the worker with it on.
    const send = async (path: string) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch!(
        new Request(urlOf('default', path), { headers: { 'user-agent': 'Mozilla/5.0 Chrome/126.0' } }) as never,
        { ...(env as unknown as Env), HTML_CACHE: 'on' },
        ctx,
      );
      await res.text();
      await waitOnExecutionContext(ctx);
      return res.headers.get('x-cache');
    };
    expect(await send('/challenges/journeys/us-east-coast?people=7')).toBe('BYPASS');
    expect(await send('/challenges/journeys/us-east-coast?people=7')).toBe('BYPASS');
    await send('/challenges/journeys/us-east-coast');
    expect(await send('/challenges/journeys/us-east-coast')).toBe('HIT');
  });
});

describe('journey page: the map and the stages', () => {
  it.each(Object.values(CONTENT.journeys).map((j) => [j.slug, j] as const))(
    '%s: the map labels its stages and shows the sample teams; stages once, as cards',
    async (slug, journey) => {
      const { html } = await page(`/challenges/journeys/${slug}`);
      const map = html.slice(html.indexOf('data-testid="journey-map"'), html.indexOf('data-testid="map-team-legend"'));
      const teams = journey.teams!;
      expect(teams.length).toBeGreaterThanOrEqual(3);
      for (const t of teams) expect(map).toContain(`data-team="${t.name.replace(/'/g, '&#x27;')}"`);
      if ((journey.map ?? 'earth') === 'earth') {
        const wide = map.slice(0, map.indexOf('data-map-layout="narrow"'));
        const narrow = map.slice(map.indexOf('data-map-layout="narrow"'));
        // Both drawings (wide and phone) number every stop; the wide one names every stage, the
        // phone's the start, the finish and the leading team, then the other stops where they fit.
        for (const drawing of [wide, narrow])
          expect(drawing.match(/class="stop" data-stop="\d+"/g)).toHaveLength(journey.stages.length);
        expect(wide.match(/data-stage-label=/g)).toHaveLength(journey.stages.length);
        const last = journey.stages.length;
        expect(narrow).toMatch(/data-stop-name="1"/);
        expect(narrow).toMatch(new RegExp(`data-stop-name="${last}"`));
        expect(narrow).toContain(`data-team-name="${journey.teams![0]!.name.replace(/'/g, '&#x27;')}"`);
      }
      // Each stage once: one card headed by the stage's whole name as the content writes it
      // ("St. Louis, Missouri", like "Chicago, Illinois"), no table, no second list in the copy.
      for (const s of journey.stages) {
        const card = `<h3>${s.name.replace(/'/g, '&#x27;')}</h3>`;
        expect(html.split(card).length - 1, s.name).toBe(1);
      }
      expect(html).not.toContain('class="region"');
      expect(html).not.toContain('<table');
      expect(html).not.toContain('What teams see along the way');
      expect(html.match(/data-testid="stage-cards"/g)).toHaveLength(1);
      // Count what is said: the facts name as many stops as the map numbers and the list shows.
      const stops = journey.stages.length;
      expect(html).toMatch(new RegExp(`<li><strong>${stops}</strong>(<!-- -->)? ?stops</li>`));
      if ((journey.map ?? 'earth') === 'earth') expect(html).toContain(`${stops} stops from`);
    },
  );

  it.each(['', '/de', '/fr', '/es', '/nl', '/ar'])(
    "%s/challenges/journeys/us-route-66: every card with a region names it after a comma, as Chicago's does",
    async (prefix) => {
      const { html } = await page(`${prefix}/challenges/journeys/us-route-66`);
      const from = html.indexOf('data-testid="stage-cards"');
      const cards = html.slice(from, html.indexOf('</ol>', from));
      const names = [...cards.matchAll(/<h3>([^<]+)<\/h3>/g)].map((m) => m[1]!);
      expect(names).toHaveLength(11);
      // Nine of the eleven stops carry their state (Oklahoma City and the pier stand alone), each after a comma.
      expect(
        names.filter((n) => /[,،] \S/.test(n)),
        names.join(' | '),
      ).toHaveLength(9);
      expect(names[1]).toMatch(/(Louis|Luis)[,،] |لويس، /);
    },
  );

  it('the journeys index shows every journey with its distance, a map and a way to plan', async () => {
    const { html } = await page('/challenges/journeys');
    for (const j of Object.values(CONTENT.journeys)) {
      expect(html).toContain(`href="/challenges/journeys/${j.slug}#plan"`);
      expect(html).toContain(`${j.distance_km.toLocaleString('en-US')} km`);
    }
    const cards = html.slice(html.indexOf('data-testid="journey-cards"'));
    expect(cards.match(/<svg role="img" aria-label="(Map of|Solar)/g)!.length).toBe(
      Object.keys(CONTENT.journeys).length,
    );
    // Each map fills its 16:10 card: no band of land between bands of sea colour above and below it.
    const boxes = [...cards.matchAll(/<svg role="img" aria-label="Map of[^"]*" viewBox="0 0 (\d+) (\d+)"/g)];
    expect(boxes.length).toBeGreaterThan(0);
    for (const [, w, h] of boxes) expect(Number(w) / Number(h)).toBeLessThanOrEqual(1.6);
  });

  it("the JSON-LD trip states the page's plan from the same function", async () => {
    const { html } = await page('/challenges/journeys/european-landmarks?people=30&daily=8000&start=2027-01-04');
    expect(html).toContain('30 people with a daily average of 8,000 steps each finish the 3,440 km in 18 days.');
    expect(html).toContain('"departureTime":"2027-01-04","arrivalTime":"2027-01-21"');
  });
});

describe('the contact form receives the plan', () => {
  const planned = '/contact?topic=demo&journey=us-route-66&people=12&daily=9.5&unit=km&start=2027-03-01';

  it('shows the plan and carries it in a hidden field, the message prefilled', async () => {
    const { html } = await page(planned);
    expect(decode(html)).toContain(
      'name="plan" value="journey=us-route-66&people=12&daily=9.5&unit=km&start=2027-03-01"',
    );
    expect(html).toContain('Your plan: US Route 66 (3,940 km), 12 people averaging 9.5 km a day: 35 days to finish');
    expect(html).toContain('We would like to run US Route 66 with 12 people');
  });

  it('a submission from the plan link stores the plan, canonical and clamped', async () => {
    const body = await leadFields({ plan: 'journey=us-route-66&people=12&daily=9.5&unit=km&start=2027-03-01&x=1' });
    expect((await postForm('/api/contact', body)).status).toBe(303);
    const row = await getSubmission(DB, body.key);
    expect(JSON.parse(row!.payload).plan).toBe('journey=us-route-66&people=12&daily=9.5&unit=km&start=2027-03-01');

    const bent = await leadFields({ plan: 'journey=us-route-66&people=-5&daily=abc' });
    expect((await postForm('/api/contact', bent, true)).status).toBe(201);
    expect(JSON.parse((await getSubmission(DB, bent.key))!.payload).plan).toBe(
      'journey=us-route-66&people=1&daily=8000&unit=steps',
    );
    const notAPlan = await leadFields({ plan: '<script>' });
    expect((await postForm('/api/contact', notAPlan)).status).toBe(303);
    expect(JSON.parse((await getSubmission(DB, notAPlan.key))!.payload).plan).toBeUndefined();
  });
});

describe('one next step per screen', () => {
  it('the header offers no action beside the first screen\'s "Use this journey", which carries the plan', async () => {
    const { html } = await page('/challenges/journeys/us-route-66?people=30&daily=8000&unit=steps');
    const first = html.match(/<a class="primary" href="([^"]*)" data-plan-link="use" data-testid="journey-use">/)?.[1];
    expect(first).toContain('journey=us-route-66&amp;people=30&amp;daily=8000&amp;unit=steps');
    expect(html).not.toContain('data-testid="primary-action"');
  });
});
