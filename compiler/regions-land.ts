// The trust centre's regions map: North America to Europe, projected once for the land and the
// pins. The land is drawn inline from the content asset (compiler/steps/build-data.ts puts it in
// part `picture:regions-land`), so it is in the picture's first paint and in its markup: a mask
// over a separately loaded image drew the continents as sea until the file arrived.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { geoEquirectangular, geoPath, type GeoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export const REGIONS_WIDTH = 600;
export const REGIONS_HEIGHT = 300;
// Every data centre of the spec (US, EU, UK) with room around it for its label (the EU's, centred
// under its pin, up to 150 units in Arabic), and no more: the tighter the crop, the larger Britain.
// From 130°W to 40°E Britain was 26 units wide, narrower than its 23-unit pin, which hid England
// and read as a pin in the North Sea; from 124°W to 32°E it is 29, and the pin smaller.
const WEST = -124;
const EAST = 32;
const NORTH = 72;

/** The map's projection, clipped to its view box. */
export function regionsProjection(): GeoProjection {
  const projection = geoEquirectangular()
    .scale(REGIONS_WIDTH / (((EAST - WEST) * Math.PI) / 180))
    .translate([0, 0]);
  const [x0, y0] = projection([WEST, NORTH])!;
  return projection.translate([-x0, -y0]).clipExtent([
    [0, 0],
    [REGIONS_WIDTH, REGIONS_HEIGHT],
  ]);
}

/** The land in the view box (Natural Earth 1:110m, world-atlas) as an SVG path, whole units. */
export function regionsLandPath(): string {
  const topology = JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('world-atlas/land-110m.json'), 'utf8'),
  ) as Topology<{ land: GeometryCollection }>;
  return geoPath(regionsProjection()).digits(0)(feature(topology, topology.objects.land)) ?? '';
}
