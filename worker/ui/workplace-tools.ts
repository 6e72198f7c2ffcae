import { PAGE_ROUTES, type RouteName } from '../routes/routes.ts';
import type { Tenant } from '../tenants/schema.ts';
import { ssoProvidersOf } from '../trust/trust-facts.ts';
import { SSO_PROVIDER_NAMES } from './app-offers.tsx';

/** The chat and automation integrations, each with the page of the brand that names it. */
const CHAT: readonly { name: string; route: RouteName; needs?: (tenant: Tenant) => boolean }[] = [
  { name: 'Microsoft Teams', route: 'integration-microsoft-teams' },
  { name: 'Slack', route: 'integration-slack', needs: (tenant) => tenant.slackAppId !== '' },
  { name: 'Zapier', route: 'integration-zapier' },
];

/** A sign-on provider's name short enough for a chip ("Entra ID", not "Microsoft Entra ID (Azure AD)"). */
const shortName = (provider: string) =>
  (SSO_PROVIDER_NAMES[provider] ?? provider).replace(/\s*\(.*\)$/, '').replace(/^Microsoft (?=Entra)/, '');

/**
 * The workplace tools a tenant's platform connects to, as its brand's pages name them: the chat
 * integrations its route set has a page for (Slack only with an app id), then the identity
 * providers of its `ssoConfig`. TeamTrek: Microsoft Teams, Slack, Zapier, Entra ID, Okta, Google
 * Workspace; Corporate Fitness: Microsoft Teams, Slack, Entra ID, Okta.
 */
export function workplaceToolsOf(tenant: Tenant): string[] {
  const hasPage = (name: RouteName) =>
    PAGE_ROUTES.some((route) => route.name === name && route.brands.includes(tenant.routeSet));
  const chat = CHAT.filter((c) => hasPage(c.route) && (c.needs?.(tenant) ?? true)).map((c) => c.name);
  return [...chat, ...ssoProvidersOf(tenant).map(shortName)];
}
