import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messagesFor, translator } from '../i18n/messages.ts';
import { MessagesProvider, PageLocaleProvider } from '../i18n/messages-context.tsx';
import { TENANTS } from '../tenants/registry.ts';
import type { Tenant } from '../tenants/schema.ts';
import { AccountProviders, AddToSlack, offeredProviders, OpenInApp, SsoProviders } from './app-offers.tsx';

const cofi = TENANTS.cofi!;
const withFields = (fields: Partial<Tenant>): Tenant => ({ ...cofi, ...fields });

describe('tenant app fields on the public site', () => {
  it('Add to Slack opens the app in the Slack App Directory, and is absent without a Slack app', () => {
    expect(renderToString(<AddToSlack tenant={cofi} />)).toContain(
      'href="https://slack.com/apps/A05COFIFIT">Add to Slack</a>',
    );
    expect(renderToString(<AddToSlack tenant={withFields({ slackAppId: '' })} />)).toBe('');
  });

  it('Open in the app uses the tenant URL scheme', () => {
    expect(renderToString(<OpenInApp tenant={withFields({ appScheme: 'mzgmove' })} />)).toContain('href="mzgmove://"');
  });

  it('lists single sign-on providers only when single sign-on is enabled', () => {
    const html = renderToString(
      <SsoProviders tenant={withFields({ ssoConfig: { enabled: true, providers: ['okta', 'acme-idp'] } })} />,
    );
    expect(html).toContain('<li>Okta</li>');
    expect(html).toContain('<li>acme-idp</li>');
    expect(
      renderToString(<SsoProviders tenant={withFields({ ssoConfig: { enabled: false, providers: ['okta'] } })} />),
    ).toBe('');
  });

  it.each([
    [
      'Strava switched on with a client id',
      { enableStrava: true, stravaClientId: '51734' },
      ['sodisp', 'garmin', 'strava'],
    ],
    ['Strava switched off', { enableStrava: false, stravaClientId: '51734' }, ['sodisp', 'garmin']],
    ['no Strava client id', { enableStrava: true, stravaClientId: '' }, ['sodisp', 'garmin']],
  ])('account providers with %s', (_label, fields, expected) => {
    const tenant = withFields(fields);
    expect(offeredProviders(tenant, tenant.accountProviders)).toEqual(expected);
    expect(renderToString(<AccountProviders tenant={tenant} />).includes('<li>Strava</li>')).toBe(
      expected.includes('strava'),
    );
  });

  it('speaks the page language: the Slack offer, the sign-on providers and the accounts in German', async () => {
    const t = translator(await messagesFor('de'));
    const tenant = withFields({ ssoConfig: { enabled: true, providers: ['okta'] } });
    const html = renderToString(
      <MessagesProvider value={t}>
        <PageLocaleProvider value={{ locale: 'de', locales: ['en', 'de'], path: '/', search: '' }}>
          <AddToSlack tenant={tenant} />
          <SsoProviders tenant={tenant} />
          <AccountProviders tenant={tenant} />
        </PageLocaleProvider>
      </MessagesProvider>,
    );
    expect(html).toContain('Corporate Fitness für Slack installieren');
    expect(html).toContain('>Zu Slack hinzufügen</a>');
    expect(html).toContain('Identitätsanbieter, die wir anbinden');
    // The brand's name is coupled into the German compound.
    expect(html).toContain('<li>die Corporate-Fitness-App</li>');
    // English words of the old markup are gone; the providers keep their own names.
    expect(html).not.toMatch(/Install the|Add to Slack|Identity providers|Sign in with|the Corporate Fitness app/);
    expect(html).toContain('<li>Okta</li>');
    // Without a provider (an English page) the words are English, as before.
    expect(renderToString(<AddToSlack tenant={tenant} />)).toContain('Install the Corporate Fitness app');
  });
});
