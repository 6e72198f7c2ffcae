import * as z from '../../common/zod-mini.ts';
import { BRANDS } from '../../common/brands.ts';

/**
 * Front matter of every content collection under `content/` (see content/README.md). Markdown is
 * compiled to HTML at build time (compiler/steps/build-data.ts); the worker only embeds the result.
 */

const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(max, `at most ${max} characters`));
// Schemas are built on first use, not when the module loads (common/zod-mini.ts).
const isoDate = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD')),
);
export const slug = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by "-"')),
);
/** A link target: a site path (`/contact?topic=demo`) or an https URL. */
export const linkTarget = /* @__PURE__ */ z.lazy(() =>
  z
    .string()
    .check(
      z.refine(
        (v) => /^\/(?!\/)/.test(v) || /^https:\/\/[^/\s]+/.test(v),
        'a site path starting with "/" or an https:// URL',
      ),
    ),
);

export const CallToActionSchema = /* @__PURE__ */ z.lazy(() => z.strictObject({ label: text(40), href: linkTarget }));

/** Shared by every page-like collection: the `<h1>`, the meta description and calls to action. */
const pageBase = () => ({
  title: text(90),
  description: text(200),
  cta: z.optional(z.array(CallToActionSchema).check(z.maxLength(3))),
});

/** `content/pages/<route name>[.<brand or tenant id>].md`: copy of a named route. */
export const PageFrontMatter = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...pageBase(),
    /** Keep the page out of sitemap.xml and search engines (thank-you page, tools). */
    noindex: z.optional(z.boolean()),
  }),
);

export const RTG_CATEGORIES = ['STEP_BASED', 'ACTIVITY_BASED', 'WELLBEING', 'TEAMS', 'NONE'] as const;
export const TEMPLATES = ['INDEX', 'HERO_IMAGE'] as const;
export const POST_CONTENT_SECTIONS = ['CUSTOMERS', 'DEVICES'] as const;
export { BRANDS };

/** `content/cms/<path>.md` (`index.md` for the folder's own page): content-managed /solutions and /product pages. */
export const cmsPageFrontMatterObject = () =>
  z.strictObject({
    ...pageBase(),
    /** Which brands show the page (cofi has a reduced route set). */
    brands: z.array(z.enum(BRANDS)).check(z.minLength(1)),
    /** INDEX lists the child pages as cards under the copy; HERO_IMAGE opens with `image`. */
    template: z.optional(z.enum(TEMPLATES)),
    image: z.optional(z.string().check(z.regex(/^\/[^/]/, 'a site path such as /illustrations/teams.svg'))),
    hide_contact_banner: z.optional(z.boolean()),
    post_content_section: z.optional(z.enum(POST_CONTENT_SECTIONS)),
    /** Lists the ready-to-go challenges of this category after the copy. */
    rtg_challenges: z.optional(z.enum(RTG_CATEGORIES)),
    /** Position among its siblings on an INDEX page (lower first). */
    order: z.optional(z.number().check(z.int(), z.gte(1), z.lte(99))),
  });
export const CmsPageFrontMatter = /* @__PURE__ */ z.lazy(cmsPageFrontMatterObject);

export const BlogPostFrontMatter = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...pageBase(),
    date: isoDate,
    author: text(60),
    tags: z.optional(z.array(slug).check(z.maxLength(6))),
  }),
);

export const ArticleFrontMatter = /* @__PURE__ */ z.lazy(() => z.strictObject({ ...pageBase(), date: isoDate }));

export const CaseStudyFrontMatter = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...pageBase(),
    organisation: text(80),
    sector: text(60),
    results: z.array(z.strictObject({ value: text(20), label: text(80) })).check(z.minLength(1), z.maxLength(4)),
    quote: z.optional(z.strictObject({ text: text(400), name: text(60), role: text(80) })),
    brands: z.array(z.enum(BRANDS)).check(z.minLength(1)),
  }),
);

/** A journey's kind of map: a real route on Earth (the default), or the scaled solar system drawing. */
export const JOURNEY_MAPS = ['earth', 'solar-system'] as const;

const JourneyStage = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    name: text(80),
    km: z.number().check(z.nonnegative()),
    /** Where the stage is, in degrees (WGS 84): the build projects these into the journey's map. */
    lat: z.optional(z.number().check(z.gte(-90), z.lte(90))),
    lon: z.optional(z.number().check(z.gte(-180), z.lte(180))),
    /** What is there: the stage card's line (one place for it; the page no longer lists stages twice). */
    about: z.optional(text(300)),
  }),
);

