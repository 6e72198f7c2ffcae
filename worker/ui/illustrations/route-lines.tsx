import { PALETTE } from './palette.ts';
import { polyPoints } from './route-progress.ts';

type Point = { x: number; y: number };

/** A journey's route, dashed, and the part already travelled drawn over it in the brand colour. */
export function RouteLines({
  route,
  travelled,
  travelledWidth,
}: {
  route: readonly Point[];
  travelled: readonly Point[];
  travelledWidth: number;
}) {
  return (
    <>
      <polyline
        points={polyPoints(route)}
        fill="none"
        stroke={PALETTE.muted}
        strokeWidth={3}
        strokeDasharray="2 7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* Classed: a page that draws a visitor's own plan hides the sample teams' progress with them. */}
      <polyline
        className="travelled"
        points={polyPoints(travelled)}
        fill="none"
        stroke={PALETTE.brand}
        strokeWidth={travelledWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}
