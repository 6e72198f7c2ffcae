import * as z from 'zod';
import { BRANDS } from '../../common/brands.ts';

/**
 * `content/home.json`: what each brand's home page leads with, and the brand's one sample challenge
 * every product illustration of its pages draws, so that no two pictures on a page disagree. Checked at
 * build time (compiler/content/build-data-files.ts); the consistency rules below are the ones a
 * reader would notice: departments that add up to the organisation, a day inside the challenge,
 * and a "steps synced today" that fits the teams' totals so far.
 */

const label = z.string().trim().min(2).max(40);
/** A site path (`/contact?topic=demo`): the brand's own pages, never another host. */
const sitePath = z.string().regex(/^\/(?!\/)\S*$/, 'a site path starting with one "/", such as /contact?topic=demo');

export const ActionSchema = z.strictObject({ label, path: sitePath });
export type Action = z.output<typeof ActionSchema>;

/** The icons a claim may carry: names of worker/ui/visual/icons.tsx (home-content.test.ts holds them there). */
export const CLAIM_ICONS = ['map', 'activity', 'trophy', 'teams', 'privacy', 'report', 'sso', 'region'] as const;

/** The drawn visuals a home row can show (worker/home/home-visuals.tsx draws each from data). */
export const HOME_VISUALS = ['participation', 'badges', 'trackers', 'sso', 'regions'] as const;
export type HomeVisual = (typeof HOME_VISUALS)[number];

