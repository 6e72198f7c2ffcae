import { describe, expect, it } from 'vitest';
import {
  IMPERIAL_MULTIPLIER,
  METRES_PER_MILE,
  convertByDistance,
  convertByDuration,
  convertByStairs,
  formatNumber,
  formatPace,
  minutesAtPace,
  paceOf,
  stairsPerMinute,
  toKm,
  type Conversion,
  type Result,
} from './convert.ts';

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`expected a value, got ${r.error.code} (${r.error.message})`);
  return r.value;
};
const errorCode = <T>(r: Result<T>): string => (r.ok ? 'ok' : `${r.error.code}:${r.error.field}`);

describe('units: miles are 1.609344 km, numbers 0 to 2 decimals', () => {
  it('uses 1.609344 as the imperial multiplier (a mile is 1609.344 m)', () => {
    expect(IMPERIAL_MULTIPLIER).toBe(1.609344);
    expect(METRES_PER_MILE).toBe(1609.344);
    expect(value(toKm({ value: 1, unit: 'mi' }))).toBe(1.609344);
    expect(value(toKm({ value: 1500, unit: 'm' }))).toBe(1.5);
    expect(value(toKm({ value: 100, unit: 'yd' }))).toBeCloseTo(0.09144, 12);
  });

  it('converts a stair-climbing speed from per hour to per minute', () => {
    expect(stairsPerMinute(1800)).toBe(30);
    expect(stairsPerMinute(90)).toBe(1.5);
  });

  it('shows numbers with 0 to 2 decimals in the browser language', () => {
    expect(formatNumber(1234.5678, 'en-US')).toBe('1,234.57');
    expect(formatNumber(1234.5678, 'de-DE')).toBe('1.234,57');
    expect(formatNumber(3000, 'en-US')).toBe('3,000');
  });
});

// Table values used: WALKING 100/min, 1250/km; RUNNING 280/min, 1739/km; CYCLING 229/min, 687/km;
// SWIMMING 4980/km; ROWING 1000/km; YOGA 71/min; TENNIS 209/min; STAIR_CLIMBING 114/min.
type Case = { name: string; run: () => Result<Conversion>; steps: number; points?: number | null };
const cases: Case[] = [
  {
    name: 'walking 30 min → 30 × 100',
    run: () => convertByDuration({ activity: 'WALKING', minutes: 30 }),
    steps: 3000,
    points: null,
  },
  {
    name: 'running 45 min → 45 × 280',
    run: () => convertByDuration({ activity: 'RUNNING', minutes: 45 }),
    steps: 12600,
  },
  { name: 'yoga 60 min → 60 × 71', run: () => convertByDuration({ activity: 'YOGA', minutes: 60 }), steps: 4260 },
  {
    name: 'tennis 12.5 min → 2612.5, rounded up',
    run: () => convertByDuration({ activity: 'TENNIS', minutes: 12.5 }),
    steps: 2613,
  },
  {
    name: 'cycling 90 min, 10 points per 1000 steps → 20610 steps, 206.1 points',
    run: () => convertByDuration({ activity: 'CYCLING', minutes: 90, pointsPer1000Steps: 10 }),
    steps: 20610,
    points: 206.1,
  },
  {
    name: 'walking 5 km → 5 × 1250',
    run: () => convertByDistance({ activity: 'WALKING', distance: { value: 5, unit: 'km' } }),
    steps: 6250,
  },
  {
    name: 'walking 1 mi → 1.609344 × 1250 = 2011.68',
    run: () => convertByDistance({ activity: 'WALKING', distance: { value: 1, unit: 'mi' } }),
    steps: 2012,
  },
  {
    name: 'running 10 km → 10 × 1739',
    run: () => convertByDistance({ activity: 'RUNNING', distance: { value: 10, unit: 'km' } }),
    steps: 17390,
  },
  {
    name: 'running 10 mi → 16.09344 × 1739 = 27986.49',
    run: () => convertByDistance({ activity: 'RUNNING', distance: { value: 10, unit: 'mi' } }),
    steps: 27986,
  },
  {
    name: 'cycling 25 mi, 5 points per 1000 → 40.2336 × 687 = 27640.48; 138.2 points',
    run: () => convertByDistance({ activity: 'CYCLING', distance: { value: 25, unit: 'mi' }, pointsPer1000Steps: 5 }),
    steps: 27640,
    points: 138.2,
  },
  {
    name: 'rowing 2000 m → 2 × 1000',
    run: () => convertByDistance({ activity: 'ROWING', distance: { value: 2000, unit: 'm' } }),
    steps: 2000,
  },
  {
    name: 'swimming 1500 m → 1.5 × 4980',
    run: () => convertByDistance({ activity: 'SWIMMING', distance: { value: 1500, unit: 'm' } }),
    steps: 7470,
  },
  {
    name: 'swimming 1650 yd → 1.50876 km × 4980 = 7513.62',
    run: () => convertByDistance({ activity: 'SWIMMING', distance: { value: 1650, unit: 'yd' } }),
    steps: 7514,
  },
  {
    name: 'stairs: 600 at 1800/h = 30/min → 20 min × 114',
    run: () => convertByStairs({ stairs: 600, stairsPerHour: 1800 }),
    steps: 2280,
  },
  {
    name: 'stairs: 250 at 1500/h = 25/min → 10 min × 114, 2.5 points per 1000',
    run: () => convertByStairs({ stairs: 250, stairsPerHour: 1500, pointsPer1000Steps: 2.5 }),
    steps: 1140,
    points: 2.85,
  },
  { name: 'walking 0 min → 0', run: () => convertByDuration({ activity: 'WALKING', minutes: 0 }), steps: 0 },
];

