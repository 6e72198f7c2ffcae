/**
 * The trust centre's facts (content/trust/trust-centre.json): the spec's catalogues as enums, so a
 * fact outside the spec's lists fails `npm run check`, and tests read the lists from here, never
 * from a copy. Every list must name each value of its enum exactly once.
 */
import * as z from 'zod';
import {
  DATA_CENTRES,
  DATA_PROVIDERS,
  PERMISSIONS,
  PRIVACY_LEVELS,
  ROLES,
  TRUST_SECTIONS,
  type Permission,
  type TrustSection,
} from './trust-catalogues.ts';
import { BRANDS, type Brand } from '../../common/brands.ts';

export * from './trust-catalogues.ts';

const text = z.string().trim().min(1, 'write it out; where the fact is unknown, say whom to ask ({{email}})');
const isoDate = z.iso.date('a date as YYYY-MM-DD');

/** A list keyed by an enum: each value exactly once, in the file's order. */
const oneEach =
  <T extends { id: string }>(values: readonly string[], what: string) =>
  (list: T[], ctx: z.RefinementCtx) => {
    const ids = list.map((e) => e.id);
    for (const v of values)
      if (!ids.includes(v))
        ctx.addIssue({ code: 'custom', message: `missing ${what} "${v}" (the spec lists it); add it` });
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `"${id}" is listed twice` });
    });
  };

export const RegionSchema = z.strictObject({
  id: z.enum(DATA_CENTRES, { error: `a data centre of the spec: ${DATA_CENTRES.join(', ')}` }),
  name: text,
  /** Where on the schematic map its pin sits, in degrees (WGS 84). */
  lon: z.number().min(-180).max(180),
  lat: z.number().min(-90).max(90),
  stores: text,
});

export const RoleSchema = z.strictObject({
  id: z.enum(ROLES, { error: `a role of the spec: ${ROLES.join(', ')}` }),
  name: text,
  /** The spec's description, word for word in the brands' spelling ("organisation"). */
  description: text,
  /** What the role can do per column, derived from the description; null where it cannot. */
  can: z.strictObject(
    Object.fromEntries(PERMISSIONS.map((p) => [p, text.nullable()])) as Record<Permission, z.ZodNullable<typeof text>>,
  ),
});

export const PrivacyLevelSchema = z.strictObject({
  id: z.enum(PRIVACY_LEVELS, { error: `a privacy level of the spec: ${PRIVACY_LEVELS.join(', ')}` }),
  /** The spec's label in sentence case, as every locale writes it: "Private (only you)", "Friends only", "Everyone". */
  label: text,
  profile: text,
  activities: text,
  leaderboard: text,
  organiser: text,
});

export const ProviderSchema = z.strictObject({
  id: z.enum(DATA_PROVIDERS, { error: `a data provider of the spec §3: ${DATA_PROVIDERS.join(', ')}` }),
  name: text,
  reads: text,
  /** What it does not do, or why not to rely on it. */
  limits: text.optional(),
  deprecated: z.boolean().optional(),
});

export const SubProcessorSchema = z.union(
  [
    z.strictObject({
      name: text,
      purpose: text,
      region: z
        .string({ error: 'every sub-processor names where it processes data (region)' })
        .trim()
        .min(1, 'name the region'),
    }),
    /** A sub-processor each tenant names in its own config (`formService`: name and country). */
    z.strictObject({ tenantField: z.literal('formService'), purpose: text }),
  ],
  {
    error: 'a sub-processor is {name, purpose, region}, or {tenantField: "formService", purpose} for the form service',
  },
);

/** A customer's IT or security reviewer quoted on the trust centre (fictional customers of the brand). */
const ReviewerQuoteSchema = z.strictObject({ name: text, title: text, org: text, quote: text });

/**
 * The callouts at the top of the trust centre: their words, the date the page was last reviewed,
 * and one reviewer's quote per brand. The figures themselves are computed from the facts and config.
 */
