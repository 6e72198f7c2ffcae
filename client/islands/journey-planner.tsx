import '../zod-jitless.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatDate, formatFixed, formatNumber } from '../../common/format.ts';
import {
  convertDaily,
  hasFieldErrors,
  planFieldErrors,
  shownDaily,
  type PlanFieldErrors,
  type PlanUnit,
} from '../../common/journeys/plan-fields.ts';
import { planJourney } from '../../common/journeys/plan-journey.ts';
import { planLinks } from '../../common/journeys/plan-links.ts';
import {
  planInputOf,
  planToQuery,
  readPlanQuery,
  PLAN_LIMITS,
  type PlanQuery,
  type PlanTable,
} from '../../common/journeys/plan-query.ts';
import type { PlannerWords } from '../../common/journeys/planner-words.ts';
import { fillMessage } from '../../common/i18n/fill-message.ts';
import { aroundFigure } from '../../common/i18n/around-figure.ts';
import { positionAlong, type PlottedStage } from '../../common/journeys/route-progress.ts';
import {
  around,
  disc,
  leader,
  placeFree,
  sampleRoute,
  type Box,
  type Point,
} from '../../common/journeys/map-placement.ts';
import { css } from '../../common/styles.ts';

export interface JourneyPlannerProps {
  slug: string;
  /** The journey page's path: the form's GET action. */
  path: string;
  distanceKm: number;
  /** The page's drawings of the route (the wide map and the phone's), for the weekly tags. */
  views: PlanMapView[];
  table: PlanTable;
  /** The activities a mix can add, as [type, label], in the order the select lists them. */
  activities: [string, string][];
  initial: PlanQuery;
  /** Fields the server refused as typed (common/journeys/plan-fields.ts), and what was typed in them. */
  errors: PlanFieldErrors;
  typed: { people?: string; daily?: string };
  /** Kept query parameters (preview tenant, theme): hidden fields, so the GET form keeps them. */
  hidden: [string, string][];
  /** The page's query string (for the links' kept parameters). */
  search: string;
  /** The formatting locale of numbers and dates. */
  lang: string;
  /** Its words in the page's language (worker/pages/planner-words.ts). */
  words: PlannerWords;
}

/**
 * One drawing of the route as the page shows it: its view box, the stages' places in it and every
 * box it drew (stops, names, teams), which the weekly tags keep off. `only` names the width it is
 * shown at (the wide map from 700 px, the phone's below); none, at every width.
 */
export interface PlanMapView {
  only?: 'wide' | 'narrow';
  width: number;
  height: number;
  stages: PlottedStage[];
  taken: Box[];
  /** The drawing's leader lines, which a tag must not cover. */
  lines: [Point, Point][];
}

/** Weekly tags drawn over the map in its grid cell (the same view box, so they land on the route). */
const overlay = css`
  grid-area: map;
  width: 100%;
  height: auto;
  pointer-events: none;
  &[data-only='wide'] {
    @media (max-width: 699px) {
      display: none;
    }
  }
  &[data-only='narrow'] {
    max-width: 560px;
    justify-self: center;
    @media (min-width: 700px) {
      display: none;
    }
  }
`;

/** A weekly tag's text size in a drawing's units: the phone's map is about a pixel a unit. */
const tagFont = (view: PlanMapView) => (view.only === 'narrow' ? 15 : 11);

/** The most weeks the map marks and the list names; a longer plan says how many more. */
const SHOWN_WEEKS = 12;

/**
 * The journey planner: people, a per-person daily average (steps or km) and up to two extra
 * activities give the days to finish (`planJourney`, common/journeys/plan-journey.ts), the finish
 * date and the group's position after each week, marked on the page's map. Without JavaScript
 * the form is a GET that the server answers with the same component; hydrated, it answers as the
 * visitor types and keeps the plan in the URL (replaceState) and in the "Use this journey" links.
 */
