import { useId } from 'react';
import { useT } from '../../i18n/messages-context.tsx';
import { Illustration, svgId } from './illustration.tsx';
import type { JourneyMapGeometry } from './journey-map-geometry.ts';
import { PALETTE } from './palette.ts';
import { polyPoints } from './route-progress.ts';

/**
 * A journey's map at card size (the journeys index): land, the route and its stops, no names (at
 * 300 px they could not be read; the card's title and facts say where it goes).
 */
/** The journeys index's card picture: width to height. */
export const CARD_RATIO = [16, 10] as const;

export function JourneyThumbnail({ title, geometry }: { title: string; geometry: JourneyMapGeometry }) {
  const land = svgId(useId(), 'land');
  const { width, route } = geometry;
  // The card's frame is 16:10; a map fitted to a wide route is shorter. Drawn at the frame's height
  // with the route centred (the land file reaches past the map for the phone's drawing), the land
  // fills the card instead of a band of land between two bands of colour.
  const height = Math.max(geometry.height, Math.round((width * CARD_RATIO[1]) / CARD_RATIO[0]));
  const shift = (height - geometry.height) / 2;
  const points = route.map(([x, y]) => ({ x, y: y + shift }));
  const [lx, ly, lw, lh] = geometry.landBox ?? [0, 0, width, geometry.height];
  const t = useT();
  return (
    <Illustration label={t('journey.map.thumbnail', { title })} width={width} height={height}>
      <rect width={width} height={height} fill={PALETTE.sea} />
      <mask id={land} maskUnits="userSpaceOnUse" x={0} y={0} width={width} height={height}>
        <image href={geometry.landHref} x={lx} y={ly + shift} width={lw} height={lh} />
      </mask>
      <rect width={width} height={height} fill={PALETTE.land} mask={`url(#${land})`} />
      <polyline
        points={polyPoints(points)}
        fill="none"
        stroke={PALETTE.brand}
        strokeWidth={6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {points.map((p, i) => (
        <circle
          key={i}
          cx={p.x}
          cy={p.y}
          r={i === 0 || i === points.length - 1 ? 12 : 8}
          fill={PALETTE.paper}
          stroke={PALETTE.ink}
          strokeWidth={4}
        />
      ))}
    </Illustration>
  );
}
