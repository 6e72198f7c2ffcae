/**
 * The planner's words as the island gets them (issue 29): already in the page's language, each a
 * plain string or an ICU-free template whose `{name}` slots the island fills with numbers and names
 * it formats itself. The server derives them from the catalogue (worker/pages/planner-words.ts),
 * so the island ships no message parser and no catalogue, only what it shows.
 */

/** One template per plural category the page's language has (`Intl.PluralRules`); `other` always. */
export type PluralTemplates = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

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
  daysLabel: PluralTemplates;
  /** `{km}`, `{person}` */
  groupDaily: string;
  /** `{date}` */
  finish: string;
  noStart: string;
  weeksHeading: string;
  /** `{week}`, `{km}`, `{place}` */
  week: string;
  /** `{week}`: the short mark on the map. */
  weekMark: string;
  /** `{week}` */
  finishedIn: string;
  /** `{weeks}`, by plural category. */
  moreWeeks: PluralTemplates;
  use: string;
  trial: string;
  /** The page's language for choosing plural forms (the numbers use the formatting locale). */
  pluralLocale: string;
}

/** A template with each `{name}` slot replaced by its value. */
export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);

/** The template for `count` in `locale`, its count slot filled with `shown` (the formatted count). */
export function fillPlural(forms: PluralTemplates, count: number, shown: string, locale: string, slot: string): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return fill(form, { [slot]: shown });
}