describe('conversions (hand-computed)', () => {
  it.each(cases)('$name', ({ run, steps, points }) => {
    const c = value(run());
    expect(c.steps).toBe(steps);
    if (points !== undefined) expect(c.points).toBe(points);
  });

  it('reports the minutes the stairs took and the km a distance was', () => {
    expect(value(convertByStairs({ stairs: 600, stairsPerHour: 1800 })).minutes).toBe(20);
    expect(value(convertByDistance({ activity: 'RUNNING', distance: { value: 10, unit: 'mi' } })).km).toBeCloseTo(
      16.09344,
      10,
    );
  });

  it('gives the same steps by distance as by the time that distance takes at the reference speed', () => {
    // Walking 4.8 km at 4.8 km/h is 60 minutes.
    expect(value(convertByDistance({ activity: 'WALKING', distance: { value: 4.8, unit: 'km' } })).steps).toBe(
      value(convertByDuration({ activity: 'WALKING', minutes: 60 })).steps,
    );
  });
});

describe('pace units', () => {
  it('rowing: per 500 m in both systems', () => {
    const p = value(paceOf('ROWING', 'metric', { value: 2000, unit: 'm' }, 8)); // 480 s / 4
    expect(p).toEqual({ seconds: 120, unit: { id: 'm500', metres: 500, label: '/500 m' } });
    expect(value(paceOf('ROWING', 'imperial', { value: 2000, unit: 'm' }, 7.5)).seconds).toBe(112.5);
    expect(formatPace(112.5)).toBe('1:53');
    expect(value(minutesAtPace('ROWING', 'metric', { value: 2000, unit: 'm' }, 120))).toBe(8);
  });

  it('swimming: per 100 m metric, per 100 yd imperial', () => {
    expect(value(paceOf('SWIMMING', 'metric', { value: 400, unit: 'm' }, 8))).toEqual({
      seconds: 120,
      unit: { id: 'm100', metres: 100, label: '/100 m' },
    });
    const yd = value(paceOf('SWIMMING', 'imperial', { value: 500, unit: 'yd' }, 10)); // 600 s / 5
    expect(yd.seconds).toBe(120);
    expect(yd.unit.label).toBe('/100 yd');
    expect(value(minutesAtPace('SWIMMING', 'imperial', { value: 1000, unit: 'yd' }, 90))).toBe(15); // 10 × 90 s
  });

  it('running: per km metric, per mile imperial', () => {
    expect(value(paceOf('RUNNING', 'metric', { value: 10, unit: 'km' }, 50)).seconds).toBe(300);
    const mi = value(paceOf('RUNNING', 'imperial', { value: 3, unit: 'mi' }, 27));
    expect(mi).toEqual({ seconds: 540, unit: { id: 'mi', metres: 1609.344, label: '/mi' } });
    expect(formatPace(mi.seconds)).toBe('9:00');
  });
});

