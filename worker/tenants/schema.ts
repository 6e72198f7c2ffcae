import * as z from 'zod';
import { DEFAULT_LOCALE, PAGE_LOCALES, type PageLocale } from '../../common/i18n/locales.ts';
import { BRANDS } from '../../common/brands.ts';

/** A CSS colour we can put in a custom property: #rgb, #rrggbb or #rrggbbaa. */
const colour = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'must be a hex colour such as #0b6e4f');
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an absolute https:// URL' });
/** Origins may be http for local stubs; production values are checked to be https in check.ts. */
const origin = z
  .url({ protocol: /^https?$/, error: 'must be an origin such as https://app.example.com' })
  // zod runs this refinement even when the value is not a URL (already reported above): that must not throw.
  .refine(
    (value) => !URL.canParse(value) || new URL(value).origin === value,
    'must be an origin only: scheme and host, no path or trailing slash',
  );
const hostname = z.string().regex(/^[a-z0-9.-]+(?::\d+)?$/, 'must be a lower-case host name such as www.example.com');
const tenantId = z.string().regex(/^[a-z0-9]+$/, 'must be lower-case letters and digits');
const path = z.string().startsWith('/', 'must be a site path starting with /');
const urlOrPath = z.union([httpsUrl, path]);

export const ThemeSchema = z.strictObject({
  primary: colour,
  onPrimary: colour,
  secondary: colour,
  onSecondary: colour,
  background: colour,
  surface: colour,
  text: colour,
  mutedText: colour,
  link: colour,
  toolbar: colour,
  onToolbar: colour,
});
export type Theme = z.infer<typeof ThemeSchema>;

export const ProviderSchema = z.enum([
  'sodisp',
  'garmin',
  'strava',
  'fitbit',
  'underarmour',
  'coros',
  'suunto',
  'polar',
  'concept2',
  'microsoft',
]);

/** The whole tenant config (brand, hosts, theme, upstreams, flags), plus the routing fields the worker needs. */
/** A look token (tenants' `look`): one of its values, named in the message. */
const lookToken = <const V extends [string, ...string[]]>(...values: V) =>
  z.enum(values, { error: `must be "${values.join('" or "')}"` });

