/**
 * The planner's words (copy is data): one module the page and the island share, so the server's
 * HTML and the hydrated island say the same thing. Numbers and dates come in already formatted.
 */
export const PLANNER_MESSAGES = {
  heading: 'Plan your group on this journey',
  intro:
    'Enter how many people take part and what an average person does in a day. The days to finish, the finish date and each week’s position on the map follow from the same step conversion the app scores with.',
  people: 'People taking part',
  daily: 'Daily average per person',
  unit: 'Counted in',
  units: { steps: 'steps', km: 'km' },
  start: 'Start date (optional)',
  mixLegend: 'Other activities per person per day (optional)',
  activity: (n: number) => `Activity ${n}`,
  minutes: 'Minutes a day',
  /** Read by screen readers after `minutes`, so each field's name is unique. */
  minutesFor: (n: number) => ` (activity ${n})`,
  noActivity: 'None',
  submit: 'Show my plan',
  daysLabel: 'days to finish',
  groupDaily: (km: string, person: string) => `Your group covers ${km} km a day (${person} km per person).`,
  finish: (date: string) => `Finish on ${date}.`,
  noStart: 'Choose a start date to see the finish date.',
  weeksHeading: 'Where your group stands',
  week: (n: number, km: string, place: string) => `Week ${n}: ${km} km, past ${place}`,
  finishedIn: (n: number) => `Week ${n}: at the finish`,
  moreWeeks: (n: number) => `…and ${n} more weeks`,
  use: 'Use this journey',
  trial: 'or start a free trial with it',
  conversion: (stepsPerKm: string) =>
    `Steps count as distance at ${stepsPerKm} steps a km (moderate walking); other activities count by their step equivalents per minute, as on the step converter.`,
} as const;

/** The journey page's own words around the planner. */
export const JOURNEY_PAGE_MESSAGES = {
  stagesHeading: 'Stages',
  start: 'The start',
  kmFromStart: (km: string) => `${km} km from the start`,
  teamsCaption: 'Sample teams, as the live map shows every team during a challenge:',
  team: (name: string, km: string, place: string) => `${name}: ${km} km, past ${place}`,
  facts: { km: 'km', stages: 'stages', region: 'region' },
  use: 'Use this journey',
  trial: 'Start a free trial',
  planSummary: (people: string, daily: string, unit: string, days: string) =>
    `${people} people averaging ${daily} ${unit} a day each finish in ${days} days.`,
} as const;

/** The journeys index's words. */
export const JOURNEY_INDEX_MESSAGES = {
  label: 'Virtual journeys',
  meta: (region: string, km: string, stages: number) => `${region} · ${km} km · ${stages} stages`,
  plan: (title: string) => `Plan your group on ${title}`,
} as const;