describe('validation errors as values', () => {
  it.each([
    ['unknown activity', () => convertByDuration({ activity: 'SKYDIVING', minutes: 10 }), 'UNKNOWN_ACTIVITY:activity'],
    [
      'hidden DAILY_SUMMARY',
      () => convertByDuration({ activity: 'DAILY_SUMMARY', minutes: 10 }),
      'UNKNOWN_ACTIVITY:activity',
    ],
    ['negative minutes', () => convertByDuration({ activity: 'WALKING', minutes: -5 }), 'NEGATIVE:minutes'],
    ['NaN minutes', () => convertByDuration({ activity: 'WALKING', minutes: Number.NaN }), 'INVALID_NUMBER:minutes'],
    ['infinite minutes', () => convertByDuration({ activity: 'WALKING', minutes: Infinity }), 'INVALID_NUMBER:minutes'],
    ['more than a day', () => convertByDuration({ activity: 'WALKING', minutes: 1441 }), 'TOO_LARGE:minutes'],
    [
      'distance for yoga',
      () => convertByDistance({ activity: 'YOGA', distance: { value: 1, unit: 'km' } }),
      'NOT_DISTANCE_BASED:activity',
    ],
    [
      'negative distance',
      () => convertByDistance({ activity: 'RUNNING', distance: { value: -1, unit: 'km' } }),
      'NEGATIVE:distance',
    ],
    [
      'absurd distance',
      () => convertByDistance({ activity: 'RUNNING', distance: { value: 1001, unit: 'km' } }),
      'TOO_LARGE:distance',
    ],
    [
      'absurd distance in miles (700 mi = 1126 km)',
      () => convertByDistance({ activity: 'CYCLING', distance: { value: 700, unit: 'mi' } }),
      'TOO_LARGE:distance',
    ],
    [
      'negative points factor',
      () => convertByDuration({ activity: 'WALKING', minutes: 10, pointsPer1000Steps: -1 }),
      'NEGATIVE:pointsPer1000Steps',
    ],
    ['zero stair rate', () => convertByStairs({ stairs: 100, stairsPerHour: 0 }), 'ZERO:stairsPerHour'],
    ['absurd stair rate', () => convertByStairs({ stairs: 100, stairsPerHour: 50_000 }), 'TOO_LARGE:stairsPerHour'],
    ['stairs taking more than a day', () => convertByStairs({ stairs: 90_000, stairsPerHour: 60 }), 'TOO_LARGE:stairs'],
  ] as const)('%s', (_name, run, expected) => {
    expect(errorCode(run() as Result<unknown>)).toBe(expected);
  });

  it('pace errors', () => {
    expect(errorCode(paceOf('YOGA', 'metric', { value: 1, unit: 'km' }, 10))).toBe('NOT_DISTANCE_BASED:activity');
    expect(errorCode(paceOf('ROWING', 'metric', { value: 0, unit: 'm' }, 10))).toBe('ZERO:distance');
    expect(errorCode(paceOf('ROWING', 'metric', { value: 2000, unit: 'm' }, 0))).toBe('ZERO:minutes');
    expect(errorCode(minutesAtPace('SWIMMING', 'metric', { value: 100, unit: 'm' }, -3))).toBe('NEGATIVE:pace');
    expect(errorCode(toKm({ value: 1, unit: 'furlong' as 'km' }))).toBe('UNKNOWN_UNIT:unit');
  });
});
