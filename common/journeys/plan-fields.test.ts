import { describe, expect, it } from 'vitest';
import { convertDaily, planFieldErrors, withDailyInUnit, type PlanFieldErrors, type PlanUnit } from './plan-fields.ts';

/** The site's walking factor (content/step-conversion.json, WALKING): 1,250 steps a km. */
const STEPS_PER_KM = 1250;

describe('convertDaily: the daily figure follows a unit switch, rounded to the field’s step', () => {
  it.each<[number, PlanUnit, PlanUnit, number]>([
    [8000, 'steps', 'km', 6.4],
    [6.4, 'km', 'steps', 8000],
    [10000, 'steps', 'km', 8],
    [11000, 'steps', 'km', 8.8],
    [9.5, 'km', 'steps', 11900], // 11,875 to the field's 100-step grid
    [500, 'steps', 'km', 0.4],
    [8000, 'steps', 'steps', 8000],
    [6.4, 'km', 'km', 6.4],
  ])('%d %s → %s = %d', (value, from, to, expected) => {
    expect(convertDaily(value, from, to, STEPS_PER_KM)).toBe(expected);
  });

  it('a switch back returns the figure typed on the 100-step grid', () => {
    for (const steps of [500, 3300, 8000, 12500, 50000])
      expect(convertDaily(convertDaily(steps, 'steps', 'km', STEPS_PER_KM), 'km', 'steps', STEPS_PER_KM)).toBe(steps);
  });
});

describe('planFieldErrors: impossible inputs are refused, not planned as something else', () => {
  it.each<[string, PlanFieldErrors]>([
    ['people=30&daily=8000&unit=steps', {}],
    ['people=0&daily=8000', { people: 'range' }],
    ['people=-3', { people: 'range' }],
    ['people=2.5', { people: 'range' }],
    ['people=100001', { people: 'range' }],
    ['people=', { people: 'number' }],
    ['people=abc', { people: 'number' }],
    ['daily=0', { daily: 'range' }],
    ['daily=-5&unit=km', { daily: 'range' }],
    ['daily=0&unit=km', { daily: 'range' }],
    ['daily=400', { daily: 'range' }],
    ['daily=101&unit=km', { daily: 'range' }],
    ['daily=100&unit=km', {}],
    ['daily=0.5&unit=km', {}],
    ['daily=x', { daily: 'number' }],
    ['daily=', {}],
    ['people=0&daily=-1', { people: 'range', daily: 'range' }],
    ['', {}],
  ])('%s', (query, expected) => {
    expect(planFieldErrors(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('withDailyInUnit: a GET that switched the unit converts the figure written in the old one', () => {
  it.each<[string, string | null]>([
    ['daily=8000&unit=km&from=steps:8000', '6.4'],
    ['daily=6.4&unit=steps&from=km:6.4', '8000'],
    // Typed anew with the switch: read in the unit chosen with it.
    ['daily=9.5&unit=km&from=steps:8000', '9.5'],
    ['daily=8000&unit=steps&from=steps:8000', '8000'],
    ['daily=8000&unit=steps', '8000'],
    ['daily=8000&unit=km', '8000'],
    ['daily=0&unit=km&from=steps:0', '0'],
    ['daily=abc&unit=km&from=steps:abc', 'abc'],
    ['unit=km&from=steps:8000', null],
  ])('%s → daily=%s', (query, daily) => {
    const out = withDailyInUnit(new URLSearchParams(query), STEPS_PER_KM);
    expect(out.get('daily')).toBe(daily);
    expect(out.has('from')).toBe(false);
  });
});
