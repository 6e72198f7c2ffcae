import * as z from 'zod';
import { BRANDS } from '../../common/brands.ts';

/**
 * `content/home.json`: what each brand's home page leads with, and the one sample challenge every
 * product illustration draws, so that no two pictures on a page disagree. Checked at
 * build time (build/content/build-data-files.ts); the consistency rules below are the ones a
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

const BrandHomeSchema = z.strictObject({
  /**
   * The quiet alternative beside the filled button (a text link). The filled one is the tenant's
   * `primaryAction` (tenant config), the action the fixed button offers too.
   */
  secondaryAction: ActionSchema,
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
});

/** The spec's data centres: the US by default, the EU and the UK. */
const DataRegionSchema = z.strictObject({
  id: z.enum(['us', 'eu', 'uk']),
  name: z.string().min(2).max(40),
  default: z.boolean(),
});

const count = z.int().positive();
const claimWords = z.strictObject({ title: z.string().min(3).max(60), text: z.string().min(20).max(200) });

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
    roleNote: z.string().min(3).max(20),
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
  sample: SampleChallengeSchema,
});
export type HomeContent = z.output<typeof HomeContentSchema>;
export type BrandHome = HomeContent['brands'][(typeof BRANDS)[number]];
export type DataRegion = HomeContent['dataRegions'][number];
