import { describe, expect, it } from 'vitest';
import { matchingDevices, type DeviceRow } from './device-filter-model.ts';

const ROWS: DeviceRow[] = [
  { id: 'garmin', kind: 'watch', name: 'Garmin', reads: 'Activities and daily step totals' },
  { id: 'strava', kind: 'phone', name: 'Strava', reads: 'Activities', limits: 'No daily step counts' },
  { id: 'google-fit', kind: 'phone', name: 'Google Fit', reads: 'Steps', limits: 'Deprecated', deprecated: true },
  { id: 'coros', kind: 'watch', name: 'COROS', reads: 'Workouts' },
];

describe('matchingDevices: the connected-devices filter', () => {
  it.each([
    ['', ['garmin', 'strava', 'google-fit', 'coros']],
    ['   ', ['garmin', 'strava', 'google-fit', 'coros']],
    ['coros', ['coros']],
    ['GARMIN', ['garmin']],
    ['step', ['garmin', 'strava', 'google-fit']],
    ['garmin step', ['garmin']],
    ['deprecated', ['google-fit']],
    ['google-fit', ['google-fit']],
    ['gärmin', ['garmin']],
    ['polar', []],
  ])('%j keeps %j', (query, ids) => {
    expect(matchingDevices(ROWS, query)).toEqual(ids);
  });
});
