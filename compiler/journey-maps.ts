// Projects every journey's stages and the land around them: the route as numbers in
// worker/generated/journey-maps.ts, the land as an immutable SVG per journey in
// dist/client/assets/maps/. Runs in `npm run build` after `vite build` (which empties dist/client),
// from the content compiler/steps/build-data.ts validated; d3-geo and Natural Earth stay in the build.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { CONTENT } from '../worker/generated/content.ts';
import type { JourneyMapGeometry } from '../worker/ui/illustrations/journey-map-geometry.ts';
import {
  CARD_FRAME,
  drawLand,
  fitJourney,
  NARROW_FRAME,
  scaledView,
  WIDE_FRAME,
  type PlacedStage,
} from './journey-projection.ts';

const ROOT = join(import.meta.dirname, '..');
const MAPS_DIR = 'assets/maps';
// 1:50m keeps the Camino's and New Zealand's coasts recognisable at a journey's zoom; 1:110m does not.
const read = <T extends Record<string, GeometryCollection>>(file: string) =>
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`world-atlas/${file}`), 'utf8')) as Topology<T>;
const landTopology = read<{ land: GeometryCollection }>('land-50m.json');
const land = feature(landTopology, landTopology.objects.land);
const countries = read<{ countries: GeometryCollection }>('countries-50m.json');
// Only lines between two countries or two US states: coasts are the land's own edge. A journey inside
// one country (Route 66) would otherwise cross land with no line on it, and read as a blank page.
const states = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('us-atlas/states-10m.json'), 'utf8'),
) as Topology<{ states: GeometryCollection }>;
const borders = {
  type: 'GeometryCollection' as const,
  geometries: [
    mesh(countries, countries.objects.countries, (a, b) => a !== b),
    mesh(states, states.objects.states, (a, b) => a !== b),
  ],
};

// Old hashes go: a file nobody names any more must not be served for a year.
rmSync(join(ROOT, 'dist/client', MAPS_DIR), { recursive: true, force: true });
mkdirSync(join(ROOT, 'dist/client', MAPS_DIR), { recursive: true });
const maps: Record<string, JourneyMapGeometry> = {};
let landBytes = 0;
for (const [slug, journey] of Object.entries(CONTENT.journeys)) {
  if ((journey.map ?? 'earth') !== 'earth') continue;
  const stages = journey.stages as PlacedStage[];
  // One geography at every width: the phone's drawing is the wide map scaled down, sharing its land
  // file (drawn tall enough for both), so only the labels' density and the height differ.
  const wide = fitJourney(stages, WIDE_FRAME);
  const phone = scaledView(wide, NARROW_FRAME);
  const [k, [ox, oy]] = [phone.scale, phone.offset];
  const x0 = Math.floor(Math.min(0, -ox / k));
  const y0 = Math.floor(Math.min(0, -oy / k));
  const x1 = Math.ceil(Math.max(wide.width, (phone.width - ox) / k));
  const y1 = Math.ceil(Math.max(wide.height, (phone.height - oy) / k));
  const box: [number, number, number, number] = [x0, y0, x1 - x0, y1 - y0];
  const landHref = landFile(slug, '', box, drawLand(wide, land, borders, box));
  const round1 = (n: number) => Math.round(n * 10) / 10;
  const phoneBox = [round1(ox + k * x0), round1(oy + k * y0), round1(k * box[2]), round1(k * box[3])] as typeof box;
  // The card keeps its own taller frame and land (a smaller drawing with large names); its points
  // follow from the page's (the same Mercator, scaled and moved): not stored twice.
  const card = fitJourney(stages, CARD_FRAME);
  const { route: _route, ...cardFrame } = card;
  const cardBox: typeof box = [0, 0, card.width, card.height];
  const cardHref = landFile(slug, '-card', cardBox, drawLand(card, land, borders, cardBox));
  maps[slug] = {
    ...wide,
    landHref,
    landBox: box,
    narrow: { width: phone.width, height: phone.height, route: phone.route, landHref, landBox: phoneBox },
    card: { ...cardFrame, landHref: cardHref },
  };
}

/** A land file (named by its content): the land inside `box`, in the map's units. */
function landFile(slug: string, suffix: string, box: number[], drawn: { land: string; borders: string }): string {
  // A mask: white shows the land; borders drawn in black cut thin lines through it, in the sea's colour.
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box.join(' ')}"><path fill="#fff" d="${drawn.land}"/>` +
    `<path fill="none" stroke="#000" stroke-width="1.5" stroke-linejoin="round" d="${drawn.borders}"/></svg>`;
  const name = `${MAPS_DIR}/${slug}${suffix}-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
  writeFileSync(join(ROOT, 'dist/client', name), svg);
  landBytes += svg.length;
  return `/${name}`;
}

const text =
  `// Generated by compiler/journey-maps.ts from content/challenges/journeys and world-atlas. Do not edit.\n` +
  `import type { JourneyMapGeometry } from '../ui/illustrations/journey-map-geometry.ts';\n\n` +
  `export const JOURNEY_MAPS: Record<string, JourneyMapGeometry> = ${JSON.stringify(maps)};\n`;
const file = join(ROOT, 'worker/generated/journey-maps.ts');
if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
console.log(
  `journey maps: ${Object.keys(maps).length} journeys → worker/generated/journey-maps.ts (${(text.length / 1024).toFixed(1)} KB), land ${(landBytes / 1024).toFixed(1)} KB → dist/client/${MAPS_DIR}/`,
);
