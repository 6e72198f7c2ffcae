import type { Translate } from '../../i18n/messages.ts';

/**
 * The interface words inside the product pictures (tabs, units, headings), in the page's language.
 * The pictures render once per tenant, theme and locale outside the page's React tree
 * (worker/ui/rendered-once.tsx), so they cannot read `useT()`: their callers pass these in.
 */
export interface PictureWords {
  /** The app's three tabs: leaderboard, map, badges. */
  tabs: readonly [string, string, string];
  /**
   * A step count with its noun agreeing with it ("12,480 steps", "1,710 خطوات", "949,275 خطوةً"):
   * `formatted` is the count as the page writes numbers, `count` picks the plural form.
   */
  steps: (count: number, formatted: string) => string;
  /** The unit under a points figure, agreeing with it ("point", "points"; Arabic "نقاط" for 3–10). */
  points: (count: number) => string;
  /** "1,520 of 2,400 staff", both numbers already formatted; the noun agrees with `staffCount`. */
  staffOf: (participants: string, staff: string, staffCount: number) => string;
  takePart: string;
  reports: string;
  signInTo: (platform: string) => string;
  /** The last tile when more trackers than fit: "+ 5 more" (Arabic puts the count in words, "و5 أخرى", not a sign that bidi moves). */
  more: (count: number) => string;
  /** Under the hub's total of synced steps, agreeing with it. */
  syncedToday: (count: number) => string;
  wholeOrganisation: string;
  /** A formatted distance with the language's kilometre sign ("2,296 km", "2,296 كم"). */
  km: (km: string) => string;
  /** The sample challenge's status line under its name: "Day 12 of 28 · 48 teams". */
  status: (day: number, days: number, teams: number) => string;
  /** What a screen reader hears for each picture (its `aria-label`), from parts already formatted. */
  describe: PictureDescriptions;
}

type Args = Record<string, string | number>;
/** The pictures' descriptions: one message each, with `{name}` places for the formatted parts. */
export interface PictureDescriptions {
  /** Joins list items (", ") and larger items ("; ") the way the language writes lists. */
  comma: string;
  semicolon: string;
  leaderboard: (a: { event: string; status: string; rows: string }) => string;
  leaderboardRow: (a: { rank: number; team: string; points: string; steps: string }) => string;
  participationSummary: (a: {
    participants: string;
    staff: string;
    staffCount: number;
    /** Already written as the language writes a percentage ("78 %", "78%"). */
    percent: string;
    departments: string;
  }) => string;
  department: (a: { name: string; percent: string; participants: string; staff: string }) => string;
  participation: (a: { event: string; status: string; summary: string }) => string;
  report: (a: { event: string; status: string; summary: string; button: string }) => string;
  signIn: (a: { platform: string; note: string; buttons: string }) => string;
  continueWith: (a: { provider: string }) => string;
  trackers: (a: { providers: string; platform: string; total: string }) => string;
  /** The workplace tools, with the platform named ("TeamTrek also connects to Slack and Okta."). */
  trackerTools: (a: { tools: string; platform: string }) => string;
  progress: (a: {
    goal: string;
    total: string;
    goalKm: string;
    percent: string;
    groups: string;
    teams: string;
  }) => string;
  progressTeam: (a: { name: string; km: string; split: string }) => string;
  groupKm: (a: { group: string; km: string }) => string;
  badges: (a: { earned: number; total: number; earnedNames: string; rest: string }) => string;
  /** The data centres' list and maps; `regions`, `others` already joined as the language joins a list. */
  dataRegions: (a: { regions: string }) => string;
  defaultRegion: (a: { name: string }) => string;
  regionsMap: (a: { regions: string; picked: string; others: string }) => string;
  /** Two screens of one privacy level: the participant's own and what a colleague sees instead. */
  privacy: (a: { ownTitle: string; person: string; level: string; otherTitle: string; other: string }) => string;
  privacyOther: Record<'everyone' | 'friends' | 'hidden', string>;
}

/** The pictures' words from a catalogue (`picture.*` in messages/<locale>.json). */
export function pictureWords(t: Translate): PictureWords {
  return {
    tabs: [t('picture.tab.leaderboard'), t('picture.tab.map'), t('picture.tab.badges')],
    steps: (count, steps) => t('picture.steps', { count, steps }),
    points: (count) => t('picture.points', { count }),
    staffOf: (participants, staff, staffCount) => t('picture.staffOf', { participants, staff, staffCount }),
    takePart: t('picture.takePart'),
    reports: t('picture.reports'),
    signInTo: (platform) => t('picture.signInTo', { platform }),
    more: (count) => t('picture.more', { count }),
    syncedToday: (count) => t('picture.syncedToday', { count }),
    wholeOrganisation: t('picture.wholeOrganisation'),
    km: (km) => t('picture.km', { km }),
    status: (day, days, teams) => t('picture.status', { day, days, teams }),
    describe: {
      comma: t('picture.describe.comma'),
      semicolon: t('picture.describe.semicolon'),
      leaderboard: (a: Args) => t('picture.describe.leaderboard', a),
      leaderboardRow: (a: Args) => t('picture.describe.leaderboardRow', a),
      participationSummary: (a: Args) => t('picture.describe.participationSummary', a),
      department: (a: Args) => t('picture.describe.department', a),
      participation: (a: Args) => t('picture.describe.participation', a),
      report: (a: Args) => t('picture.describe.report', a),
      signIn: (a: Args) => t('picture.describe.signIn', a),
      continueWith: (a: Args) => t('picture.describe.continueWith', a),
      trackers: (a: Args) => t('picture.describe.trackers', a),
      trackerTools: (a: Args) => t('picture.describe.trackerTools', a),
      progress: (a: Args) => t('picture.describe.progress', a),
      progressTeam: (a: Args) => t('picture.describe.progressTeam', a),
      groupKm: (a: Args) => t('picture.describe.groupKm', a),
      badges: (a: Args) => t('picture.describe.badges', a),
      dataRegions: (a: Args) => t('picture.describe.dataRegions', a),
      defaultRegion: (a: Args) => t('picture.describe.defaultRegion', a),
      regionsMap: (a: Args) => t('picture.describe.regionsMap', a),
      privacy: (a: Args) => t('picture.describe.privacy', a),
      privacyOther: {
        everyone: t('picture.describe.privacyOther.everyone'),
        friends: t('picture.describe.privacyOther.friends'),
        hidden: t('picture.describe.privacyOther.hidden'),
      },
    },
  };
}
