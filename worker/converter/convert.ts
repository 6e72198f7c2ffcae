import tableFile from '../../content/step-conversion.json';
import { ConversionTableSchema, type ConversionTable } from './conversion-table-schema.ts';
import * as core from './convert-core.ts';

/**
 * The converter with the site's table bound (server pages and tests). The arithmetic lives in
 * convert-core.ts, which takes the table as an argument so the client island stays small.
 */
export * from './convert-core.ts';

/** The table, parsed once per isolate: a broken file fails at start-up and in the tests. */
export const STEP_TABLE: ConversionTable = ConversionTableSchema.parse(tableFile);

export const findRow = (activity: unknown, table = STEP_TABLE) => core.findRow(activity, table);
export const convertByDuration = (input: core.DurationInput, table = STEP_TABLE) => core.convertByDuration(input, table);
export const convertByDistance = (input: core.DistanceInput, table = STEP_TABLE) => core.convertByDistance(input, table);
export const convertByStairs = (input: core.StairsInput, table = STEP_TABLE) => core.convertByStairs(input, table);
export const paceOf = (activity: string, system: core.UnitSystem, distance: core.Distance, minutes: number, table = STEP_TABLE) => core.paceOf(activity, system, distance, minutes, table);
export const minutesAtPace = (activity: string, system: core.UnitSystem, distance: core.Distance, paceSeconds: number, table = STEP_TABLE) => core.minutesAtPace(activity, system, distance, paceSeconds, table);
