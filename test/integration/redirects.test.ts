import { describe, expect, it } from 'vitest';
import { COFI_TENANTS, get, GENERAL_TENANTS, HOSTS, TENANT_IDS } from './helpers.ts';
import { urlOf } from '../tenant-hosts.ts';

const JOURNEYS = [
  'european-landmarks',
  'new-zealand-te-araroa-trail',
  'seven-wonders-of-the-ancient-world',
  'solar-system',
  'us-east-coast',
  'us-national-parks',
  'us-route-66',
  'us-west-coast',
];

async function expectRedirect(url: string, location: string, status = 301) {
  const res = await get(url);
  expect(res.status, url).toBe(status);
  expect(res.headers.get('location'), url).toBe(location);
}

describe('redirect table', () => {
  it('keeps every value of a repeated query parameter: /slack?tag=a&tag=b', async () => {
    await expectRedirect(
      urlOf('default', '/slack?tag=a&tag=b'),
      urlOf('default', '/product/integrations/slack?tag=a&tag=b'),
    );
    // Through the merge too: the destination's own parameter wins, the visitor's repeats all stay.
    await expectRedirect(
      urlOf('cofi', '/request-demo?tag=a&topic=x&tag=b&tag=c'),
      urlOf('cofi', '/contact?topic=demo&tag=a&tag=b&tag=c'),
    );
  });

  it.each(TENANT_IDS)('%s: /request-demo → /contact?topic=demo, query kept', async (id) => {
    await expectRedirect(`https://${HOSTS[id]}/request-demo`, `https://${HOSTS[id]}/contact?topic=demo`);
    await expectRedirect(
      `https://${HOSTS[id]}/request-demo?gclid=abc&topic=x`,
      `https://${HOSTS[id]}/contact?topic=demo&gclid=abc`,
    );
  });

  it.each([
    ['/slack', '/product/integrations/slack'],
    ['/microsoft-teams', '/product/integrations/microsoft-teams'],
    ['/solutions/events', '/solutions/hybrid-events'],
    ['/solutions/integrations/single-sign-on', '/product/integrations/single-sign-on'],
    ['/solutions/integrations/slack?utm_source=mail', '/product/integrations/slack?utm_source=mail'],
    // The general brand's own pages for these subjects (redirects/default.redirects), one hop.
    ['/solutions/integrations/zapier', '/integrations/zapier'],
    ['/solutions/integrations/fitness-trackers?utm_source=mail', '/integrations/fitness?utm_source=mail'],
    ['/solutions/integrations/custom-app-platforms', '/solutions/fitness-engine'],
    ['/product/integrations/fitness-trackers', '/integrations/fitness'],
    ...JOURNEYS.map((j) => [`/challenges/${j}`, `/challenges/journeys/${j}`]),
  ])('%s → %s', async (path, target) => {
    await expectRedirect(`https://www.teamtrek.example${path}`, `https://www.teamtrek.example${target}`);
  });

  it.each([
    [
      '/r/go/review',
      'https://reviews.example/teamtrek/write-a-review',
      'https://reviews.example/corporate-fitness/write-a-review',
    ],
    ['/r/go/feedback', 'https://help.teamtrek.example/feedback', 'https://support.corporatefitness.example/feedback'],
    ['/r/go/book-demo', 'https://meet.teamtrek.example/demo', 'https://meet.corporatefitness.example/demo'],
    ['/r/go/book-1on1', 'https://meet.teamtrek.example/one-on-one', 'https://meet.corporatefitness.example/one-on-one'],
    [
      '/r/go/book-onboarding',
      'https://meet.teamtrek.example/onboarding',
      'https://meet.corporatefitness.example/onboarding',
    ],
    [
      '/r/go/ebooks/step-by-step-guide',
      'https://files.teamtrek.example/ebooks/step-by-step-guide.pdf',
      'https://files.corporatefitness.example/ebooks/step-by-step-guide.pdf',
    ],
    [
      '/r/go/ebooks/ready-to-go-challenges',
      'https://files.teamtrek.example/ebooks/ready-to-go-challenges.pdf',
      'https://files.corporatefitness.example/ebooks/ready-to-go-challenges.pdf',
    ],
  ])("%s goes to the brand's external target (302)", async (path, general, cofi) => {
    for (const id of GENERAL_TENANTS) await expectRedirect(`https://${HOSTS[id]}${path}`, general, 302);
    for (const id of COFI_TENANTS) await expectRedirect(`https://${HOSTS[id]}${path}`, cofi, 302);
  });

  it('/r/go/start-event goes to pricing with mode=afterTrial, keeping other parameters', async () => {
    await expectRedirect(
      urlOf('default', '/r/go/start-event?event=42&mode=x'),
      urlOf('default', '/pricing?mode=afterTrial&event=42'),
      302,
    );
  });

  it.each([
    ['/solutions/fitness-engine', '/product/integrations/custom-app-platforms'],
    ['/solutions/security-privacy', '/product/benefits/security-data-privacy'],
    ['/solutions/walking-challenges', '/product/challenges/walking-challenges'],
    ['/solutions/running-challenges', '/product/challenges/running-challenges'],
    ['/solutions/step-challenges', '/product/challenges/step-challenges'],
    ['/solutions/fitness-challenges', '/product/challenges'],
    ['/solutions/challenge-ideas', '/product/challenges/custom-challenges'],
  ])('cofi maps %s → %s in one hop; the general brand renders the page', async (path, target) => {
    for (const id of COFI_TENANTS)
      await expectRedirect(`https://${HOSTS[id]}${path}?a=1`, `https://${HOSTS[id]}${target}?a=1`);
    const general = await get(`https://www.teamtrek.example${path}`);
    expect(general.status).toBe(200);
    const next = await get(`https://www.corporatefitness.example${target}`);
    expect(next.status, `${target} must not redirect again`).toBe(200);
  });

  it.each([
    ['/solutions/integrations/fitness-trackers', '/product/integrations/fitness-trackers'],
    ['/solutions/integrations/custom-app-platform', '/product/integrations/custom-app-platforms'],
  ])('cofi: %s → %s in one hop, to a page', async (path, target) => {
    for (const id of COFI_TENANTS) await expectRedirect(`https://${HOSTS[id]}${path}`, `https://${HOSTS[id]}${target}`);
    expect((await get(`https://${HOSTS.cofi}${target}`)).status).toBe(200);
  });

  it.each([
    ['/start-trial', '/contact?topic=demo'],
    ['/de/start-trial', '/de/contact?topic=demo'],
    ['/fr/start-trial?plan=pro', '/fr/contact?topic=demo&plan=pro'],
    ['/de/trial/team-wellbeing', '/de/contact?topic=demo'],
  ])(
    'cofi offers no trial: %s → %s (302), a page in the same language; the general brand keeps its trial',
    async (path, target) => {
      for (const id of COFI_TENANTS)
        await expectRedirect(`https://${HOSTS[id]}${path}`, `https://${HOSTS[id]}${target}`, 302);
      const demo = await get(`https://${HOSTS.cofi}${target}`);
      expect(demo.status, `${target} must be a page`).toBe(200);
      expect((await get(`https://www.teamtrek.example${path}`)).status).toBe(200);
    },
  );

  it('a trailing slash matches the same rule', async () => {
    await expectRedirect(urlOf('default', '/slack/'), urlOf('default', '/product/integrations/slack'));
  });
});
