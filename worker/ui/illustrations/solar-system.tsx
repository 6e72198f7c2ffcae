import { formatNumber } from '../../../common/format.ts';
import { usePageLocale, useT } from '../../i18n/messages-context.tsx';
import { mapTextDirection } from './map-text-direction.ts';
import { Illustration } from './illustration.tsx';
import { PALETTE } from './palette.ts';
import { TeamMarkers } from './team-markers.tsx';
import { polyPoints, positionAlong, type PlottedStage } from './route-progress.ts';

export interface SolarSystemProps {
  title: string;
  /** The journey's stages: the Sun first, then each planet at its km (one km for a million km of space). */
  stages: readonly { name: string; km: number }[];
  progressKm: number;
  lang: string;
  /** Sample teams (the journey page): drawn as the race's MAP view draws them, instead of one progress marker. */
  teams?: readonly { name: string; km: number; initials?: string }[];
}

// About a phone column wide: each planet gets its own row, so names never collide however close the inner planets are.
const W = 400;
const ROW = 30;
const TOP = 34;
const LEFT = 40;
const RIGHT = 300;
/** Bends the distance axis so Mercury to Mars (58–228 km) are apart while Neptune (4,495 km) still fits. */
const KNEE = 40;

/**
 * Drawn sizes, not to scale (Jupiter is 11 Earths wide): enough to tell giants from rocky planets.
 * Keyed by each body's km (millions of km from the Sun), the same in every language, not by its
 * name, which a translation changes ("Saturne", "زحل").
 */
const RADIUS: Record<number, number> = { 778: 12, 1434: 10, 2871: 8, 4495: 8, 150: 6, 108: 6 };
const ASTEROID_BELT_KM = 400;
const SATURN_KM = 1434;

/** Where the drawing puts each planet (the planner's weekly markers use the same points) and its size. */
export function solarSystemLayout(stages: readonly { name: string; km: number }[]) {
  const total = stages[stages.length - 1]!.km;
  const bend = (km: number) => LEFT + ((RIGHT - LEFT) * Math.log1p(km / KNEE)) / Math.log1p(total / KNEE);
  const plotted: PlottedStage[] = stages.map((s, i) => ({
    ...s,
    x: Math.round(bend(s.km) * 10) / 10,
    y: TOP + i * ROW,
  }));
  return { plotted, width: W, height: TOP + stages.length * ROW + 56 };
}

/**
 * The solar-system journey: the planets along the walk, each on its own row, further right the further
 * out (on a bent scale so all can be read). The strip under them is to scale and shows the point of
 * the journey: the inner planets sit in its first twentieth.
 */
export function SolarSystem({ title, stages, progressKm, lang, teams }: SolarSystemProps) {
  const total = stages[stages.length - 1]!.km;
  const { plotted } = solarSystemLayout(stages);
  const here = positionAlong(plotted, progressKm);
  const km = (n: number) => formatNumber(Math.round(n), lang);
  const t = useT();
  const text = mapTextDirection(usePageLocale());
  const H = TOP + stages.length * ROW + 56;
  const linear = (k: number) => 20 + ((W - 40) * k) / total;
  const label = t('journey.solar.label', {
    title,
    stops: plotted
      .slice(1)
      .map((s) => t('journey.solar.stop', { name: s.name, km: km(s.km) }))
      .join(t('journey.map.stopSeparator')),
    km: km(progressKm),
    place: plotted[here.reached - 1]!.name,
  });
  return (
    <Illustration label={label} width={W} height={H}>
      <rect width={W} height={H} rx={16} fill={PALETTE.ink} />
      <circle cx={0} cy={0} r={64} fill={PALETTE.accent} />
      <polyline
        points={polyPoints(plotted)}
        fill="none"
        stroke={PALETTE.paper}
        strokeOpacity={0.4}
        strokeWidth={2}
        strokeDasharray="2 6"
      />
      <polyline
        points={polyPoints([...plotted.slice(0, here.reached), here])}
        fill="none"
        stroke={PALETTE.accent}
        strokeWidth={4}
        strokeLinecap="round"
      />
      {plotted.slice(1).map((s, i) => {
        const belt = s.km === ASTEROID_BELT_KM;
        return (
          <g key={s.name}>
            {belt ? (
              [-6, 0, 6].map((dx, j) => (
                <circle key={dx} cx={s.x + dx} cy={s.y + (j === 1 ? -4 : 3)} r={2.2} fill={PALETTE.paper} />
              ))
            ) : (
              <circle
                cx={s.x}
                cy={s.y}
                r={RADIUS[s.km] ?? 5}
                fill={i % 2 === 0 ? PALETTE.tintStrong : PALETTE.accent}
                stroke={PALETTE.paper}
                strokeWidth={1.5}
              />
            )}
            {s.km === SATURN_KM && (
              <ellipse cx={s.x} cy={s.y} rx={17} ry={4} fill="none" stroke={PALETTE.paper} strokeWidth={1.5} />
            )}
            <text
              x={s.x > W / 2 ? s.x - 22 : s.x + 22}
              y={s.y + 5}
              textAnchor={text.anchor(s.x > W / 2 ? 'end' : 'start')}
              style={text.style}
              fontSize={14}
              fontWeight={700}
              fill={PALETTE.paper}
            >
              {s.name} <tspan fontWeight={400}>{t('journey.solar.distance', { km: km(s.km) })}</tspan>
            </text>
          </g>
        );
      })}
      {teams ? (
        <TeamMarkers plotted={plotted} teams={teams} size={9} />
      ) : (
        <circle cx={here.x} cy={here.y} r={7} fill={PALETTE.accent} stroke={PALETTE.paper} strokeWidth={2.5} />
      )}
      <text
        x={20}
        y={H - 34}
        textAnchor={text.style && text.anchor('start')}
        style={text.style}
        fontSize={13}
        fill={PALETTE.paper}
      >
        {t('journey.solar.scale', { km: km(progressKm) })}
      </text>
      <rect x={20} y={H - 24} width={W - 40} height={8} rx={4} fill={PALETTE.paper} fillOpacity={0.25} />
      {plotted.slice(1).map((s) => (
        <rect key={s.name} x={linear(s.km) - 1} y={H - 28} width={2} height={16} fill={PALETTE.paper} />
      ))}
      <rect x={20} y={H - 24} width={linear(progressKm) - 20} height={8} rx={4} fill={PALETTE.accent} />
    </Illustration>
  );
}
