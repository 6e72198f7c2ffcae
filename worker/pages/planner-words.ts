/**
 * The journey planner's words for its island, in the page's language: plain strings
 * where nothing changes, slotted messages where the island puts in numbers as the visitor types
 * (common/i18n/fill-message.ts). The island renders on the server with the same props, so the
 * first HTML and the hydrated planner say the same thing.
 */
import { formatNumber } from '../../common/format.ts';
import type { PlannerWords } from '../../common/journeys/planner-words.ts';
import { PLAN_LIMITS } from '../../common/journeys/plan-query.ts';
import type { PageLocale } from '../../common/i18n/locales.ts';
import { islandMessage, type Translate } from '../i18n/messages.ts';

export function plannerWords(
  t: Translate,
  { pageLocale, lang, stepsPerKm }: { pageLocale: PageLocale; lang: string; stepsPerKm: number },
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
    daysLabel: islandMessage(pageLocale, 'planner.daysLabel'),
    groupDaily: islandMessage(pageLocale, 'planner.groupDaily'),
    finish: islandMessage(pageLocale, 'planner.finish'),
    noStart: t('planner.noStart'),
    weeksHeading: t('planner.weeksHeading'),
    week: islandMessage(pageLocale, 'planner.week'),
    weekMark: islandMessage(pageLocale, 'planner.weekMark'),
    weekKey: islandMessage(pageLocale, 'planner.weekKey'),
    finishedIn: islandMessage(pageLocale, 'planner.finishedIn'),
    moreWeeks: islandMessage(pageLocale, 'planner.moreWeeks'),
    weeksOffMap: islandMessage(pageLocale, 'planner.weeksOffMap'),
    otherWeeksOffMap: t('planner.otherWeeksOffMap'),
    planShown: t('planner.planShown'),
    overAYear: islandMessage(pageLocale, 'planner.overAYear'),
    shortPlan: t('planner.shortPlan'),
    use: t('journey.use'),
    trial: t('planner.trial'),
    errors: {
      people: t('planner.errorPeople', range(PLAN_LIMITS.people, lang)),
      daily: {
        steps: t('planner.errorDailySteps', range(PLAN_LIMITS.steps, lang)),
        km: t('planner.errorDailyKm', range(PLAN_LIMITS.km, lang)),
      },
    },
    errorSummary: t('planner.errorSummary'),
    pluralLocale: pageLocale,
  };
}

const range = (limits: { min: number; max: number }, lang: string) => ({
  min: formatNumber(limits.min, lang),
  max: formatNumber(limits.max, lang),
});
