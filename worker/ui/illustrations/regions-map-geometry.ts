import type { DataCentre } from '../../trust/trust-schema.ts';

/**
 * The data centres' map as `npm run build` projects it (compiler/regions-map.ts): the pins as
 * numbers; the land comes from the content asset (`picture:regions-land`), so the worker holds
 * neither a geo library nor a coastline.
 */
export interface RegionsMapGeometry {
  /** The view box, in SVG units. */
  width: number;
  height: number;
  /** Each data centre's pin. */
  pins: Record<DataCentre, [x: number, y: number]>;
}
