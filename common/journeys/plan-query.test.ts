import { describe, expect, it } from 'vitest';
import { planToQuery, readPlanQuery } from './plan-query.ts';

const read = (q: string) => readPlanQuery(new URLSearchParams(q));

describe('readPlanQuery: the URL keeps the plan; bad values are clamped, never refused', () => {
  it.each([
    ['', { people: 30, daily: 8000, unit: 'steps', mix: [] }],
    ['people=12&daily=9000', { people: 12, daily: 9000, unit: 'steps', mix: [] }],
    ['people=0&daily=abc', { people: 1, daily: 8000, unit: 'steps', mix: [] }],
    ['people=9999999&daily=1e9', { people: 100000, daily: 50000, unit: 'steps', mix: [] }],
    ['people=-4&daily=-2&unit=km', { people: 1, daily: 0.5, unit: 'km', mix: [] }],
    ['people=2.6&daily=7.25&unit=km', { people: 3, daily: 7.3, unit: 'km', mix: [] }],
    ['unit=miles&daily=6', { people: 30, daily: 500, unit: 'steps', mix: [] }],
    ['start=2027-01-04', { people: 30, daily: 8000, unit: 'steps', start: '2027-01-04', mix: [] }],
    ['start=2027-02-30', { people: 30, daily: 8000, unit: 'steps', mix: [] }],
    ['start=<script>', { people: 30, daily: 8000, unit: 'steps', mix: [] }],
    [
      'activity=CYCLING&minutes=20&activity=NOPE&minutes=10&activity=SWIMMING&minutes=999&activity=YOGA&minutes=5',
      {
        people: 30,
        daily: 8000,
        unit: 'steps',
        mix: [
          { activity: 'CYCLING', minutes: 20 },
          { activity: 'SWIMMING', minutes: 240 },
        ],
      },
    ],
    ['activity=CYCLING&minutes=0&activity=&minutes=30', { people: 30, daily: 8000, unit: 'steps', mix: [] }],
  ])('%j', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('round-trips through its canonical query string', () => {
    const plan = read('minutes=15&activity=ROWING&unit=km&daily=5&people=40&start=2027-03-01');
    expect(planToQuery(plan)).toBe('people=40&daily=5&unit=km&start=2027-03-01&activity=ROWING&minutes=15');
    expect(read(planToQuery(plan))).toEqual(plan);
  });
});
