import { formatNumber } from '../../../common/format.ts';
import { Illustration } from './illustration.tsx';
import { PALETTE } from './palette.ts';
import { polyPoints, positionAlong, type PlottedStage } from './route-progress.ts';

export interface SolarSystemProps {
  title: string;
  /** The journey's stages: the Sun first, then each planet at its km (one km for a million km of space). */
  stages: readonly { name: string; km: number }[];
  progressKm: number;
  lang: string;
}

const W = 640;
const H = 300;
const LEFT = 56;
const RIGHT = 600;
const AXIS = 140;
/** Bends the distance axis so Mercury to Mars (58–228 km) are apart while Neptune (4,495 km) still fits. */
const KNEE = 40;

/** Drawn sizes, not to scale (Jupiter is 11 Earths wide): enough to tell giants from rocky planets. */
const RADIUS: Record<string, number> = { Jupiter: 17, Saturn: 14, Uranus: 11, Neptune: 11, Earth: 8, Venus: 8 };

/**
 * The solar-system journey: the planets along the walk at their distances. The main line bends
 * distances so all of them can be read; the strip under it is to scale, and shows the point of
 * the journey: the inner planets sit in its first twentieth.
 */
export function SolarSystem({ title, stages, progressKm, lang }: SolarSystemProps) {
  const total = stages[stages.length - 1]!.km;
  const bend = (km: number) => LEFT + ((RIGHT - LEFT) * Math.log1p(km / KNEE)) / Math.log1p(total / KNEE);
  const plotted: PlottedStage[] = stages.map((s) => ({ ...s, x: Math.round(bend(s.km) * 10) / 10, y: AXIS }));
  const here = positionAlong(plotted, progressKm);
  const km = (n: number) => formatNumber(Math.round(n), lang);
  const label =
    `${title}: ` +
    plotted
      .slice(1)
      .map((s) => `${s.name} at ${km(s.km)} km`)
      .join(', ') +
    `. A team has walked ${km(progressKm)} km and passed ${plotted[here.reached - 1]!.name}.`;
  const linear = (k: number) => LEFT + ((RIGHT - LEFT) * k) / total;
  return (
    <Illustration label={label} width={W} height={H}>
      <rect width={W} height={H} rx={16} fill={PALETTE.ink} />
      <circle cx={LEFT - 90} cy={AXIS} r={120} fill={PALETTE.accent} />
      <line
        x1={LEFT}
        x2={RIGHT}
        y1={AXIS}
        y2={AXIS}
        stroke={PALETTE.paper}
        strokeOpacity={0.45}
        strokeWidth={2}
        strokeDasharray="3 6"
      />
      <polyline
        points={polyPoints([plotted[0]!, here])}
        stroke={PALETTE.accent}
        strokeWidth={5}
        strokeLinecap="round"
      />
      {plotted.slice(1).map((s, i) => {
        const up = i % 2 === 0;
        const belt = s.name.startsWith('Asteroid');
        return (
          <g key={s.name}>
            {belt ? (
              [-12, -4, 5, 11].map((dy, j) => (
                <circle key={dy} cx={s.x + (j % 2 ? 4 : -4)} cy={AXIS + dy} r={2.2} fill={PALETTE.paper} />
              ))
            ) : (
              <circle
                cx={s.x}
                cy={AXIS}
                r={RADIUS[s.name] ?? 6}
                fill={i % 2 === 0 ? PALETTE.tintStrong : PALETTE.accent}
                stroke={PALETTE.paper}
                strokeWidth={2}
              />
            )}
            {s.name === 'Saturn' && (
              <ellipse cx={s.x} cy={AXIS} rx={24} ry={6} fill="none" stroke={PALETTE.paper} strokeWidth={2} />
            )}
            <text
              x={s.x}
              y={up ? AXIS - 36 : AXIS + 46}
              textAnchor="middle"
              fontSize={15}
              fontWeight={700}
              fill={PALETTE.paper}
            >
              {belt ? 'Belt' : s.name}
            </text>
            <text
              x={s.x}
              y={up ? AXIS - 56 : AXIS + 64}
              textAnchor="middle"
              fontSize={13}
              fill={PALETTE.paper}
              fillOpacity={0.85}
            >
              {km(s.km)} km
            </text>
          </g>
        );
      })}
      <circle cx={here.x} cy={AXIS} r={9} fill={PALETTE.accent} stroke={PALETTE.paper} strokeWidth={3} />
      <text x={LEFT} y={H - 52} fontSize={13} fill={PALETTE.paper}>
        To scale: the Sun to Neptune
      </text>
      <rect x={LEFT} y={H - 40} width={RIGHT - LEFT} height={8} rx={4} fill={PALETTE.paper} fillOpacity={0.25} />
      {plotted.slice(1).map((s) => (
        <rect key={s.name} x={linear(s.km) - 1} y={H - 44} width={2} height={16} fill={PALETTE.paper} />
      ))}
      <rect x={LEFT} y={H - 40} width={linear(progressKm) - LEFT} height={8} rx={4} fill={PALETTE.accent} />
    </Illustration>
  );
}