export default function JourneyPlanner(props: JourneyPlannerProps) {
  const { slug, path, distanceKm, views, table, activities, hidden, search, lang, words: M } = props;
  const [plan, setPlan] = useState<PlanQuery>(props.initial);
  const [errors, setErrors] = useState<PlanFieldErrors>(props.errors);
  const formRef = useRef<HTMLFormElement>(null);
  const dailyField = useRef<HTMLInputElement>(null);
  const unitField = useRef<HTMLSelectElement>(null);
  const touched = useRef(false);
  /** The unit the daily field's figure is written in, to convert it when the unit changes. */
  const shownUnit = useRef<PlanUnit>(props.initial.unit);
  const result = planJourney(planInputOf(plan, distanceKm, table));
  const links = planLinks(slug, plan, search);
  const refused = hasFieldErrors(errors);
  const fmt = (n: number) => formatNumber(n, lang);
  // Daily distances to 0.1 km (a whole number without ".0"), positions on the route in whole km.
  const daily = (n: number) => formatNumber(Math.round(n * 10) / 10, lang);
  const along = (n: number) => formatFixed(n, lang, 0);

  useEffect(() => {
    if (!touched.current) return;
    const url = new URL(location.href);
    const kept = hidden.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
    url.search = [...kept, planToQuery(plan)].join('&');
    history.replaceState(history.state, '', url);
    // The first screen's "Use this journey" (outside the island) carries the plan too.
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-plan-link]'))
      a.href = a.dataset.planLink === 'trial' ? links.trial : links.use;
  }, [plan, hidden, links.use, links.trial]);

  const read = () => {
    touched.current = true;
    const form = formRef.current!;
    const unit = unitField.current!.value === 'km' ? 'km' : 'steps';
    if (unit !== shownUnit.current) {
      // 8,000 steps become 6.4 km, not 8,000 km: the figure follows the unit it is counted in.
      const field = dailyField.current!;
      const value = Number(field.value);
      if (field.value.trim() !== '' && value > 0)
        field.value = String(convertDaily(value, shownUnit.current, unit, table.stepsPerKm));
      shownUnit.current = unit;
    }
    const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    query.delete('from');
    // Only what the visitor changed is read again; the fields keep what they typed (no clamping under
    // the cursor), and a refused field keeps the last plan until it is corrected.
    const found = planFieldErrors(query);
    setErrors(found);
    if (!hasFieldErrors(found)) setPlan(readPlanQuery(query));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    read();
  };

  const weeks = refused ? [] : result.weeks.slice(0, SHOWN_WEEKS);
  // The days and their noun are one message (plural forms agree with the number); the figure stands out.
  const days = aroundFigure(fillMessage(M.daysLabel, M.pluralLocale, { days: result.days }, fmt), fmt(result.days));
  const range = PLAN_LIMITS[shownUnit.current];
  const unitOfField = shownUnit.current;
  // As the server rendered it: only a GET without JavaScript reads it (the island converts in place).
  const fromField = shownDaily(props.initial.unit, props.typed.daily ?? props.initial.daily);
  return (
    <>
      {views.map((view) => (
        <WeekTags
          key={view.only ?? 'all'}
          view={view}
          weeks={weeks.filter((w) => w.km < distanceKm)}
          tag={(week) => fillMessage(M.weekMark, M.pluralLocale, { week: fmt(week) })}
        />
      ))}
      <form
        ref={formRef}
        className="planner-form"
        method="get"
        action={path}
        onSubmit={submit}
        onChange={read}
        noValidate
        data-testid="planner-form"
      >
        <h2 id="planner-heading">{M.heading}</h2>
        <p>{M.intro}</p>
        {hidden.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <div className="row">
          <div className="field">
            <label>
              {M.people}
              <input
                name="people"
                type="number"
                inputMode="numeric"
                min={PLAN_LIMITS.people.min}
                max={PLAN_LIMITS.people.max}
                defaultValue={props.typed.people ?? plan.people}
                aria-invalid={errors.people ? true : undefined}
                aria-describedby={errors.people ? 'plan-people-error' : undefined}
                required
              />
            </label>
            {errors.people && (
              <p className="field-error" id="plan-people-error" data-testid="plan-people-error">
                {M.errors.people}
              </p>
            )}
          </div>
          <div className="field">
            <label>
              {M.daily}
              <input
                ref={dailyField}
                name="daily"
                type="number"
                inputMode="decimal"
                min={range.min}
                max={range.max}
                step={unitOfField === 'km' ? 0.1 : 100}
                defaultValue={props.typed.daily ?? plan.daily}
                aria-invalid={errors.daily ? true : undefined}
                aria-describedby={errors.daily ? 'plan-daily-error' : undefined}
                required
              />
            </label>
            {errors.daily && (
              <p className="field-error" id="plan-daily-error" data-testid="plan-daily-error">
                {M.errors.daily[unitOfField]}
              </p>
            )}
          </div>
          {/* Without JavaScript, the unit the figure above is written in: a GET that switched units converts it. */}
          <input type="hidden" name="from" value={fromField} />
          <label>
            {M.unit}
            <select ref={unitField} name="unit" defaultValue={plan.unit}>
              <option value="steps">{M.units.steps}</option>
              <option value="km">{M.units.km}</option>
            </select>
          </label>
          <label>
            {M.start}
            <input name="start" type="date" defaultValue={plan.start ?? ''} />
          </label>
        </div>
        <fieldset>
          <legend>{M.mixLegend}</legend>
          {Array.from({ length: PLAN_LIMITS.activities }, (_, i) => (
            <div className="row" key={i}>
              <label>
                {M.activities[i]}
                <select name="activity" defaultValue={plan.mix[i]?.activity ?? ''}>
                  <option value="">{M.noActivity}</option>
                  {activities.map(([id, label]) => (
                    <option key={id} value={id}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {M.minutes}
                <span className="sr">{M.minutesFor[i]}</span>
                <input
                  name="minutes"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={PLAN_LIMITS.minutes.max}
                  defaultValue={plan.mix[i]?.minutes ?? ''}
                />
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="quiet">
          {M.submit}
        </button>
        <p className="note">{M.conversion}</p>
      </form>
      <section
        className="planner-result"
        aria-labelledby={refused ? undefined : 'plan-days'}
        aria-label={refused ? M.heading : undefined}
        aria-live="polite"
        data-testid="plan-result"
      >
        {refused ? (
          <p className="refused" data-testid="plan-refused">
            {M.errorSummary}
          </p>
        ) : (
          <>
            <p className="days">
              {days.before}
              <strong id="plan-days" data-testid="plan-days" data-days={result.days}>
                {days.figure}
              </strong>
              {days.after}
            </p>
            <p>
              {fillMessage(M.groupDaily, M.pluralLocale, {
                km: daily(result.groupKmPerDay),
                person: daily(result.personKmPerDay),
              })}
            </p>
            <p data-testid="plan-finish">
              {result.finish
                ? fillMessage(M.finish, M.pluralLocale, { date: formatDate(result.finish, lang) })
                : M.noStart}
            </p>
            <h3>{M.weeksHeading}</h3>
            <ol className="weeks" data-testid="plan-weeks">
              {weeks.map((w) =>
                w.km >= distanceKm ? (
                  <li key={w.week}>{fillMessage(M.finishedIn, M.pluralLocale, { week: fmt(w.week) })}</li>
                ) : (
                  <li key={w.week}>
                    {fillMessage(M.week, M.pluralLocale, {
                      week: fmt(w.week),
                      km: along(w.km),
                      place: passedName(views[0]!.stages, w.km),
                    })}
                  </li>
                ),
              )}
            </ol>
            {result.weeks.length > SHOWN_WEEKS && <p>{moreWeeks(M, weeksAfterList(result.days), fmt)}</p>}
          </>
        )}
        <p className="next">
          <a className="quiet" href={links.use} data-testid="plan-use">
            {M.use}
          </a>
          <a className="secondary" href={links.trial}>
            {M.trial}
          </a>
        </p>
      </section>
    </>
  );
}

/** The last stage reached at `km`, by its short name. */
const passedName = (stages: readonly { name: string; km: number }[], km: number) =>
  [...stages].reverse().find((s) => s.km <= km)!.name;

/**
 * The weeks after the listed ones until the finish: counted from the days, not from the plan's weeks,
 * which stop at a year (616 days are 88 weeks, so 76 follow the 12 listed, not 40).
 */
const weeksAfterList = (days: number) => Math.ceil(days / 7) - SHOWN_WEEKS;

/** "…and 14 more weeks", in the page's plural form for the count. */
const moreWeeks = (M: PlannerWords, n: number, fmt: (n: number) => string) =>
  fillMessage(M.moreWeeks, M.pluralLocale, { weeks: n }, fmt);

/**
 * The group's place after each week on one drawing: a small diamond where it is on the route and a
 * tag ("W1") beside it, off every stop, name and team the page drew and off the other tags, joined
 * by a line when apart. The week that reaches the finish is the finish stop itself: not drawn.
 */
function WeekTags({
  view,
  weeks,
  tag,
}: {
  view: PlanMapView;
  weeks: readonly { week: number; km: number }[];
  tag: (week: number) => string;
}) {
  const size = tagFont(view);
  const route = sampleRoute(view.stages);
  // Each week's diamond too: a tag never covers another week's place.
  const diamonds = weeks.map((w) => disc(positionAlong(view.stages, w.km), 4));
  const taken = [...view.taken, ...diamonds];
  const tagLines: [Point, Point][] = [];
  const placed = weeks.map((w, k) => {
    const at = positionAlong(view.stages, w.km);
    const text = tag(w.week);
    const box = { width: Math.ceil(text.length * size * 0.62 + 8), height: Math.ceil(size * 1.5) };
    const owner = { at, r: 4, rivals: view.stages.map((s) => ({ at: s, r: 0 })) };
    const places = around(at, 4, box, [3, 10, 20, 32, 46, 62, 80]);
    // Off the page's leader lines and the tags' own drawn so far; its own line crosses no name or mark.
    const lines = [...view.lines, ...tagLines];
    const spot =
      placeFree(places, taken, view, route, { owner, lines }) ??
      placeFree(places, taken, view, route, { lines, leaderFrom: { at, r: 4 } }) ??
      // Boxed in by names: the tag on the group's place itself, over the route, with no line to cross anything.
      placeFree(
        around(at, 0, box, [-box.height / 3], true),
        taken.filter((t) => t !== diamonds[k]),
        view,
        [],
        { lines },
      );
    if (spot) {
      taken.push(spot.box);
      const line = leader(at, 4, spot.box, 0);
      if (line) tagLines.push(line);
    }
    return { w, at, text, spot, covered: view.taken.some((t) => inside(at, t)) };
  });
  return (
    <svg
      className={overlay}
      viewBox={`0 0 ${view.width} ${view.height}`}
      width={view.width}
      height={view.height}
      aria-hidden="true"
      data-testid="plan-weeks-map"
      data-only={view.only}
      style={{ aspectRatio: `${view.width} / ${view.height}` }}
    >
      {placed.map(({ w, at, text, spot, covered }) => {
        const line = spot && leader(at, 4, spot.box, 0);
        return (
          <g key={w.week} data-week={w.week}>
            {/* Where the group is; under a stop's number or a team, the tag's line points there instead. */}
            {!covered && (
              <rect
                x={at.x - 4}
                y={at.y - 4}
                width={8}
                height={8}
                transform={`rotate(45 ${at.x} ${at.y})`}
                fill="var(--tt-secondary)"
                stroke="var(--tt-text)"
                strokeWidth={1.5}
              />
            )}
            {spot && (
              <>
                {line && (
                  <line
                    x1={line[0].x}
                    y1={line[0].y}
                    x2={line[1].x}
                    y2={line[1].y}
                    stroke="var(--tt-text)"
                    strokeWidth={1.5}
                  />
                )}
                <rect
                  className="week-tag"
                  {...spot.box}
                  rx={4}
                  fill="var(--tt-secondary)"
                  stroke="var(--tt-text)"
                  strokeWidth={1.5}
                />
                <text
                  className="week-no"
                  x={spot.box.x + spot.box.width / 2}
                  y={spot.box.y + spot.box.height / 2 + size * 0.36}
                  textAnchor="middle"
                  fontSize={size}
                  fontWeight={700}
                  fill="var(--tt-text)"
                >
                  {text}
                </text>
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
}

const inside = (p: { x: number; y: number }, b: Box) =>
  p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;
