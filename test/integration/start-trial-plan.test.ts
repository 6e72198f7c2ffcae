/**
 * A plan chosen on /pricing reaches the trial: the cards send `plan=<name>`, /start-trial
 * names it and carries it to each trial, and the trial's start hands it to the app's event manager
 * with the journey plan "Use this journey" brought along; an unknown plan is dropped silently.
 */
import { describe, expect, it } from 'vitest';
import { get, HOSTS } from './helpers.ts';
import { planContentIn } from '../../worker/pricing/plan-content.ts';
import { trialPlanSlugs } from '../../worker/pages/trial-choice.ts';
import { PAGE_ROUTES } from '../../worker/routes/routes.ts';
import { htmlCacheKey } from '../../worker/render/html-cache-key.ts';
import { resolveTenant } from '../../worker/tenants/resolve.ts';

const origin = `https://${HOSTS.default}`;
const html = async (path: string) => {
  const res = await get(`${origin}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '').replace(/&amp;/g, '&');
};
const hrefs = (page: string, prefix: string) =>
  [...page.matchAll(/href="([^"]+)"/g)].map(([, h]) => h!).filter((h) => h.startsWith(prefix));
const note = (page: string) =>
  (/data-testid="trial-choice"[^>]*>(.*?)<\/div>/s.exec(page)?.[1] ?? '').replace(/<[^>]+>/g, ' ');
const JOURNEY = 'journey=us-route-66&people=12&daily=9.5&unit=km';

describe('the plan a pricing card sends', () => {
  it('each self-service card of /pricing sends its plan; Enterprise talks to sales without one', async () => {
    const cta = [...(await html('/pricing')).matchAll(/<a class="cta" href="([^"]+)"[^>]*data-testid="plan-cta"/g)];
    expect(cta.map(([, h]) => h)).toEqual([
      '/start-trial?plan=essentials',
      '/start-trial?plan=starter',
      '/start-trial?plan=pro',
      '/contact?topic=pricing',
    ]);
    const cofi = await (await get(`https://${HOSTS.cofi}/pricing`)).text();
    expect(cofi).toContain('href="/eventmanager/create?plan=pro"');
  });

  it('/start-trial names the plan and every trial link carries it', async () => {
    const page = await html('/start-trial?plan=pro');
    expect(note(page)).toContain('Your plan: Pro.');
    const trials = hrefs(page, '/trial/');
    expect(trials.length).toBeGreaterThanOrEqual(3);
    for (const t of trials) expect(t).toMatch(/^\/trial\/[\w-]+\?plan=pro$/);
  });

  it('the trial names it and its start hands plan and journey plan to the event manager', async () => {
    const page = await html(`/trial/step-challenge?plan=starter&${JOURNEY}`);
    expect(note(page)).toContain('Your plan: Starter.');
    expect(note(page)).toContain('US Route 66');
    const [start] = hrefs(page, '/eventmanager/start');
    expect(start).toBe(`/eventmanager/start?template=step-challenge&plan=starter&${JOURNEY}`);
    const handoff = await get(`${origin}${start}`, { redirect: 'manual' });
    expect(handoff.status).toBe(302);
    const location = new URL(handoff.headers.get('location')!);
    expect(location.pathname).toBe('/eventmanager/start');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ plan: 'starter', journey: 'us-route-66' });
  });

  it('"Use this journey"\'s trial link arrives with its plan named and carried on', async () => {
    const page = await html(`/start-trial?${JOURNEY}`);
    expect(note(page)).toContain('US Route 66');
    for (const t of hrefs(page, '/trial/')) expect(t).toContain(`?${JOURNEY}`);
  });

  it.each(['platinum', '', 'PRO%3Cscript%3E'])('an unknown plan (%j) is ignored without a word', async (value) => {
    const page = await html(`/start-trial?plan=${value}`);
    expect(page).not.toContain('data-testid="trial-choice"');
    for (const t of hrefs(page, '/trial/')) expect(t).not.toContain('plan=');
  });
});

describe('HTML cache for /start-trial and /trial/{id}', () => {
  const keyOf = (name: string, path: string) => {
    const route = PAGE_ROUTES.find((r) => r.name === name)!;
    const url = new URL(`${origin}${path}`);
    return htmlCacheKey(
      new Request(url),
      url,
      resolveTenant(url, 'default'),
      route.cachedParams,
      0,
      route.cachedParamValues,
    );
  };

  it('declares exactly the plans of content/pricing/plans.json as cached values', () => {
    expect(planContentIn().plans.length).toBeGreaterThan(0);
    for (const name of ['start-trial', 'trial'])
      expect(PAGE_ROUTES.find((r) => r.name === name)!.cachedParamValues?.plan).toEqual(trialPlanSlugs());
  });

  it('caches one page per plan; junk plans and journey plans render fresh', () => {
    const pro = keyOf('start-trial', '/start-trial?plan=pro');
    const starter = keyOf('start-trial', '/start-trial?plan=starter');
    expect(pro).toHaveProperty('key');
    expect(starter).toHaveProperty('key');
    expect(pro).not.toEqual(starter);
    expect(keyOf('trial', '/trial/step-challenge?plan=pro')).toHaveProperty('key');
    expect(keyOf('start-trial', '/start-trial?plan=platinum')).toEqual({ bypass: 'query value' });
    expect(keyOf('start-trial', `/start-trial?${JOURNEY}`)).toEqual({ bypass: 'query' });
  });

  it('a cached /start-trial?plan=pro still names Pro on the second request', async () => {
    await html('/start-trial?plan=pro');
    const res = await get(`${origin}/start-trial?plan=pro`);
    expect(res.headers.get('x-cache')).not.toBe('BYPASS');
    expect(await res.text()).toContain('Your plan: Pro.');
    expect(await html('/start-trial?plan=starter')).toContain('Your plan: Starter.');
  });
});