/** A sample team on the map (as the race's MAP view shows teams): a plausible name and how far it has come. */
const JourneyTeam = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    name: text(40),
    km: z.number().check(z.nonnegative()),
  }),
);

export const JourneyFrontMatter = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({
      ...pageBase(),
      region: text(60),
      distance_km: z.number().check(z.positive(), z.lte(50_000)),
      /** `solar-system` stages are distances in space, not places: they have no coordinates. */
      map: z.optional(z.enum(JOURNEY_MAPS)),
      stages: z.array(JourneyStage).check(z.minLength(2)),
      /** 3–5 sample teams along the route, leader first. */
      teams: z.optional(z.array(JourneyTeam).check(z.minLength(3), z.maxLength(5))),
    })
    .check(
      z.superRefine((journey, ctx) => {
        journey.teams?.forEach((team, i) => {
          if (team.km > journey.distance_km)
            ctx.addIssue({
              code: 'custom',
              path: ['teams', i, 'km'],
              message: 'a team cannot be past the finish (distance_km)',
            });
          if (i > 0 && team.km > journey.teams![i - 1]!.km)
            ctx.addIssue({ code: 'custom', path: ['teams', i, 'km'], message: 'teams go leader first (km falling)' });
        });
        const onEarth = (journey.map ?? 'earth') === 'earth';
        journey.stages.forEach((stage, i) => {
          const placed = stage.lat !== undefined && stage.lon !== undefined;
          if (onEarth && !placed)
            ctx.addIssue({
              code: 'custom',
              path: ['stages', i],
              message: 'needs lat and lon: the map is drawn from them',
            });
          if (!onEarth && (stage.lat !== undefined || stage.lon !== undefined))
            ctx.addIssue({ code: 'custom', path: ['stages', i], message: 'a solar-system stage has no lat or lon' });
          if (i > 0 && stage.km < journey.stages[i - 1]!.km)
            ctx.addIssue({ code: 'custom', path: ['stages', i, 'km'], message: 'stages go in order of distance' });
        });
      }),
    ),
);

export const WellbeingPackFrontMatter = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...pageBase(),
    weeks: z.number().check(z.int(), z.gte(1), z.lte(52)),
    themes: z.array(text(60)).check(z.minLength(1), z.maxLength(8)),
  }),
);

export const WorkoutVideoFrontMatter = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...pageBase(),
    video: z
      .string()
      .check(
        z.regex(/^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/|vimeo\.com\/)[\w-]+/, 'a YouTube or Vimeo URL'),
      ),
    duration_minutes: z.number().check(z.int(), z.gte(1), z.lte(180)),
    level: z.enum(['beginner', 'intermediate', 'advanced']),
    equipment: z.array(text(40)).check(z.maxLength(6)),
  }),
);

export const LICENSE_KEYS = ['LIGHT', 'BASIC', 'PRO', 'ENTERPRISE'] as const;

export const ReadyToGoFrontMatter = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...pageBase(),
    category: z.enum(RTG_CATEGORIES.filter((c): c is Exclude<(typeof RTG_CATEGORIES)[number], 'NONE'> => c !== 'NONE')),
    duration_days: z.number().check(z.int(), z.gte(1), z.lte(366)),
    packages: z
      .array(
        z.strictObject({
          id: slug,
          name: text(60),
          license: z.enum(LICENSE_KEYS),
          description: text(300),
          includes: z.array(text(120)).check(z.minLength(1), z.maxLength(10)),
        }),
      )
      .check(z.minLength(1), z.maxLength(4)),
  }),
);

/** `content/trials/<id>.md` and `content/assessments/<id>.md`: what /trial/{id} and /assessment/{id} show. */
export const TrialFrontMatter = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...pageBase(),
    days: z.number().check(z.int(), z.gte(1), z.lte(60)),
    template: slug,
  }),
);
export const AssessmentFrontMatter = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...pageBase(),
    questions: z.number().check(z.int(), z.gte(1), z.lte(60)),
    minutes: z.number().check(z.int(), z.gte(1), z.lte(60)),
  }),
);

/** `content/features/catalogues.json`: the catalogues (activity types, data providers, scoring, badges) shown on /features. */
export const CataloguesFile = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    groups: z
      .array(
        z.strictObject({
          id: slug,
          title: text(60),
          intro: text(300),
          entries: z
            .array(z.strictObject({ value: text(40), label: text(60), description: z.optional(text(240)) }))
            .check(z.minLength(1)),
        }),
      )
      .check(z.minLength(1)),
  }),
);
