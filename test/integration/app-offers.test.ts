import { describe, expect, it } from 'vitest';
import { TENANTS } from '../../worker/tenants/registry.ts';
import { get, HOSTS } from './helpers.ts';

const html = async (url: string) => {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '');
};
/** The inner HTML of the element with this test id. */
const section = (page: string, testId: string) =>
  new RegExp(`<(\\w+)[^>]*data-testid="${testId}"[^>]*>(.*?)</\\1>`, 's').exec(page)?.[2] ?? '';

describe('tenant app fields on the pages that offer them', () => {
  it.each(['default', 'cofi', 'mzg'])('%s: the Slack page has "Add to Slack" built from slackAppId', async (id) => {
    const page = await html(`https://${HOSTS[id]}/product/integrations/slack`);
    expect(section(page, 'add-to-slack')).toContain(
      `href="https://slack.com/apps/${TENANTS[id]!.slackAppId}">Add to Slack</a>`,
    );
  });

  it.each(['default', 'wmm'])('%s: /get offers to open the installed app with appScheme://', async (id) => {
    expect(section(await html(`https://${HOSTS[id]}/get`), 'open-in-app')).toContain(
      `href="${TENANTS[id]!.appScheme}://">Open in the app</a>`,
    );
  });

  it('the single sign-on page lists the providers of ssoConfig', async () => {
    const list = section(await html(`https://${HOSTS.cofi}/product/integrations/single-sign-on`), 'sso-providers');
    expect([...list.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1])).toEqual(['Microsoft Entra ID (Azure AD)', 'Okta']);
  });

  it.each([
    ['cofi', '/product/integrations/fitness-trackers', 'the Corporate Fitness app'],
    ['default', '/integrations/fitness', 'the TeamTrek app'],
  ])('%s %s lists the account providers, Strava included', async (id, path, own) => {
    const list = section(await html(`https://${HOSTS[id]}${path}`), 'account-providers');
    expect([...list.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1])).toEqual([own, 'Garmin', 'Strava']);
  });

  it.each(['default', 'cofi', 'truenorth'])('%s: /go books straight in the calendar of demoBookUrl', async (id) => {
    const page = await html(`https://${HOSTS[id]}/go`);
    expect(page).toMatch(new RegExp(`<a[^>]*href="${TENANTS[id]!.demoBookUrl}"[^>]*data-testid="book-directly"`));
  });
});
