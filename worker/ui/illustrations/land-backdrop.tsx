import { PALETTE } from './palette.ts';

/**
 * A map's ground: sea, the land (the build's projected land image used as a mask, so it takes the
 * palette's land colour) and a frame. The journey maps and the regions map share it.
 */
export function LandBackdrop({
  width,
  height,
  radius,
  maskId,
  landHref,
  landBox,
}: {
  width: number;
  height: number;
  radius: number;
  /** A document-unique id for the land mask (`svgId(useId(), …)`). */
  maskId: string;
  landHref: string;
  /** Where the land file goes ([x, y, width, height]) when it reaches past the view box. */
  landBox?: readonly [number, number, number, number];
}) {
  const [x, y, w, h] = landBox ?? [0, 0, width, height];
  return (
    <>
      <rect width={width} height={height} rx={radius} fill={PALETTE.sea} />
      <mask id={maskId} maskUnits="userSpaceOnUse" x={0} y={0} width={width} height={height}>
        <image href={landHref} x={x} y={y} width={w} height={h} />
      </mask>
      <rect width={width} height={height} rx={radius} fill={PALETTE.land} mask={`url(#${maskId})`} />
      <rect
        x={1}
        y={1}
        width={width - 2}
        height={height - 2}
        rx={radius - 1}
        fill="none"
        stroke={PALETTE.line}
        strokeWidth={2}
      />
    </>
  );
}
