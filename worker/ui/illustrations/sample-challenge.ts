import { DEFAULT_LOCALE, type PageLocale } from '../../../common/i18n/locales.ts';
import { dataIn } from '../../content/localized-data.ts';
import type { SampleChallenge } from '../../content/home-content-schema.ts';
import type { Brand } from '../../../common/brands.ts';

/**
 * The figures every illustration of a brand's pages shows, derived once from the brand's one sample
 * challenge (content/home.json `brands.<brand>.sample`): a team's steps are the sum of its members', points are steps / 100, a
 * percentage is rounded from its counts. Nothing here is written twice, so the leaderboard, the
 * participation chart, the reporting view and the tracker hub cannot disagree.
 */
export interface TeamStanding {
  team: string;
  members: number;
  steps: number;
  points: number;
}
export interface DepartmentParticipation {
  name: string;
  staff: number;
  participants: number;
  /** Whole per cent of staff taking part. */
  percent: number;
}
export interface SampleFigures {
  event: string;
  /** "Day 12 of 28 · 48 teams", as the app's header says it. */
  status: string;
  day: number;
  days: number;
  teamCount: number;
  staff: number;
  participants: number;
  percent: number;
  departments: DepartmentParticipation[];
  /** Leading teams in rank order (most steps first). */
  standings: TeamStanding[];
  stepsSyncedToday: number;
  /** The brand's sample participant (the trust centre's privacy pictures). */
  participant: SampleChallenge['participant'];
}

/** Points the app awards: one per 100 steps. */
export const POINTS_PER_STEPS = 100;
const percentOf = (part: number, whole: number) => Math.round((part / whole) * 100);

/** Derives every shown figure from a sample challenge. */
export function sampleFigures(s: SampleChallenge): SampleFigures {
  const participants = s.departments.reduce((n, d) => n + d.participants, 0);
  const standings = s.teams
    .map((t) => {
      const steps = t.memberSteps.reduce((a, b) => a + b, 0);
      return { team: t.name, members: t.memberSteps.length, steps, points: Math.round(steps / POINTS_PER_STEPS) };
    })
    .sort((a, b) => b.steps - a.steps);
  return {
    event: s.event,
    status: `Day ${s.day} of ${s.days} · ${s.teamCount} teams`,
    day: s.day,
    days: s.days,
    teamCount: s.teamCount,
    staff: s.staff,
    participants,
    percent: percentOf(participants, s.staff),
    departments: s.departments.map((d) => ({ ...d, percent: percentOf(d.participants, d.staff) })),
    standings,
    stepsSyncedToday: s.stepsSyncedToday,
    participant: s.participant,
  };
}

const FIGURES = new Map<string, SampleFigures>();
/**
 * A brand's sample figures in a page locale (its names translated), derived on first use per
 * isolate, brand and locale. A tenant's brand is its `routeSet`.
 */
export function siteSample(locale: PageLocale = DEFAULT_LOCALE, brand: Brand = 'default'): SampleFigures {
  const key = `${brand}:${locale}`;
  let figures = FIGURES.get(key);
  if (!figures) FIGURES.set(key, (figures = sampleFigures(dataIn('home', locale).brands[brand].sample)));
  return figures;
}
