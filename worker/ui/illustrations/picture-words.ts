import type { Translate } from '../../i18n/messages.ts';

/**
 * The interface words inside the product pictures (tabs, units, headings), in the page's language.
 * The pictures render once per tenant, theme and locale outside the page's React tree
 * (worker/ui/rendered-once.tsx), so they cannot read `useT()`: their callers pass these in.
 */
export interface PictureWords {
  /** The app's three tabs: leaderboard, map, badges. */
  tabs: readonly [string, string, string];
  /** After a formatted number: "12,480 steps". */
  steps: string;
  points: string;
  /** "1,520 of 2,400 staff", both numbers already formatted. */
  staffOf: (participants: string, staff: string) => string;
  takePart: string;
  reports: string;
  signInTo: (platform: string) => string;
  /** After "+ 3": providers not shown. */
  more: string;
  syncedToday: string;
  wholeOrganisation: string;
  /** The sample challenge's status line under its name: "Day 12 of 28 · 48 teams". */
  status: (day: number, days: number, teams: number) => string;
}

/** The pictures' words from a catalogue (`picture.*` in messages/<locale>.json). */
export function pictureWords(t: Translate): PictureWords {
  return {
    tabs: [t('picture.tab.leaderboard'), t('picture.tab.map'), t('picture.tab.badges')],
    steps: t('picture.steps'),
    points: t('picture.points'),
    staffOf: (participants, staff) => t('picture.staffOf', { participants, staff }),
    takePart: t('picture.takePart'),
    reports: t('picture.reports'),
    signInTo: (platform) => t('picture.signInTo', { platform }),
    more: t('picture.more'),
    syncedToday: t('picture.syncedToday'),
    wholeOrganisation: t('picture.wholeOrganisation'),
    status: (day, days, teams) => t('picture.status', { day, days, teams }),
  };
}
