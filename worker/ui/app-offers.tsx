import type { ComponentType } from 'react';
import type { Tenant } from '../tenants/schema.ts';
import { usePageLocale, useT } from '../i18n/messages-context.tsx';
import { nameInCompound } from '../i18n/name-in-compound.ts';
import { css } from '../../common/styles.ts';

/**
 * What a tenant's app fields offer on the public site: the "Add to Slack" button (`slackAppId`),
 * the "Open in the app" deep link (`appScheme`), the single sign-on providers (`ssoConfig`) and
 * the accounts a participant can sign in with (`accountProviders`, Strava only with
 * `enableStrava` and a `stravaClientId`).
 */

/** Readable names of the device and account providers the app supports (the tenant's own app: `picture.ownApp`). */
export const PROVIDER_NAMES: Record<string, string> = {
  strava: 'Strava',
  garmin: 'Garmin',
  fitbit: 'Fitbit',
  underarmour: 'Under Armour',
  coros: 'COROS',
  suunto: 'Suunto',
  polar: 'Polar',
  concept2: 'Concept2',
  microsoft: 'Microsoft',
  sodisp: 'the {{name}} app',
};

/** Readable names of identity providers in `ssoConfig.providers`; an unknown id shows as written. */
export const SSO_PROVIDER_NAMES: Record<string, string> = {
  'azure-ad': 'Microsoft Entra ID (Azure AD)',
  okta: 'Okta',
  'google-workspace': 'Google Workspace',
  onelogin: 'OneLogin',
  'ping-identity': 'Ping Identity',
  adfs: 'Active Directory Federation Services',
};

/** The provider id of the tenant's own app, named in the page's language (`picture.ownApp`). */
export const OWN_APP = 'sodisp';

/** Strava needs the tenant's switch and its registered Strava client; without either the app cannot connect it. */
export const stravaAvailable = (tenant: Tenant) => tenant.enableStrava && tenant.stravaClientId !== '';

/** Providers the tenant offers, Strava left out where it is not available. */
export function offeredProviders(tenant: Tenant, providers: readonly string[]): string[] {
  return providers.filter((p) => p !== 'strava' || stravaAvailable(tenant));
}

/**
 * Slack's install URL (`/oauth/v2/authorize`) needs a client id, which the tenant config does not
 * have; the app's page in the Slack App Directory, found by its app id, is where an admin installs it.
 */
export const slackAppUrl = (slackAppId: string) => `https://slack.com/apps/${encodeURIComponent(slackAppId)}`;

const offer = css`
  margin: 32px 0;
  padding: 24px;
  border: 1px solid var(--tt-surface);
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-surface);
  color: var(--tt-text);
  h2 {
    margin-top: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
    list-style: none;
    padding: 0;
    margin: 0;
  }
  li {
    font-weight: 700;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;
const button = css`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  padding: 0 20px;
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-primary);
  color: var(--tt-on-primary) !important;
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid var(--tt-secondary);
    outline-offset: 2px;
  }
`;

/** "Add to Slack" on the Slack integration page, when the tenant has a Slack app. */
export function AddToSlack({ tenant }: { tenant: Tenant }) {
  const t = useT();
  if (!tenant.slackAppId) return null;
  return (
    <section className={offer} aria-labelledby="slack-install-title" data-testid="add-to-slack">
      <h2 id="slack-install-title">{t('offer.slack.heading', { tenant: tenant.name })}</h2>
      <p>{t('offer.slack.body')}</p>
      <p>
        <a className={button} href={slackAppUrl(tenant.slackAppId)}>
          {t('offer.slack.button')}
        </a>
      </p>
    </section>
  );
}

/** The identity providers single sign-on works with, when the tenant has single sign-on switched on. */
export function SsoProviders({ tenant }: { tenant: Tenant }) {
  const t = useT();
  const { enabled, providers } = tenant.ssoConfig;
  if (!enabled || providers.length === 0) return null;
  return (
    <section className={offer} aria-labelledby="sso-providers-title" data-testid="sso-providers">
      <h2 id="sso-providers-title">{t('offer.sso.heading')}</h2>
      <ul>
        {providers.map((p) => (
          <li key={p}>{SSO_PROVIDER_NAMES[p] ?? p}</li>
        ))}
      </ul>
      <p>{t('offer.sso.other')}</p>
    </section>
  );
}

/** The accounts a participant can sign in with and link (`accountProviders`). */
export function AccountProviders({ tenant }: { tenant: Tenant }) {
  const t = useT();
  const locale = usePageLocale();
  const providers = offeredProviders(tenant, tenant.accountProviders);
  if (providers.length === 0) return null;
  return (
    <section className={offer} aria-labelledby="account-providers-title" data-testid="account-providers">
      <h2 id="account-providers-title">{t('offer.accounts.heading')}</h2>
      <p>{t('offer.accounts.intro', { tenant: tenant.name })}</p>
      <ul>
        {providers.map((p) => (
          <li key={p}>
            {p === OWN_APP
              ? t('picture.ownApp', { tenant: nameInCompound(tenant.name, locale) })
              : (PROVIDER_NAMES[p] ?? p)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Open in the app" on /get: the tenant's URL scheme opens the installed app. */
export function OpenInApp({ tenant }: { tenant: Tenant }) {
  return (
    <p data-testid="open-in-app">
      Already installed?{' '}
      <a className={button} href={`${tenant.appScheme}://`}>
        Open in the app
      </a>
    </p>
  );
}

/** The offer a content-managed page shows after its copy, by its path. */
const OFFERS_BY_PATH: Record<string, ComponentType<{ tenant: Tenant }>> = {
  '/product/integrations/slack': AddToSlack,
  '/product/integrations/single-sign-on': SsoProviders,
  '/product/integrations/fitness-trackers': AccountProviders,
};

/** Renders the tenant-field offer of a content-managed page, if its path has one. */
export function PathOffer({ path, tenant }: { path: string; tenant: Tenant }) {
  const Offer = OFFERS_BY_PATH[path];
  return Offer ? <Offer tenant={tenant} /> : null;
}
