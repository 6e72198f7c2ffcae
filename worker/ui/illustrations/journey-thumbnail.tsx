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
export function JourneyThumbnail({ title, geometry }: { title: string; geometry: JourneyMapGeometry }) {
  const land = svgId(useId(), 'land');
  const { width, height, route } = geometry;
  const points = route.map(([x, y]) => ({ x, y }));
  const t = useT();
  return (
    <Illustration label={t('journey.map.thumbnail', { title })} width={width} height={height}>
      <rect width={width} height={height} fill={PALETTE.sea} />
      <mask id={land} maskUnits="userSpaceOnUse" x={0} y={0} width={width} height={height}>
        <image
          href={geometry.landHref}
          x={geometry.landBox?.[0] ?? 0}
          y={geometry.landBox?.[1] ?? 0}
          width={geometry.landBox?.[2] ?? width}
          height={geometry.landBox?.[3] ?? height}
        />
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
