import { geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import type { JourneyMapView } from '../worker/ui/illustrations/journey-map-geometry.ts';

export interface PlacedStage {
  lat: number;
  lon: number;
}

/**
 * The map's size in SVG units: 640 wide, and at most 16:10. A route that runs east–west (Route 66)
 * gets a shorter map, down to MIN_MAP_HEIGHT (a 16:5 band), so the page's full-width map is the
 * route with a margin of land around it, not a sky of empty land above it.
 */
export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 400;
export const MIN_MAP_HEIGHT = 200;

/** A frame to fit the route in: its width, the range of its height and the room kept for labels around the route. */
export interface MapFrame {
  width: number;
  minHeight: number;
  maxHeight: number;
  padding: { x: number; y: number };
}

/**
 * The page's map at 700 px and wider: 640 units shown 670 to 1,100 px wide. The room above and
 * below the route (46 units) holds a name and a week's tag with its line, and some land to read.
 */
export const WIDE_FRAME: MapFrame = {
  width: MAP_WIDTH,
  minHeight: MIN_MAP_HEIGHT,
  maxHeight: MAP_HEIGHT,
  padding: { x: 80, y: 46 },
};

/**
 * A journey's card (the challenges page's picture, the gallery): a smaller drawing with large names
 * and a progress pill, which needs the taller frame the page's map had before it was fitted to its route.
 */
export const CARD_FRAME: MapFrame = { ...WIDE_FRAME, minHeight: 300, padding: { x: 90, y: 56 } };

/**
 * The phone's map: 360 units shown about 360 px wide, so a unit is a pixel and its 15-unit names
 * read at 15 px; taller than wide routes need (at least 290, about 4:3), so callouts fit above and
 * below, with the route in the middle and no band of empty land above it. An east–west route runs
 * to 24 units of either side (the end stops' discs and a margin): every unit of width spaces its
 * stops' numbers apart.
 */
export const NARROW_FRAME: MapFrame = { width: 360, minHeight: 290, maxHeight: 460, padding: { x: 24, y: 70 } };

/**
 * Projects a journey's stages, the land and the borders between countries around them into a map
 * (Mercator, fitted to the stages).
 * The land path is made small on purpose: whole units, relative moves, and points closer than a
 * unit to the previous one dropped, which at this size is below what the eye can see.
 *
 * @example
 * projectJourney([{ lat: 51.5, lon: -0.1 }, { lat: 48.9, lon: 2.3 }], land, borders).geometry.route // [[x, y], [x, y]]
 */
export function projectJourney(
  stages: readonly PlacedStage[],
  land: GeoPermissibleObjects,
  borders: GeoPermissibleObjects,
  frame: MapFrame = WIDE_FRAME,
): { geometry: Omit<JourneyMapView, 'landHref'>; land: string; borders: string } {
  const geometry = fitJourney(stages, frame);
  const drawn = drawLand(geometry, land, borders, [0, 0, geometry.width, geometry.height]);
  return { geometry, ...drawn };
}

/** A journey's Mercator fitted to its stages in a frame: the view box and the stages' places in it. */
export function fitJourney(stages: readonly PlacedStage[], frame: MapFrame): Omit<JourneyMapView, 'landHref'> {
  const { width: MAP_WIDTH, minHeight: MIN_MAP_HEIGHT, maxHeight: MAP_HEIGHT, padding: PADDING } = frame;
  const points = stages.map((s) => [s.lon, s.lat] as [number, number]);
  const fit = (height: number) =>
    geoMercator().fitExtent(
      [
        [PADDING.x, PADDING.y],
        [MAP_WIDTH - PADDING.x, height - PADDING.y],
      ],
      { type: 'MultiPoint', coordinates: points },
    );
  // Fitted to the full height first; when the route is wider than tall, the height it needs is less.
  const ys = points.map((p) => fit(MAP_HEIGHT)(p)![1]);
  const needed = Math.ceil((Math.max(...ys) - Math.min(...ys) + 2 * PADDING.y) / 10) * 10;
  const height = Math.min(MAP_HEIGHT, Math.max(MIN_MAP_HEIGHT, needed));
  const projection = fit(height);
  const translate = projection.translate().map(round2) as [number, number];
  const scale = round2(projection.scale());
  // The rounded values are the ones written down, so the stored route is exactly reproducible.
  projection.scale(scale).translate(translate);
  const route = points.map((p) => {
    const [x, y] = projection(p)!;
    return [round1(x), round1(y)] as [number, number];
  });
  return { width: MAP_WIDTH, height, projection: { scale, translate }, route };
}

/**
 * The phone's drawing of the same map: the wide map's route and land scaled down by one factor
 * (the same geography, not a second projection), fitted to the frame's width with the route
 * centred, so its margins above and below are even. `scale` and `offset` turn a wide map's point
 * into the phone's (`offset + scale × point`).
 */
export function scaledView(wide: Omit<JourneyMapView, 'landHref'>, frame: MapFrame) {
  const xs = wide.route.map(([x]) => x);
  const ys = wide.route.map(([, y]) => y);
  const [spanX, spanY] = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
  const scale = Math.min(
    (frame.width - 2 * frame.padding.x) / Math.max(spanX, 1),
    (frame.maxHeight - 2 * frame.padding.y) / Math.max(spanY, 1),
  );
  const needed = Math.ceil((spanY * scale + 2 * frame.padding.y) / 10) * 10;
  const height = Math.min(frame.maxHeight, Math.max(frame.minHeight, needed));
  const offset: [number, number] = [
    round2(frame.width / 2 - (scale * (Math.max(...xs) + Math.min(...xs))) / 2),
    round2(height / 2 - (scale * (Math.max(...ys) + Math.min(...ys))) / 2),
  ];
  const k = round4(scale);
  const route = wide.route.map(([x, y]) => [round1(offset[0] + k * x), round1(offset[1] + k * y)] as [number, number]);
  return { width: frame.width, height, route, scale: k, offset };
}

/**
 * The land and the borders of a fitted map inside `box` ([x, y, width, height] in its units, which
 * may reach past its view box so a taller drawing of the same map finds land there too).
 */
export function drawLand(
  geometry: Omit<JourneyMapView, 'landHref'>,
  land: GeoPermissibleObjects,
  borders: GeoPermissibleObjects,
  box: [number, number, number, number],
): { land: string; borders: string } {
  const { scale, translate } = geometry.projection!;
  const [x, y, width, height] = box;
  const projection = geoMercator()
    .scale(scale)
    .translate(translate)
    .clipExtent([
      [x - 2, y - 2],
      [x + width + 2, y + height + 2],
    ]);
  const draw = (shape: GeoPermissibleObjects) => {
    const context = new CompactPathContext();
    geoPath(projection, context)(shape);
    return context.toString();
  };
  return { land: draw(land), borders: draw(borders) };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** A d3-geo path context writing whole-unit relative SVG commands, skipping sub-unit steps. */
class CompactPathContext {
  private out: string[] = [];
  private x = 0;
  private y = 0;

  moveTo(x: number, y: number) {
    this.x = Math.round(x);
    this.y = Math.round(y);
    this.out.push(`M${this.x} ${this.y}`);
  }
  lineTo(x: number, y: number) {
    const [rx, ry] = [Math.round(x), Math.round(y)];
    if (Math.abs(rx - this.x) + Math.abs(ry - this.y) < 2) return;
    this.out.push(`l${rx - this.x} ${ry - this.y}`);
    [this.x, this.y] = [rx, ry];
  }
  closePath() {
    this.out.push('z');
  }
  beginPath() {}
  arc() {
    // Only point geometries draw arcs; land is polygons.
  }
  toString() {
    // A ring that collapsed to a point or two (a small island at this scale) draws nothing.
    return this.out
      .join('')
      .replace(/M-?\d+ -?\d+(l-?\d+ -?\d+){0,1}z/g, '')
      .replace(/ -/g, '-');
  }
}
