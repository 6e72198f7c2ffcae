import * as z from '../zod-mini.ts';

/**
 * The step-conversion table (`content/step-conversion.json`) for the step converter
 * (/resources/convert-steps): for every activity type except the hidden
 * DAILY_SUMMARY, the step equivalent of one minute at moderate effort and, for activities logged by
 * distance, of one km. How the numbers are made is data too (`method`, `sources`), so the page can
 * show it; the refinements below keep the numbers and the stated method in step.
 */

/** Activity types of the catalogues, in the catalogues' order. */
export const SPEC_ACTIVITY_TYPES = [
  'DAILY_SUMMARY',
  'RUNNING',
  'CYCLING',
  'WALKING',
  'SWIMMING',
  'HIKING',
  'ROWING',
  'KAYAKING',
  'CANOEING',
  'SURFING',
  'PADDLEBOARDING',
  'SNOWBOARDING',
  'ALPINE_SKIING',
  'NORDIC_SKIING',
  'BACKCOUNTRY_SKIING',
  'INDOOR_CYCLING',
  'INDOOR_RUNNING',
  'ELLIPTICAL',
  'MIND_BODY',
  'YOGA',
  'MARTIAL_ARTS',
  'PILATES',
  'DANCING',
  'WEIGHT_LIFTING',
  'INDOOR_CARDIO',
  'TENNIS',
  'TEAM_SPORTS',
  'HORSEBACK_RIDING',
  'ICE_SKATING',
  'INLINE_SKATING',
  'GOLF',
  'STAIR_CLIMBING',
  'WHEELCHAIR',
  'MULTI_SPORT',
  'OTHER',
] as const;
export type SpecActivityType = (typeof SPEC_ACTIVITY_TYPES)[number];

/** Hidden in the spec (a day's step total, not an activity one converts). */
export const HIDDEN_ACTIVITY_TYPES = ['DAILY_SUMMARY'] as const;

/** The activity types the converter offers: all but the hidden ones. */
export const CONVERTIBLE_ACTIVITY_TYPES = SPEC_ACTIVITY_TYPES.filter(
  (t): t is Exclude<SpecActivityType, 'DAILY_SUMMARY'> => t !== 'DAILY_SUMMARY',
);
export type ActivityType = (typeof CONVERTIBLE_ACTIVITY_TYPES)[number];

/** Moderate walking (3.5 MET) counts as 100 steps per minute. */
export const ANCHOR_MET = 3.5;
export const ANCHOR_STEPS_PER_MINUTE = 100;

/** Steps per minute the method gives for a MET value (whole steps). */
export const stepsPerMinuteForMet = (met: number): number => Math.round((met * ANCHOR_STEPS_PER_MINUTE) / ANCHOR_MET);

/** Steps per km the method gives: steps per minute times the minutes one km takes at the reference speed. */
export const stepsPerKmFor = (stepsPerMinute: number, referenceSpeedKmh: number): number =>
  Math.round((stepsPerMinute * 60) / referenceSpeedKmh);

// Schemas are built on first use, not when the module loads (common/zod-mini.ts).
const SourceSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    id: z.string().check(z.regex(/^[a-z0-9-]+$/, 'must be a lower-case id')),
    name: z.string().check(z.minLength(1)),
    url: z.nullable(z.url({ protocol: /^https$/ })),
    use: z.string().check(z.minLength(1)),
  }),
);

const DistanceSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    /** Moderate speed the Compendium entry describes, km/h. */
    referenceSpeedKmh: z.number().check(z.positive(), z.lte(60)),
    stepsPerKm: z.number().check(z.int(), z.positive()),
  }),
);

const RowSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({
      activity: z.enum(CONVERTIBLE_ACTIVITY_TYPES),
      /** MET value of the Compendium entry used (moderate effort where the Compendium has one). */
      met: z.number().check(z.gte(1), z.lte(20)),
      /** Which Compendium entry, in words. */
      basis: z.string().check(z.minLength(1)),
      stepsPerMinute: z.number().check(z.int(), z.positive()),
      /** Null for activities not logged by distance. */
      distance: z.nullable(DistanceSchema),
      /** Ids from the table's `sources`. */
      sources: z.array(z.string()).check(z.minLength(1)),
    })
    .check(
      z.refine((r) => r.stepsPerMinute === stepsPerMinuteForMet(r.met), {
        message: 'stepsPerMinute must be round(met × 100 / 3.5)',
        path: ['stepsPerMinute'],
      }),
      z.refine(
        (r) =>
          r.distance === null ||
          r.distance.stepsPerKm === stepsPerKmFor(r.stepsPerMinute, r.distance.referenceSpeedKmh),
        {
          message: 'stepsPerKm must be round(stepsPerMinute × 60 / referenceSpeedKmh)',
          path: ['distance', 'stepsPerKm'],
        },
      ),
    ),
);
export type ConversionRow = z.output<typeof RowSchema>;

export const ConversionTableSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({
      method: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
      stepsPerMetMinute: z.literal('100 / 3.5'),
      sources: z.array(SourceSchema).check(z.minLength(1)),
      activities: z.array(RowSchema),
    })
    .check(
      z.superRefine((t, ctx) => {
        const ids = new Set(t.sources.map((s) => s.id));
        if (ids.size !== t.sources.length)
          ctx.addIssue({ code: 'custom', message: 'duplicate source id', path: ['sources'] });
        const seen = new Set<string>();
        t.activities.forEach((row, i) => {
          if (seen.has(row.activity))
            ctx.addIssue({
              code: 'custom',
              message: `duplicate activity ${row.activity}`,
              path: ['activities', i, 'activity'],
            });
          seen.add(row.activity);
          row.sources.forEach((s, j) => {
            if (!ids.has(s))
              ctx.addIssue({ code: 'custom', message: `unknown source ${s}`, path: ['activities', i, 'sources', j] });
          });
        });
        for (const type of CONVERTIBLE_ACTIVITY_TYPES) {
          if (!seen.has(type))
            ctx.addIssue({ code: 'custom', message: `missing activity ${type}`, path: ['activities'] });
        }
      }),
    ),
);
export type ConversionTable = z.output<typeof ConversionTableSchema>;