export const TenantSchema = z.strictObject({
  id: tenantId,
  lang: z.string().regex(/^[a-z]{2}(?:-[A-Z]{2})?$/, 'must be a language tag such as en or en-GB'),
  dir: z.enum(['ltr', 'rtl']),
  /**
   * The languages the tenant's pages are offered in: English first (unprefixed, the
   * fallback of every page), then the prefixed ones (`/de/…`). A subtenant inherits its base's list
   * and may narrow it, never widen it (compiler/tenants/load.ts).
   */
  locales: z
    .array(z.enum(PAGE_LOCALES, { error: `must be one of ${PAGE_LOCALES.join(', ')}` }))
    .refine((list) => list[0] === DEFAULT_LOCALE, {
      error: `must start with "${DEFAULT_LOCALE}": English is every page's unprefixed fallback; add "${DEFAULT_LOCALE}" first`,
    })
    .refine((list) => new Set(list).size === list.length, { error: 'lists a locale twice; remove the repeat' }),
  /** URL scheme the tenant's app registers: /get offers `<appScheme>://` to open the installed app. */
  appScheme: z.string().regex(/^[a-z][a-z0-9+.-]*$/, 'must be a URL scheme such as teamtrek'),
  name: z.string().min(1),
  /**
   * Suffix of the tenant's navigation variants (`-cofi`: `main-menu-cofi`, `footer-cofi`,
   * `solutions-cofi`). A subtenant file that sets it gets `<menu><navPostfix>` for every menu key it
   * does not set (compiler/tenants/load.ts `menuKeysOf`), so one line gives it its own menus.
   */
  navPostfix: z.string(),
  /**
   * The menu (`content/menus/<key>.json`, or the CMS's) that provides the top menu's Solutions entry
   * and its dropdown, in place of the `cmsMenuKey` menu's `/solutions` entry (`solutions`,
   * `solutions-cofi`).
   */
  solutionsMenuKey: z.string().min(1),
  /** The top menu and drawer (`content/menus/<key>.json`, or the CMS navigation of that key). */
  cmsMenuKey: z.string().min(1),
  /** The footer menu. */
  footerNavKey: z.string().min(1),
  title: z.string().min(1).max(70, 'keep titles under 70 characters so search results do not cut them'),
  description: z.string().min(50).max(170, 'keep descriptions between 50 and 170 characters'),
  /**
   * The title and description in each offered language besides English: the home hero's
   * heading and lead and the home page's `<title>` and meta description. Here rather than in the
   * message catalogues because they are this tenant's words, written with the rest of its config:
   * a new tenant adds one file, not a key to every catalogue. Every locale in `locales` needs its
   * entry, and a subtenant with its own title translates it in its own file (compiler/tenants/load.ts).
   */
  translations: z
    .partialRecord(
      z.enum(PAGE_LOCALES.filter((l) => l !== DEFAULT_LOCALE) as [PageLocale, ...PageLocale[]], {
        error: `must be a language other than English: ${PAGE_LOCALES.filter((l) => l !== DEFAULT_LOCALE).join(', ')}`,
      }),
      z.strictObject({
        title: z.string().min(1).max(70, 'keep titles under 70 characters so search results do not cut them'),
        description: z.string().min(50).max(170, 'keep descriptions between 50 and 170 characters'),
      }),
    )
    .default({}),
  isDefault: z.boolean(),
  /**
   * Whether the tenant has the /features page. When false, /features is its 404 page, and its
   * menus, sitemap.xml, page copy links and buttons leave the page out (minimal; cofi's route set
   * has no /features anyway).
   */
  showFeatures: z.boolean(),
  /** Slack app id: the Slack integration page's "Add to Slack" opens `https://slack.com/apps/<id>`; empty hides it. */
  slackAppId: z.string(),
  analyticsPropertyId: z.string(),
  /**
   * Name of the wrangler secret that holds this property's Measurement Protocol API secret (GA4
   * drops hits without one), such as `GA_API_SECRET_TEAMTREK`; empty only when there is no property.
   * A subtenant inherits it with its base's property, or overrides both.
   */
  analyticsSecretName: z
    .string()
    .regex(/^(?:[A-Z][A-Z0-9_]*)?$/, 'must be the name of a wrangler secret such as GA_API_SECRET_TEAMTREK'),
  contactFormPostUrl: httpsUrl,
  /**
   * The third party behind `contactFormPostUrl`: the trust centre's sub-processor list names it and
   * the country it processes forms in (ISO 3166-1 alpha-2, shown in the page's language).
   */
  formService: z.strictObject(
    {
      name: z.string().trim().min(1, "write the form service's company name as its contract names it"),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, 'must be the ISO 3166-1 alpha-2 code of the country it processes forms in, such as "IE"'),
    },
    { error: 'add "formService": { "name": "<company>", "country": "<ISO code>" }: the trust centre names it' },
  ),
  /**
   * Who answers the contact form: the person the contact page names beside it, with their role in
   * each page language. A real person on the team; the page shows initials, never a photo.
   */
  contactTeam: z.strictObject(
    {
      name: z.string().trim().min(3, 'write the full name of the person who answers the contact form'),
      role: z.strictObject(
        Object.fromEntries(
          PAGE_LOCALES.map((l) => [l, z.string().trim().min(2, `write the role in "${l}"`)]),
        ) as Record<PageLocale, z.ZodString>,
      ),
    },
    {
      error: 'add "contactTeam": { "name": "<person>", "role": { "en": …, "de": …, … } }: the contact page names them',
    },
  ),
  supportFormPostUrl: httpsUrl,
  /** Accounts participants sign in with and link: listed on the fitness tracker pages; the app runs the sign-in. */
  accountProviders: z.array(ProviderSchema),
  availableProviders: z.array(ProviderSchema),
  toolbarDark: z.boolean(),
  toolbarCentered: z.boolean(),
  scssVariables: z.record(z.string(), z.string()),
  customCss: z.string(),
  /**
   * The tenant's canonical origin: `<link rel="canonical">`, `og:url`, sitemap.xml and robots.txt use
   * it, whatever host the request came on. Must be on one of `hosts`; a subtenant file that does not
   * set it gets `https://<its first host>` (never its base brand's).
   */
  homeUrl: httpsUrl,
  domain: hostname,
  /** Every host that selects this tenant (production, www, .app variant). */
  hosts: z.array(hostname).min(1),
  email: z.email(),
  contactEmail: z.email(),
  /**
   * Where vulnerability reports and security reviews go: the trust centre and `security.txt`'s
   * Contact line. Omitted, it is `security@<domain>` (`securityContactOf`); never a sales address.
   */
  securityContact: z
    .email({ error: 'must be an email address such as security@example.com' })
    .refine((email) => !/^(sales|marketing|hello)@/i.test(email), {
      error: 'security reports must reach the security team, not sales: use security@<domain> or leave it out',
    })
    .optional(),
  profileFaqUrl: httpsUrl,
  eventManagerFaqUrl: httpsUrl,
  demoBookUrl: httpsUrl,
  favIconUrl: urlOrPath,
  headerLogoUrl: urlOrPath,
  headerLogoWhiteUrl: urlOrPath,
  logoUrl: urlOrPath,
  /**
   * Selects the pitch the home page shows under its hero: `content/pages/custom-home<postfix>.md`
   * (general brand "", corporate fitness "-cofi"); `npm run check` requires the file.
   */
  customHomePostfix: z.string(),
  appleAppSiteAssociationFile: z.string().min(1),
  /**
   * Strava API client id. The app uses it for Strava's OAuth; the site never starts that flow and
   * only lists Strava (devices, account providers) when this is set and `enableStrava` is true.
   */
  stravaClientId: z.string().regex(/^\d*$/, 'must be the numeric Strava client id'),
  enableStrava: z.boolean(),
  allowEventSelfService: z.boolean(),
  /** Single sign-on: the single-sign-on page lists `providers` when `enabled`; the app runs the sign-in itself. */
  ssoConfig: z.strictObject({ enabled: z.boolean(), providers: z.array(z.string()) }),
  iOSAppStoreId: z.string().regex(/^\d+$/, 'must be the numeric App Store id'),
  /** Apple app id (`<team id>.<bundle id>`) and Android signing-certificate fingerprints for app links. */
  appLinks: z.strictObject({
    appleAppId: z
      .string()
      .regex(/^[A-Z0-9]{10}\.[A-Za-z0-9.-]+$/, 'must be <team id>.<bundle id>, such as ABCDE12345.app.teamtrek'),
    androidSha256: z
      .array(z.string().regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/, 'must be a SHA-256 fingerprint such as AB:CD:…'))
      .min(1),
  }),
  androidPackageId: z
    .string()
    .regex(/^[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+$/, 'must be a package id such as app.corporatefitness'),
  /** Signed Android APK for devices without Google Play (/get/apk) and its checksum; absent when the brand ships none. */
  apk: z
    .strictObject({
      url: z.string().regex(/^https:\/\/[^/\s]+\/\S+\.apk$/, 'must be an https URL of an .apk file'),
      sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be the SHA-256 of the file, 64 lower-case hex digits'),
    })
    .optional(),
  authDomain: hostname,
  /** Cookie domain of the tenant's production hosts; the app sets the auth cookie here. */
  cookieDomain: z.string().regex(/^\.?[a-z0-9.-]+$/, 'must be a cookie domain such as .example.com'),
  /** Cookie domain of its `.app` hosts (`.teamtrek.app`): a visitor there gets the auth cookie re-set on this one. */
  cookieDomainApp: z.string().regex(/^\.?[a-z0-9.-]+$/, 'must be a cookie domain such as .example.app'),
  /**
   * The blog category of the tenant's posts in the CMS and the app (cofi: `blog-cofi`). Not read
   * by this site: the general brand's /blog is the embedded `content/blog/` (one category), and
   * cofi's /blog is served by its legacy host.
   */
  blogCategorySlug: z.string().min(1),
  theme: ThemeSchema,
  highContrastTheme: ThemeSchema,
  /** Where app paths go; `appOriginApp` is used when the visitor is on a `.app` host. */
  appOrigin: origin,
  appOriginApp: origin,
  appHandoff: z.enum(['redirect', 'proxy']),
  /** Which page set the tenant serves: the general brand's full set or cofi's reduced one. */
  routeSet: z.enum(BRANDS),
  /** cofi only: unknown paths go here (strangler-fig migration). */
  legacy: z.strictObject({ origin, mode: z.enum(['proxy', 'redirect']) }).nullable(),
  /**
   * The cookie the app signs a visitor in with, on every tenant: its presence (a non-empty value of
   * at most 4 KB) shows the account menu instead of "Sign in". With `reissueDays` (cofi), it is also
   * set again before a handoff, on the cookie domain of the visitor's host family, for that many
   * days; null where the app keeps it on the shared domain itself.
   */
  authCookie: z.strictObject({
    name: z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be a cookie name such as tt_auth'),
    reissueDays: z.number().int().positive().nullable(),
  }),
  /**
   * External hosts redirect tables may send visitors to, besides the tenant's own hosts and origins.
   * Hosts a whole brand family uses are listed once, on the base; a subtenant's list adds to its base's.
   */
  redirectHosts: z.array(hostname),
  /**
   * The one next step the brand asks of a visitor: the header's button on every screen
   * and the fixed button every page offers (the home hero offers another, content/home.json).
   * A site path of the tenant's own route set.
   */
  primaryAction: z.strictObject({
    label: z.string().min(2).max(24, 'must fit the fixed button on a 320 px phone: at most 24 characters'),
    path,
  }),
  /**
   * The footer's composition on every page of the tenant (worker/ui/layout/footer.tsx): `columns`,
   * the menu's groups side by side on the surface colour; `masthead`, the toolbar's dark colour with
   * the logo, contact address and app badges first, the link groups beside them and the menu's
   * legal group joined to the legal line. Subtenants inherit their brand's.
   */
  footerLayout: z.enum(['columns', 'masthead']).optional(),
  /**
   * How the pages a buyer reads before talking to us are composed, so that each brand sells the
   * way it sells (subtenants inherit their brand's). `pricing`: `plans-first` (a self-service buyer
   * compares plans, then estimates) or `per-employee` (the price per participating employee leads,
   * the demo is the path for a whole company, the questions come before the tools). `contact`:
   * `form-first` (a form for every topic) or `demo-agenda` (the page books a demo and says what it
   * covers). `trust`: `catalogue` (the facts in the order of the catalogue) or `employer-questions`
   * (opens with the questions an employer's HR, IT and works council ask, each leading to its answer).
   */
  salesPages: z
    .strictObject({
      pricing: z.enum(['plans-first', 'per-employee'], {
        error: 'must be "plans-first" (the general brand) or "per-employee" (a brand sold by demo)',
      }),
      contact: z.enum(['form-first', 'demo-agenda'], {
        error: 'must be "form-first" (the general brand) or "demo-agenda" (a brand sold by demo)',
      }),
      trust: z.enum(['catalogue', 'employer-questions'], {
        error: 'must be "catalogue" (the general brand) or "employer-questions" (a brand sold to employers)',
      }),
    })
    .optional(),
  /**
   * The brand's visual system, as tokens every component reads (worker/ui/look.ts): `corners`
   * `rounded` (soft cards and buttons) or `square`; `density` `airy` (generous section and card
   * spacing) or `compact`; `cards` `filled` (the surface colour, no edge) or `ruled` (the page's white,
   * a hairline edge and a rule in the brand colour on top); `kickers` `none` or `numbered` (each
   * section's heading carries its number, 01, 02, …). Subtenants inherit their brand's.
   */
  look: z
    .strictObject({
      corners: lookToken('rounded', 'square'),
      density: lookToken('airy', 'compact'),
      cards: lookToken('filled', 'ruled'),
      kickers: lookToken('none', 'numbered'),
    })
    .optional(),
  /** A tenant announcement shown above the header until a date (cofi: until 26 Aug 2023). */
  tenantBanner: z
    .strictObject({
      text: z.string().min(10),
      linkLabel: z.string().min(2),
      linkPath: path,
      until: z.iso.date({ error: 'must be a date such as 2023-08-26' }),
    })
    .nullable(),
  subtenants: z.array(z.strictObject({ id: tenantId, host: hostname })),
});
/**
 * A tenant as the worker has it: without `translations`, which reach the worker in the content
 * asset (`messages:<locale>`, read on the locale's first page) rather than in every tenant record
 * of the bundle (compiler/tenants/load.ts strips them; worker/i18n/tenant-copy.ts reads them).
 */
export type Tenant = Omit<TenantFile, 'translations'>;
/** A tenant file as validated, merged over its base for a subtenant. */
export type TenantFile = z.infer<typeof TenantSchema>;
/** A tenant's title and description per language besides English. */
export type TenantTranslations = TenantFile['translations'];

/** A subtenant file: its base, then only the values it overrides (themes may override single colours). */
export const SubtenantFileSchema = TenantSchema.omit({ subtenants: true, theme: true, highContrastTheme: true })
  .partial()
  .extend({
    id: tenantId,
    base: tenantId,
    theme: ThemeSchema.partial().optional(),
    highContrastTheme: ThemeSchema.partial().optional(),
  })
  .strict();
