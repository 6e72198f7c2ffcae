import { readFileSync } from 'node:fs';

/**
 * The one allow-list of the pseudo-locale walk (test/browser/pseudo-locale-walk.test.ts): words of
 * plain ASCII letters that may stand on a translated page in any language because no translator
 * changes them: the brands' names (a message's `{tenant}` argument) and names of standards. Any
 * other plain word on an `/en-XA/` page escaped translation. Add an entry only with its reason.
 */
export const PSEUDO_ALLOWED_WORDS: Readonly<Record<string, string>> = {
  TeamTrek: 'the general brand’s name (tenants/default.json `name`)',
  Corporate: 'the corporate-fitness brand’s name, “Corporate Fitness” (tenants/cofi.json `name`)',
  Fitness: 'the corporate-fitness brand’s name, “Corporate Fitness” (tenants/cofi.json `name`)',
  WCAG: 'the standard’s name, also in German, French, Spanish, Dutch and Arabic text',
  AAA: 'a WCAG conformance level, written the same in every language',
  USD: 'a currency code (ISO 4217; the pricing pages’ currency switch and prices), the same in every language',
  EUR: 'a currency code (ISO 4217), the same in every language',
  GBP: 'a currency code (ISO 4217), the same in every language',
  and: 'the conjunction Intl.ListFormat writes for the pseudo-locale (common/i18n/format-list.ts): Intl’s English for en-XA, each real language’s own word; an untranslated sentence still shows its other words',
  Essentials: 'a plan name (common/pricing/price-list-schema.ts LICENSE_LABELS), a product name the translations keep',
  Starter: 'a plan name (LICENSE_LABELS), a product name the translations keep',
  Pro: 'a plan name (LICENSE_LABELS), a product name the translations keep',
  Enterprise: 'a plan name (LICENSE_LABELS), a product name the translations keep',
};

/**
 * Names of several words that stand as written in every language, removed from a page's text before
 * the walk splits it into words (so their words, "Running" or "Health", stay escapes elsewhere):
 * the sample customers' organisation names (content/customers.json: made-up companies and clubs, which
 * a German or Arabic page names as they name themselves, as their logos do) and the makers of the
 * trackers and sign-in services (worker/ui/app-offers.tsx), brand names in every language; the
 * testimonials' people and companies likewise.
 */
export const PSEUDO_ALLOWED_NAMES: readonly string[] = [
  ...Object.values(
    JSON.parse(readFileSync(new URL('../../content/customers.json', import.meta.url), 'utf8')) as Record<
      string,
      { name: string }[]
    >,
  ).flatMap((list) => list.map((c) => c.name)),
  // The testimonials' people and companies (content/testimonials.json): their names as they write them.
  ...(
    JSON.parse(readFileSync(new URL('../../content/testimonials.json', import.meta.url), 'utf8')) as {
      name: string;
      org: string;
    }[]
  ).flatMap((t) => [t.name, t.org]),
  'Under Armour',
  'Strava',
  'Garmin',
  'Fitbit',
  'COROS',
  'Suunto',
  'Polar',
  'Concept2',
  // The single sign-on providers of SSO_PROVIDER_NAMES (worker/ui/app-offers.tsx), listed on /product/integrations/single-sign-on.
  'Microsoft Entra ID (Azure AD)',
  'Active Directory Federation Services',
  'Google Workspace',
  'Ping Identity',
  'OneLogin',
  // The workplace tools of the integrations picture (worker/ui/workplace-tools.ts): product names,
  // after the longer names above that contain them.
  'Microsoft Teams',
  'Entra ID',
  'Slack',
  'Zapier',
  'Microsoft',
  'Okta',
  // The featured journey's start and finish on /challenges (the Camino's map, worker/ui/page-visuals.tsx):
  // place names, which a German or Arabic reader finds on a map as written there, not words to translate.
  'Saint-Jean-Pied-de-Port',
  'Santiago de Compostela',
  // The trust centre's privacy picture: each brand's sample participant, and the file a vulnerability report names.
  'Sam Rivera',
  'Leonie Brandt',
  'security.txt',
];
