/**
 * A journey's map as `npm run build` projects it (compiler/journey-maps.ts): the route as numbers and
 * the land as a static file, so the worker holds neither a geo library nor any coastline.
 */
/** One projection of a journey: a view box, its land file and the stages' places in it. */
export interface JourneyMapView {
  /** The view box, in SVG units. */
  width: number;
  height: number;
  /**
   * The Mercator projection that placed the points (d3-geo's `geoMercator().scale(s).translate(t)`),
   * kept so a test can turn the points back into the content file's coordinates, and the card's
   * points follow from the wide map's (`cardView`); the phone's view has none.
   */
  projection?: { scale: number; translate: [number, number] };
  /**
   * The land inside the view box (Natural Earth, world-atlas): an immutable static SVG, white on
   * transparent, which the map uses as a mask so the land takes the tenant's colours.
   */
  landHref: string;
  /**
   * Where the land file's picture goes, [x, y, width, height] in this view's units: the wide map and
   * the phone's share one file (one geography), drawn past the wide view box; absent, the view box.
   */
  landBox?: [number, number, number, number];
  /** Each stage's position, in stage order. */
  route: [number, number][];
}

/**
 * The map a page shows from 700 px up (640 wide), and its phone version (`narrow`, 360 wide and
 * taller): the same map and land file scaled down, its marks and names drawn at the phone's sizes.
 */
export interface JourneyMapGeometry extends JourneyMapView {
  narrow: JourneyMapView;
  /**
   * The journey's card (JourneyMap): taller than the route needs, for its large names and progress
   * pill. Its points are the page's map's, scaled and moved (`cardView`).
   */
  card: Omit<JourneyMapView, 'route'>;
}

/** The card's view with its points: the same Mercator as the page's map at another scale and offset. */
export function cardView(geometry: JourneyMapGeometry): JourneyMapView {
  const { scale, translate } = geometry.card.projection!;
  const wide = geometry.projection!;
  const k = scale / wide.scale;
  const [[tx, ty], [ox, oy]] = [translate, wide.translate];
  const round1 = (n: number) => Math.round(n * 10) / 10;
  const route = geometry.route.map(
    ([x, y]) => [round1(tx + (x - ox) * k), round1(ty + (y - oy) * k)] as [number, number],
  );
  return { ...geometry.card, route };
}
