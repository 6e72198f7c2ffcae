/**
 * The journey planner's words for its island, in the page's language (issue 29): plain strings
 * where nothing changes, templates where the island puts in numbers as the visitor types
 * (worker/i18n/island-templates.ts). The island renders on the server with the same props, so the
 * first HTML and the hydrated planner say the same thing.
 */
import { formatNumber } from '../../common/format.ts';
import type { PlannerWords } from '../../common/journeys/planner-words.ts';
import { PLAN_LIMITS } from '../../common/journeys/plan-query.ts';
import { messageTemplate, pluralTemplates } from '../i18n/island-templates.ts';
import type { Translate } from '../i18n/messages.ts';

export function plannerWords(
  t: Translate,
  { pageLocale, lang, stepsPerKm }: { pageLocale: string; lang: string; stepsPerKm: number },
): PlannerWords {
  const rows = Array.from({ length: PLAN_LIMITS.activities }, (_, i) => i + 1);
  return {
    heading: t('planner.heading'),
    intro: t('planner.intro'),
    people: t('planner.people'),
    daily: t('planner.daily'),
    unit: t('planner.unit'),
    units: { steps: t('planner.unitSteps'), km: t('planner.unitKm') },
    start: t('planner.start'),
    mixLegend: t('planner.mixLegend'),
    activities: rows.map((n) => t('planner.activity', { n })),
    minutesFor: rows.map((n) => t('planner.minutesFor', { n })),
    minutes: t('planner.minutes'),
    noActivity: t('planner.noActivity'),
    submit: t('planner.submit'),
    conversion: t('planner.conversion', { stepsPerKm: formatNumber(stepsPerKm, lang) }),
    daysLabel: pluralTemplates(t, 'planner.daysLabel', 'days', pageLocale),
    groupDaily: messageTemplate(t, 'planner.groupDaily', ['km', 'person']),
    finish: messageTemplate(t, 'planner.finish', ['date']),
    noStart: t('planner.noStart'),
    weeksHeading: t('planner.weeksHeading'),
    week: messageTemplate(t, 'planner.week', ['week', 'km', 'place']),
    weekMark: messageTemplate(t, 'planner.weekMark', ['week']),
    finishedIn: messageTemplate(t, 'planner.finishedIn', ['week']),
    moreWeeks: pluralTemplates(t, 'planner.moreWeeks', 'weeks', pageLocale),
    use: t('journey.use'),
    trial: t('planner.trial'),
    pluralLocale: pageLocale,
  };
}