/** The home's parts after the hero, which a brand puts in its own order (worker/pages/home.page.tsx). */
export const HOME_SECTIONS = ['stats', 'results', 'claims', 'customers', 'rows', 'testimonials'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/**
 * How a brand's home is composed, so that two brands read as two companies: the hero's
 * composition (`band`: words on the brand colour, the picture beside them; `split`: the page's
 * light surface, the picture first on wide screens, an audience line above the heading), the
 * feature rows (`alternating` text and picture, or `cards` side by side) and the order of the rest.
 */
const LayoutSchema = z.strictObject({
  hero: z.enum(['band', 'split']),
  rows: z.enum(['alternating', 'cards']),
  sections: z
    .array(z.enum(HOME_SECTIONS))
    .min(3)
    .max(HOME_SECTIONS.length)
    .refine((s) => new Set(s).size === s.length, 'each section at most once: remove the repeated name'),
});

/**
 * Results a brand's customers reported, each quoted from one of its case studies
 * (content/case-studies/<caseStudy>.md `results`): the value exactly as the study gives it, so the
 * home never states a figure its own content does not (home-content.test.ts holds them equal).
 */
const ResultsSchema = z.strictObject({
  heading: z.string().trim().min(10).max(80),
  /** Where the studies are told in full. */
  link: ActionSchema,
  items: z
    .array(
      z.strictObject({
        caseStudy: z.string().regex(/^[a-z0-9-]+$/, 'a case study slug, such as meridian-bank'),
        /** The study's `organisation`, written here so the home does not load the studies. */
        customer: z.string().trim().min(2).max(40),
        value: z.string().trim().min(1).max(12),
        label: z.string().trim().min(10).max(90),
      }),
    )
    .min(2)
    .max(4),
});

const count = z.int().positive();

export const SampleChallengeSchema = z
  .strictObject({
    event: z.string().min(3).max(40),
    /** The day the pictures show, of `days`. */
    day: count,
    days: count,
    /** Teams in the whole challenge; `teams` are the leaders a picture shows. */
    teamCount: count,
    /** Staff of the organisation: everyone who could join. */
    staff: count,
    stepsSyncedToday: count,
    /**
     * The participant whose profile the trust centre's privacy pictures show: a person of the
     * brand's own (never another brand's), their week of steps and their three activities' distances.
     */
    participant: z.strictObject({
      name: z.string().trim().min(3).max(24),
      weekSteps: count,
      activityKm: z.tuple([z.number().positive(), z.number().positive(), z.number().positive()]),
    }),
    departments: z
      .array(z.strictObject({ name: z.string().min(2).max(16), staff: count, participants: z.int().nonnegative() }))
      .min(2)
      .max(6),
    /** The leading teams, each member's steps so far; a team's total is their sum (never written twice). */
    teams: z
      .array(z.strictObject({ name: z.string().min(2).max(16), memberSteps: z.array(count).min(2).max(20) }))
      .min(3)
      .max(6),
  })
  .superRefine((s, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (s.day > s.days) issue(['day'], `day ${s.day} is after the last day (${s.days})`);
    const staff = s.departments.reduce((n, d) => n + d.staff, 0);
    if (staff !== s.staff)
      issue(['departments'], `departments have ${staff} staff, the organisation ${s.staff}: make them add up`);
    s.departments.forEach((d, i) => {
      if (d.participants > d.staff)
        issue(['departments', i, 'participants'], `more participants than staff in ${d.name}`);
    });
    if (s.teamCount < s.teams.length)
      issue(['teamCount'], `fewer teams (${s.teamCount}) than the ${s.teams.length} shown`);
    // A day's steps per participant that a tracker could sync: a walk to a marathon, not a typo.
    const participants = s.departments.reduce((n, d) => n + d.participants, 0);
    const todayEach = s.stepsSyncedToday / participants;
    if (todayEach < 2_000 || todayEach > 25_000)
      issue(
        ['stepsSyncedToday'],
        `${Math.round(todayEach)} steps a participant today; keep it between 2,000 and 25,000`,
      );
    s.teams.forEach((t, i) =>
      t.memberSteps.forEach((steps, j) => {
        const daily = steps / s.day;
        if (daily < 2_000 || daily > 25_000)
          issue(
            ['teams', i, 'memberSteps', j],
            `${Math.round(daily)} steps a day over ${s.day} days; keep it between 2,000 and 25,000`,
          );
      }),
    );
  });
export type SampleChallenge = z.output<typeof SampleChallengeSchema>;

const BrandHomeSchema = z
  .strictObject({
    /**
     * The hero's button (filled on a `band` hero, outlined on a `split` one). Never the header's action (the tenant's `primaryAction`, which the
     * header carries on every screen): the first screen offers each action once.
     */
    heroAction: ActionSchema,
    /** The quiet alternative beside it (a text link). */
    secondaryAction: ActionSchema,
    /** The `split` hero's line above the heading: who the brand is for. */
    tagline: z.string().trim().min(10).max(80).optional(),
    layout: LayoutSchema,
    results: ResultsSchema.optional(),
    /**
     * What the hero shows: the participant's `leaderboard` (general brand: organisers who run a
     * challenge themselves) or the organiser's `reporting` view (corporate buyers: HR, insurers).
     */
    story: z.enum(['leaderboard', 'reporting']),
    /** An icon per `##` section of the brand's pitch (content/pages/custom-home<postfix>.md), in order. */
    claimIcons: z.array(z.enum(CLAIM_ICONS)).min(1).max(6),
    /** The picture rows after the pitch, in order: a heading and lead beside a drawn visual. */
    rows: z
      .array(
        z.strictObject({
          visual: z.enum(HOME_VISUALS),
          title: z.string().trim().min(3).max(80),
          lead: z.string().trim().min(20).max(240),
        }),
      )
      .min(1)
      .max(4),
    /**
     * The brand's own sample challenge, which every picture of its pages draws: a general brand's
     * teams race; an employer's company challenge reports by site. Never another brand's figures.
     */
    sample: SampleChallengeSchema,
  })
  .superRefine((b, ctx) => {
    const issue = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (b.heroAction.path === b.secondaryAction.path)
      issue(['secondaryAction'], 'the quiet link repeats the hero action: give it another path');
    if (b.layout.sections.includes('results') !== Boolean(b.results))
      issue(['results'], 'list "results" in layout.sections exactly when the brand has results, or drop both');
    if ((b.layout.hero === 'split') !== Boolean(b.tagline))
      issue(['tagline'], 'a "split" hero needs a tagline (and only it has one)');
  });

const claimWords = z.strictObject({ title: z.string().min(3).max(60), text: z.string().min(20).max(200) });

/** The spec's data centres: the US by default, the EU and the UK. */
const DataRegionSchema = z.strictObject({
  id: z.enum(['us', 'eu', 'uk']),
  name: z.string().min(2).max(40),
  default: z.boolean(),
});

export const HomeContentSchema = z.strictObject({
  brands: z.strictObject(
    Object.fromEntries(BRANDS.map((b) => [b, BrandHomeSchema])) as Record<
      (typeof BRANDS)[number],
      typeof BrandHomeSchema
    >,
  ),
  /** Words inside the pictures (a label on a drawn button, a chip). */
  pictureWords: z.strictObject({
    exportLabel: z.string().min(3).max(26),
    /** The caption beside the report's export button: whose screen the picture shows. */
    viewNote: z.string().min(3).max(22),
    ssoNote: z.string().min(3).max(40),
    defaultRegion: z.string().min(3).max(10),
  }),
  /** The corporate buyer's questions beside their pictures (cofi's /product page). */
  assurance: z.strictObject({
    heading: z.string().min(10).max(90),
    sso: claimWords,
    regions: claimWords,
  }),
  dataRegions: z
    .array(DataRegionSchema)
    .length(3)
    .refine(
      (r) => r.filter((x) => x.default).length === 1 && r.find((x) => x.default)?.id === 'us',
      'the US is the one default region',
    )
    .refine((r) => new Set(r.map((x) => x.id)).size === 3, 'each of us, eu and uk once'),
});
export type HomeContent = z.output<typeof HomeContentSchema>;
export type BrandHome = HomeContent['brands'][(typeof BRANDS)[number]];
export type DataRegion = HomeContent['dataRegions'][number];
