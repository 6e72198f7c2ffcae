import type { SlottedMessage } from '../i18n/fill-message.ts';

/**
 * The planner's words as the island gets them: already in the page's language, each a
 * plain string or a slotted message (common/i18n/fill-message.ts) the island fills with numbers and
 * names it formats itself. The server takes them from the catalogue (worker/pages/planner-words.ts),
 * so the island ships no message parser and no catalogue, only what it shows.
 */

export interface PlannerWords {
  heading: string;
  intro: string;
  people: string;
  daily: string;
  unit: string;
  units: { steps: string; km: string };
  start: string;
  mixLegend: string;
  /** The n-th activity's label and the hidden words after "minutes" that name its row, per row. */
  activities: string[];
  minutesFor: string[];
  minutes: string;
  noActivity: string;
  submit: string;
  conversion: string;
  /** After the big number of days, by its plural category. */
  daysLabel: SlottedMessage;
  /** `{people}` (one person reads "You cover …"), `{km}`, `{person}` */
  groupDaily: SlottedMessage;
  /** `{date}` */
  finish: SlottedMessage;
  noStart: string;
  weeksHeading: string;
  /** `{week}`, `{km}` reached, `{left}` km to the next stop, `{place}` (that stop) */
  week: SlottedMessage;
  /** `{week}`: the short mark on the map. */
  weekMark: SlottedMessage;
  /** `{mark}`, `{week}`: the map's tags explained in words, under the map. */
  weekKey: SlottedMessage;
  /** `{week}` */
  finishedIn: SlottedMessage;
  /** `{weeks}`, by plural category. */
  moreWeeks: SlottedMessage;
  /** `{weeks}` (a list: "5 and 7"), by plural category of `{count}`: weeks the map has no room to tag. */
  weeksOffMap: SlottedMessage;
  /** More than three weeks off the map: named together, not listed. */
  otherWeeksOffMap: string;
  /** Under the map once the visitor has planned: the map shows their weeks, the sample teams step back. */
  planShown: string;
  /** `{years}` (whole years), by plural category: beside a plan longer than a year, what shortens it. */
  overAYear: SlottedMessage;
  /** Beside a plan of under two weeks: a longer route, or teams that race each other. */
  shortPlan: string;
  use: string;
  trial: string;
  /** Beside a refused field: people, and the daily figure per unit (ranges already filled in). */
  errors: { people: string; daily: { steps: string; km: string } };
  /** In place of the result while a field is refused. */
  errorSummary: string;
  /** The page's language for choosing plural forms (the numbers use the formatting locale). */
  pluralLocale: string;
}
