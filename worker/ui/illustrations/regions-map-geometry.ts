import type { DataCentre } from '../../trust/trust-schema.ts';

/**
 * The data centres' map as `npm run build` projects it (compiler/regions-map.ts): the pins as
 * numbers and the land as a static file, so the worker holds neither a geo library nor a coastline.
 */
export interface RegionsMapGeometry {
  /** The view box, in SVG units. */
  width: number;
  height: number;
  /** The land inside the view box (Natural Earth, world-atlas): white on transparent, used as a mask. */
  landHref: string;
  /** Each data centre's pin. */
  pins: Record<DataCentre, [x: number, y: number]>;
}
