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
import { directionOf, type PageLocale } from '../../common/i18n/locales.ts';
import { placeWeekTags, viewFor, WeekTags, type PlanMapView } from './week-tags.tsx';

export type { PlanMapView } from './week-tags.tsx';

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
  /** Whether the URL asked for a plan: the visitor's own (the map then shows it, not the sample teams). */
  planned: boolean;
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

/** Past this many days a plan is "more than a year" (whole years of 365 days), and the result says what shortens it. */
const DAYS_A_YEAR = 365;
/** Under two weeks a plan is over before a challenge gets going. */
const SHORT_PLAN_DAYS = 14;

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

  // Up to three weeks are named; a longer list would bury the map's caption: "the other weeks".
  const offMapWords = (off: number[]) =>
    off.length > 3
      ? M.otherWeeksOffMap
      : fillMessage(M.weeksOffMap, M.pluralLocale, {
          count: off.length,
          weeks: new Intl.ListFormat(M.pluralLocale, { type: 'conjunction' }).format(off.map(fmt)),
        });
  const weeks = refused ? [] : result.weeks.slice(0, SHOWN_WEEKS);
  const tagOf = (week: number) => fillMessage(M.weekMark, M.pluralLocale, { week: fmt(week) });
  // The week that reaches the finish is the finish stop itself: not tagged.
  const onMap = weeks.filter((w) => w.km < distanceKm);
  // The visitor's own plan: the sample teams step back and the weeks have their room.
  // (A change sets `touched` before it sets the plan, so the render it causes reads it.)
  const planned = (props.planned || touched.current) && !refused && onMap.length > 0;
  const placed = views.map((view) => placeWeekTags(viewFor(view, planned), onMap, tagOf));
  const stageKm = views[0]!.stages;
  // A week no tag fits beside on a drawing is named under it, never silently missing.
  const offMap = placed.map((tags) => onMap.filter((w) => !tags.some((p) => p.week === w.week)).map((w) => w.week));
  // Each drawing's tags explained in words under it, naming a week that drawing shows: the first
  // week every drawing shows, so the sentence reads the same at every width, else its own first.
  // A drawing with more than one tag says every tag is a week's end (`tags`), not only the one named.
  const everywhere = placed[0]?.find((p) => placed.every((tags) => tags.some((q) => q.week === p.week)))?.week;
  const keyWeeks = placed.map((tags) =>
    everywhere !== undefined && tags.some((p) => p.week === everywhere) ? everywhere : tags[0]?.week,
  );
  // The days and their noun are one message (plural forms agree with the number); the figure stands out.
  const days = aroundFigure(fillMessage(M.daysLabel, M.pluralLocale, { days: result.days }, fmt), fmt(result.days));
  // What would make a plan a challenge: a group that finishes in days needs a longer route or teams,
  // one that takes years more people or a higher daily figure.
  const nudge =
    result.days > DAYS_A_YEAR
      ? fillMessage(M.overAYear, M.pluralLocale, { years: Math.floor(result.days / DAYS_A_YEAR) }, fmt)
      : result.days < SHORT_PLAN_DAYS
        ? M.shortPlan
        : null;
  const range = PLAN_LIMITS[shownUnit.current];
  const unitOfField = shownUnit.current;
  // As the server rendered it: only a GET without JavaScript reads it (the island converts in place).
  const fromField = shownDaily(props.initial.unit, props.typed.daily ?? props.initial.daily);
  return (
    <>
      {views.map((view, i) => (
        <WeekTags
          key={view.only ?? 'all'}
          view={view}
          placed={placed[i]!}
          rtl={directionOf(M.pluralLocale as PageLocale) === 'rtl'}
        />
      ))}
      {planned && (
        <p className="plan-shown" data-testid="plan-shown">
          {M.planShown}
        </p>
      )}
      {views.map((view, i) => {
        const week = keyWeeks[i];
        const off = offMap[i]!;
        return (
          (week !== undefined || off.length > 0) && (
            <p key={view.only ?? 'all'} className="week-key" data-only={view.only} data-testid="plan-weeks-key">
              {week !== undefined &&
                fillMessage(M.weekKey, M.pluralLocale, { mark: tagOf(week), week: fmt(week), tags: placed[i]!.length })}
              {week !== undefined && off.length > 0 && ' '}
              {off.length > 0 && (
                <span data-testid="plan-weeks-off-map" data-weeks={off.join(' ')}>
                  {offMapWords(off)}
                </span>
              )}
            </p>
          )
        );
      })}
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
        <div className="row fields">
          <div className="field">
            <label htmlFor="plan-people">{M.people}</label>
            <input
              id="plan-people"
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
            {errors.people && (
              <p className="field-error" id="plan-people-error" data-testid="plan-people-error">
                {M.errors.people}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="plan-daily">{M.daily}</label>
            <input
              id="plan-daily"
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
            {errors.daily && (
              <p className="field-error" id="plan-daily-error" data-testid="plan-daily-error">
                {M.errors.daily[unitOfField]}
              </p>
            )}
          </div>
          {/* Without JavaScript, the unit the figure above is written in: a GET that switched units converts it. */}
          <input type="hidden" name="from" value={fromField} />
          <div className="field">
            <label htmlFor="plan-unit">{M.unit}</label>
            <select id="plan-unit" ref={unitField} name="unit" defaultValue={plan.unit}>
              <option value="steps">{M.units.steps}</option>
              <option value="km">{M.units.km}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="plan-start">{M.start}</label>
            <input id="plan-start" name="start" type="date" defaultValue={plan.start ?? ''} />
          </div>
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
            {nudge && (
              <p className="nudge" data-testid="plan-nudge">
                {nudge}
              </p>
            )}
            <p>
              {fillMessage(M.groupDaily, M.pluralLocale, {
                people: plan.people,
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
                      ...nextStop(stageKm, w.km, along),
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

/**
 * The next stop after `km` and the distance to it: what differs from one week's row to the next
 * (many weeks between two stops would all read "past" the same one).
 */
const nextStop = (stages: readonly { name: string; km: number }[], km: number, along: (n: number) => string) => {
  const next = stages.find((s) => s.km > km) ?? stages[stages.length - 1]!;
  return { place: next.name, left: along(Math.max(0, next.km - km)) };
};

/**
 * The weeks after the listed ones until the finish: counted from the days, not from the plan's weeks,
 * which stop at a year (616 days are 88 weeks, so 76 follow the 12 listed, not 40).
 */
const weeksAfterList = (days: number) => Math.ceil(days / 7) - SHOWN_WEEKS;

/** "…and 14 more weeks", in the page's plural form for the count. */
const moreWeeks = (M: PlannerWords, n: number, fmt: (n: number) => string) =>
  fillMessage(M.moreWeeks, M.pluralLocale, { weeks: n }, fmt);
