import { DATA } from '../content/data-files.ts';
import type { ConversionTable } from '../../common/converter/conversion-table-schema.ts';
import * as core from '../../common/converter/convert-core.ts';

/**
 * The converter with the site's table bound (server pages and tests). The arithmetic lives in
 * convert-core.ts, which takes the table as an argument so the client island stays small.
 */
export * from '../../common/converter/convert-core.ts';

/** The table, validated at build time (compiler/steps/build-data.ts): a broken file stops the build. */
export const STEP_TABLE: ConversionTable = DATA.stepTable;

export const findRow = (activity: unknown, table = STEP_TABLE) => core.findRow(activity, table);
export const convertByDuration = (input: core.DurationInput, table = STEP_TABLE) =>
  core.convertByDuration(input, table);
export const convertByDistance = (input: core.DistanceInput, table = STEP_TABLE) =>
  core.convertByDistance(input, table);
export const convertByStairs = (input: core.StairsInput, table = STEP_TABLE) => core.convertByStairs(input, table);
export const paceOf = (
  activity: string,
  system: core.UnitSystem,
  distance: core.Distance,
  minutes: number,
  table = STEP_TABLE,
) => core.paceOf(activity, system, distance, minutes, table);
export const minutesAtPace = (
  activity: string,
  system: core.UnitSystem,
  distance: core.Distance,
  paceSeconds: number,
  table = STEP_TABLE,
) => core.minutesAtPace(activity, system, distance, paceSeconds, table);
