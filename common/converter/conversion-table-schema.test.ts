import { describe, expect, it } from 'vitest';
import tableFile from '../../content/step-conversion.json';
import {
  CONVERTIBLE_ACTIVITY_TYPES,
  ConversionTableSchema,
  SPEC_ACTIVITY_TYPES,
  stepsPerKmFor,
  stepsPerMinuteForMet,
} from './conversion-table-schema.ts';

const clone = (): typeof tableFile => structuredClone(tableFile);
const issuesOf = (data: unknown): { path: string; message: string }[] => {
  const r = ConversionTableSchema.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('content/step-conversion.json', () => {
  const table = ConversionTableSchema.parse(tableFile);

  it('has a row for every activity type except the hidden DAILY_SUMMARY', () => {
    expect(SPEC_ACTIVITY_TYPES).toHaveLength(35);
    const rows = table.activities.map((r) => r.activity).sort();
    expect(rows).toEqual(SPEC_ACTIVITY_TYPES.filter((t) => t !== 'DAILY_SUMMARY').sort());
    expect(rows).not.toContain('DAILY_SUMMARY');
    expect(CONVERTIBLE_ACTIVITY_TYPES).toHaveLength(34);
  });

  it('gives steps per km for the distance-based activities', () => {
    const byDistance = table.activities.filter((r) => r.distance !== null).map((r) => r.activity);
    for (const a of [
      'WALKING',
      'RUNNING',
      'HIKING',
      'CYCLING',
      'SWIMMING',
      'ROWING',
      'KAYAKING',
      'CANOEING',
      'NORDIC_SKIING',
      'WHEELCHAIR',
    ]) {
      expect(byDistance).toContain(a);
    }
    for (const a of ['YOGA', 'PILATES', 'WEIGHT_LIFTING', 'STAIR_CLIMBING', 'TENNIS'])
      expect(byDistance).not.toContain(a);
  });

  it('names its sources and explains its method on every row', () => {
    expect(table.sources.map((s) => s.id)).toContain('compendium');
    expect(table.method.join(' ')).toMatch(/MET/);
    for (const row of table.activities) {
      expect(row.sources.length).toBeGreaterThan(0);
      expect(row.basis.length).toBeGreaterThan(0);
    }
  });

  it('anchors moderate walking at 100 steps per minute and 1250 per km', () => {
    const walking = table.activities.find((r) => r.activity === 'WALKING');
    expect(walking).toMatchObject({
      met: 3.5,
      stepsPerMinute: 100,
      distance: { referenceSpeedKmh: 4.8, stepsPerKm: 1250 },
    });
  });

  it('applies the method (hand-computed)', () => {
    expect(stepsPerMinuteForMet(9.8)).toBe(280); // 9.8 × 100 / 3.5 = 280
    expect(stepsPerMinuteForMet(2.5)).toBe(71); // 71.43
    expect(stepsPerMinuteForMet(8)).toBe(229); // 228.57
    expect(stepsPerKmFor(280, 9.66)).toBe(1739); // 16800 / 9.66 = 1739.13
    expect(stepsPerKmFor(200, 12)).toBe(1000);
  });
});

describe('ConversionTableSchema rejects', () => {
  it('a steps-per-minute value that does not follow from the MET value', () => {
    const t = clone();
    t.activities[0]!.stepsPerMinute += 1;
    expect(issuesOf(t)).toContainEqual({
      path: 'activities.0.stepsPerMinute',
      message: expect.stringMatching(/met × 100/),
    });
  });

  it('a steps-per-km value that does not follow from the reference speed', () => {
    const t = clone();
    const row = t.activities.find((r) => r.distance !== null)!;
    row.distance!.stepsPerKm += 1;
    expect(issuesOf(t).map((i) => i.path)).toContainEqual(
      expect.stringMatching(/^activities\.\d+\.distance\.stepsPerKm$/),
    );
  });

  it('a missing activity, a duplicate, an unknown one, an unknown source and DAILY_SUMMARY', () => {
    const missing = clone();
    missing.activities = missing.activities.filter((r) => r.activity !== 'GOLF');
    expect(issuesOf(missing)).toContainEqual({ path: 'activities', message: 'missing activity GOLF' });

    const dup = clone();
    dup.activities.push(dup.activities[0]!);
    expect(issuesOf(dup).map((i) => i.message)).toContain(`duplicate activity ${dup.activities[0]!.activity}`);

    const hidden = clone();
    hidden.activities[0]!.activity = 'DAILY_SUMMARY';
    expect(issuesOf(hidden).map((i) => i.path)).toContain('activities.0.activity');

    const source = clone();
    source.activities[1]!.sources = ['nowhere'];
    expect(issuesOf(source)).toContainEqual({ path: 'activities.1.sources.0', message: 'unknown source nowhere' });
  });
});
