/**
 * The planner's words (copy is data): one module the page and the island share, so the server's
 * HTML and the hydrated island say the same thing. Numbers and dates come in already formatted.
 * Still English in every locale (issue 29: to move into the catalogues as the island's formatted
 * props); the journey page's and index's own words are messages (`journey.*`, `journeys.*`).
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
