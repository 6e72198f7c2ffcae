import { describe, expect, it } from 'vitest';
import { addDays, MAX_PLAN_WEEKS, planJourney, type PlanInput } from './plan-journey.ts';

/** The site's walking factor (content/step-conversion.json, WALKING): 1,250 steps a km. */
const STEPS_PER_KM = 1250;
const base = { stepsPerKm: STEPS_PER_KM } as const;

describe('planJourney: days = ceil(distance / (people × daily distance per person))', () => {
  it.each<[string, PlanInput, number, number]>([
    // name, input, group km a day, days
    [
      '30 walkers at 8,000 steps on 3,440 km',
      { ...base, distanceKm: 3440, people: 30, daily: 8000, unit: 'steps' },
      192,
      18,
    ],
    [
      '30 people at 8 km (the page copy: "a little over two weeks")',
      { ...base, distanceKm: 3440, people: 30, daily: 8, unit: 'km' },
      240,
      15,
    ],
    ['exact division needs no extra day', { ...base, distanceKm: 780, people: 10, daily: 7.8, unit: 'km' }, 78, 10],
    ['float noise adds no day (0.1 × 3)', { ...base, distanceKm: 0.3, people: 3, daily: 0.1, unit: 'km' }, 0.3, 1],
    [
      'one person, 10,000 steps, the Camino',
      { ...base, distanceKm: 780, people: 1, daily: 10000, unit: 'steps' },
      8,
      98,
    ],
    [
      'a big group finishes on day 1',
      { ...base, distanceKm: 780, people: 5000, daily: 10000, unit: 'steps' },
      40000,
      1,
    ],
    [
      'the mix adds its steps: 20 min at 190 steps a minute = 3,800 steps = 3.04 km',
      {
        ...base,
        distanceKm: 3940,
        people: 50,
        daily: 6000,
        unit: 'steps',
        mix: [{ minutes: 20, stepsPerMinute: 190 }],
      },
      392,
      11,
    ],
  ])('%s', (_, input, groupKm, days) => {
    const plan = planJourney(input);
    expect(plan.groupKmPerDay).toBeCloseTo(groupKm, 6);
    expect(plan.days).toBe(days);
    expect(plan.days).toBe(Math.ceil(Number((input.distanceKm / plan.groupKmPerDay).toFixed(9))));
  });

  it('the finish date counts the start as day 1', () => {
    const plan = planJourney({ ...base, distanceKm: 3440, people: 30, daily: 8, unit: 'km', start: '2027-01-04' });
    expect(plan.finish).toBe('2027-01-18');
    expect(planJourney({ ...base, distanceKm: 10, people: 1, daily: 20, unit: 'km', start: '2027-02-28' }).finish).toBe(
      '2027-02-28',
    );
    expect(planJourney({ ...base, distanceKm: 10, people: 1, daily: 20, unit: 'km' }).finish).toBeNull();
  });

  it('lists where the group stands after each week, the last week at the finish', () => {
    const plan = planJourney({ ...base, distanceKm: 3440, people: 30, daily: 8000, unit: 'steps' });
    expect(plan.weeks).toEqual([
      { week: 1, km: 1344 },
      { week: 2, km: 2688 },
      { week: 3, km: 3440 },
    ]);
  });

  it('lists at most a year of weeks', () => {
    const plan = planJourney({ ...base, distanceKm: 50_000, people: 1, daily: 500, unit: 'steps' });
    expect(plan.days).toBe(125_000);
    expect(plan.weeks).toHaveLength(MAX_PLAN_WEEKS);
  });

  it('addDays crosses months and leap days in UTC', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
