import type { ActivityType } from '../../../common/converter/conversion-table-schema.ts';
import { LICENSE_LABELS, LICENSES, type License, type PriceList } from '../../../common/pricing/price-list-schema.ts';
import { convertByDuration } from '../../converter/convert.ts';
import { priceList } from '../../pricing/price-list.ts';
import { siteSample } from './sample-challenge.ts';
import { DEFAULT_LOCALE, type PageLocale } from '../../../common/i18n/locales.ts';
import type { Brand } from '../../../common/brands.ts';
import type { Badge } from './badge-wall.tsx';
import type { Translate } from '../../i18n/messages.ts';
import { SERIES } from './palette.ts';
import type { LeaderboardRow } from './phone-leaderboard.tsx';
import type { ConvertedActivity } from './step-conversion.tsx';

/**
 * The app's team leaderboard from the brand's one sample challenge (content/home.json, derived in
 * worker/ui/illustrations/sample-challenge.ts): each team's steps are the sum of its members', points one per
 * 100 steps, so the leaderboard agrees with the home's other pictures.
 */
export const sampleLeaderboard = (locale: PageLocale = DEFAULT_LOCALE, brand: Brand = 'default'): LeaderboardRow[] =>
  siteSample(locale, brand).standings.map((s, i) => ({
    team: s.team,
    colour: SERIES[i % SERIES.length]!,
    steps: s.steps,
    points: s.points,
  }));
/** The English leaderboard (the component gallery, tests). */
export const SAMPLE_LEADERBOARD: LeaderboardRow[] = sampleLeaderboard();

/**
 * Collective progress split by the spec's gender result methods (M_F_O): for results pages that
 * report by gender (/features, /solutions/workplace); the home page shows participation by department instead.
 */
export const SAMPLE_TEAMS = {
  goal: 'Rome, 3,440 km',
  goalKm: 3440,
  // By site, as a buyer asks it ("does it reach the warehouse and the people at home?"); each team's sum
  // is its total (741, 631, 578, 346: 2,296 km).
  groups: ['Office', 'Warehouse', 'Remote'],
  teams: [
    { name: 'Operations', km: [120, 560, 61] },
    { name: 'Sales', km: [288, 12, 331] },
    { name: 'Engineering', km: [352, 30, 196] },
    { name: 'People', km: [241, 9, 96] },
  ],
};

const TEAM_KEYS = [
  'picture.team.operations',
  'picture.team.sales',
  'picture.team.engineering',
  'picture.team.people',
] as const;

/** The collective progress in a page's language: goal, groups and department names from the catalogue. */
export function sampleTeams(t: Translate): typeof SAMPLE_TEAMS {
  return {
    ...SAMPLE_TEAMS,
    goal: t('picture.goal'),
    groups: [t('picture.site.office'), t('picture.site.warehouse'), t('picture.site.remote')],
    teams: SAMPLE_TEAMS.teams.map((team, i) => ({ ...team, name: t(TEAM_KEYS[i]!) })),
  };
}

/** One badge of each of the spec’s shapes and icons (English; `sampleBadges` in a page’s language). */
export const SAMPLE_BADGES: Badge[] = [
  { name: 'First 10,000', shape: 'simple', icon: 'shoe-prints', earned: true },
  { name: '7-day streak', shape: 'shield', icon: 'walking', earned: true },
  { name: 'Century ride', shape: 'squareish', icon: 'cycling', earned: true },
  { name: 'Half marathon', shape: 'large', icon: 'running', earned: true },
  { name: '1,000 m climb', shape: 'rectangular', icon: 'mountain', earned: true },
  // A stop still ahead on the collective journey to Rome (London to Rome, 2,296 of 3,440 km walked): Venice at 2,910 km.
  { name: 'Venice reached', shape: 'shield', icon: 'walking', earned: false },
  { name: 'Weekly target', shape: 'simple', icon: 'running', earned: false },
  { name: 'Alpine pass', shape: 'large', icon: 'mountain', earned: false },
];

const BADGE_KEYS = [
  'picture.badge.first10000',
  'picture.badge.streak',
  'picture.badge.centuryRide',
  'picture.badge.halfMarathon',
  'picture.badge.climb',
  'picture.badge.veniceReached',
  'picture.badge.weeklyTarget',
  'picture.badge.alpinePass',
] as const;

/** The badges in a page's language (their names from the catalogue). */
export const sampleBadges = (t: Translate): Badge[] => SAMPLE_BADGES.map((b, i) => ({ ...b, name: t(BADGE_KEYS[i]!) }));

const EXAMPLES: { activity: ActivityType; name: string; minutes: number; icon: ConvertedActivity['icon'] }[] = [
  { activity: 'CYCLING', name: 'Cycling', minutes: 45, icon: 'cycling' },
  { activity: 'SWIMMING', name: 'Swimming', minutes: 30, icon: 'swimming' },
  { activity: 'HIKING', name: 'Hiking', minutes: 90, icon: 'mountain' },
  { activity: 'WALKING', name: 'Walking', minutes: 40, icon: 'walking' },
];

/**
 * Step equivalents of a few logged activities, from the site's own step table; with `words`, the
 * activity names and amounts in a page's language (the step converter's picture), else English.
 */
export function sampleConversions(words?: {
  name: (activity: ActivityType) => string;
  amount: (minutes: number) => string;
}): ConvertedActivity[] {
  return EXAMPLES.flatMap(({ activity, name, minutes, icon }) => {
    const result = convertByDuration({ activity, minutes });
    return result.ok
      ? [
          {
            activity: words?.name(activity) ?? name,
            amount: words?.amount(minutes) ?? `${minutes} min`,
            icon,
            steps: result.value.steps,
          },
        ]
      : [];
  });
}

/**
 * The licences compared by what the price list sells for each (content/pricing/price-list.json):
 * a row per way to buy, a check where the licence has a price for it.
 */
export function planComparisonFromPriceList(list: PriceList = priceList) {
  const has = (license: License, test: (p: PriceList[number]) => boolean) =>
    list.some((p) => p.license === license && test(p));
  const rows: { feature: string; test: (p: PriceList[number]) => boolean }[] = [
    { feature: 'Monthly subscription', test: (p) => p.type === 'subscription' },
    { feature: 'Yearly billing', test: (p) => p.type === 'subscription' && p['prices-annual'] !== undefined },
    { feature: 'One-time event', test: (p) => p.type === 'one-time' },
    { feature: 'Extra quarter (extension)', test: (p) => p['extended_duration'] !== undefined },
  ];
  return {
    plans: LICENSES.map((l) => LICENSE_LABELS[l]),
    highlight: LICENSE_LABELS.PRO,
    rows: rows.map((r) => ({ feature: r.feature, included: LICENSES.map((l) => has(l, r.test)) })),
  };
}