export const TrustProofSchema = z.strictObject({
  title: text,
  /** Captions under a figure on a card, so they may start in lower case ("3 data-centre regions: …"). */
  regions: text,
  subProcessors: text,
  /** The same facts' names as a spec sheet's row labels, in sentence case, before the figure. */
  regionsLabel: text,
  subProcessorsLabel: text,
  /** A spec sheet's answers to "who sees what" in its first screen: the roles' count, the visibility levels. */
  rolesLabel: text,
  visibilityLabel: text,
  /** A spec sheet's callouts: how many ways activity reaches the platform, and the DPA's availability. */
  sourcesLabel: text,
  dpaLabel: text,
  onRequest: text,
  trackingCookies: text,
  none: text,
  signOn: text,
  securityContact: text,
  reviewed: text,
  /** The date someone last checked every fact on the page. */
  reviewedOn: isoDate,
  quotes: z.strictObject(
    Object.fromEntries(BRANDS.map((b) => [b, ReviewerQuoteSchema])) as Record<Brand, typeof ReviewerQuoteSchema>,
  ),
});

export const SecurityTxtSchema = z.strictObject({
  /** RFC 9116 Expires: at most a year ahead; `npm run preflight` fails within 30 days of it. */
  expires: isoDate,
  preferredLanguages: z.array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, 'a language tag such as "en"')).min(1),
});

const SectionCopySchema = z.strictObject({ title: text, lead: text });

/** Two lines of a locked screen in the privacy picture. */
const twoLines = z.tuple([text, text]);

/**
 * The page's fixed words (headings of the matrix and tables, the picture's words, the filter's),
 * here rather than in the message catalogues so one translated file carries all of the trust
 * centre's words. `{{name}}`, `{{email}}` and `{{securityTxt}}` are filled in at render.
 */
export const TrustLabelsSchema = z.strictObject({
  contents: text,
  regionsNav: text,
  /** After the default data centre's name, in brackets. */
  defaultRegion: text,
  matrixCaption: text,
  role: text,
  permissions: z.strictObject(Object.fromEntries(PERMISSIONS.map((p) => [p, text])) as Record<Permission, typeof text>),
  /** Before what a role reaches, for a screen reader only ("Yes:"). */
  yes: text,
  no: text,
  /** The privacy picture's week of steps: heading and unit ("48,210 steps"). */
  thisWeek: text,
  steps: text,
  ownScreen: text,
  colleagueSees: text,
  /** The sample participant's three activities in the privacy picture. */
  sampleActivities: z.tuple([text, text, text]),
  lockedFriends: twoLines,
  lockedPrivate: twoLines,
  levelFacts: z.strictObject({ profile: text, activities: text, leaderboard: text, organiser: text }),
  /** The privacy section's lead where the levels are a comparison table, not screens (a spec sheet). */
  privacyTableLead: text,
  ssoPricing: text,
  ssoNotSetUp: text,
  deviceFilter: text,
  deprecated: text,
  noMatch: text,
  /** The device cards' disclosure: the first few show, the rest open with it. */
  showAllDevices: text,
  subProcessorsTable: text,
  subProcessorColumns: z.strictObject({ name: text, purpose: text, region: text }),
  lastChanged: text,
  askToBeTold: text,
  reviewsAsk: text,
  vulnerability: text,
});

export const TrustCentreSchema = z.strictObject({
  /** Each section's heading and lead (`{{name}}` and `{{email}}` are the tenant's). */
  sections: z.strictObject(
    Object.fromEntries(TRUST_SECTIONS.map((s) => [s, SectionCopySchema])) as Record<
      TrustSection,
      typeof SectionCopySchema
    >,
  ),
  labels: TrustLabelsSchema,
  regions: z.array(RegionSchema).superRefine(oneEach(DATA_CENTRES, 'data centre')),
  roles: z.array(RoleSchema).superRefine(oneEach(ROLES, 'role')),
  privacyLevels: z.array(PrivacyLevelSchema).superRefine(oneEach(PRIVACY_LEVELS, 'privacy level')),
  providers: z.array(ProviderSchema).superRefine(oneEach(DATA_PROVIDERS, 'data provider')),
  proof: TrustProofSchema,
  subProcessors: z.array(SubProcessorSchema).min(1),
  /** The date the sub-processor list last changed. */
  subProcessorsChanged: isoDate,
  securityTxt: SecurityTxtSchema,
});

export type TrustCentre = z.output<typeof TrustCentreSchema>;
export type TrustLabels = z.output<typeof TrustLabelsSchema>;
export type Region = z.output<typeof RegionSchema>;
export type Role = z.output<typeof RoleSchema>;
export type PrivacyLevel = z.output<typeof PrivacyLevelSchema>;
export type Provider = z.output<typeof ProviderSchema>;
export type SubProcessor = z.output<typeof SubProcessorSchema>;
export type TrustProof = z.output<typeof TrustProofSchema>;
