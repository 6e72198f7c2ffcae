import { useState, type FormEvent } from 'react';
import type { ActivityType, ConversionRow, ConversionTable } from '../../worker/converter/conversion-table-schema.ts';
import { convertByDistance, convertByDuration, convertByStairs, formatPace, minutesAtPace, paceOf, stairsPerMinute, type Conversion, type ConvertError, type DistanceUnit, type Result, type UnitSystem } from '../../worker/converter/convert-core.ts';
import { css } from '../../worker/ui/styles.ts';
import { formatNumber } from '../format.ts';

/** What the island needs of a table row: convert.ts reads only these fields. */
export type ConverterRow = Pick<ConversionRow, 'activity' | 'stepsPerMinute' | 'distance'>;
export type Mode = 'duration' | 'distance' | 'stairs';
/**
 * The form's values as typed (strings), named like the fields convert.ts reports errors on. `mode`
 * is the visitor's choice, kept while they pass activities without it; `distance` is in km or miles,
 * `shortDistance` in metres or yards (rowing, swimming), so neither is lost on the way.
 */
export interface ConverterValues { activity: ActivityType; mode: Mode; units: UnitSystem; minutes: string; distance: string; shortDistance: string; stairs: string; stairsPerHour: string; pointsPer1000Steps: string }
export interface StepConverterProps {
  rows: ConverterRow[];
  /** Language the server rendered numbers in, so hydration shows the same text. */
  lang: string;
  initial: ConverterValues;
  /** Preview parameters kept when the form is sent without JavaScript. */
  hidden: [string, string][];
}

export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  RUNNING: 'Running', CYCLING: 'Cycling', WALKING: 'Walking', SWIMMING: 'Swimming', HIKING: 'Hiking', ROWING: 'Rowing', KAYAKING: 'Kayaking',
  CANOEING: 'Canoeing', SURFING: 'Surfing', PADDLEBOARDING: 'Stand-up paddleboarding', SNOWBOARDING: 'Snowboarding', ALPINE_SKIING: 'Alpine skiing',
  NORDIC_SKIING: 'Cross-country skiing', BACKCOUNTRY_SKIING: 'Backcountry skiing', INDOOR_CYCLING: 'Indoor cycling', INDOOR_RUNNING: 'Indoor running (treadmill)',
  ELLIPTICAL: 'Elliptical trainer', MIND_BODY: 'Mind and body (tai chi, qigong)', YOGA: 'Yoga', MARTIAL_ARTS: 'Martial arts', PILATES: 'Pilates',
  DANCING: 'Dancing', WEIGHT_LIFTING: 'Weight lifting', INDOOR_CARDIO: 'Indoor cardio', TENNIS: 'Tennis', TEAM_SPORTS: 'Team sports',
  HORSEBACK_RIDING: 'Horseback riding', ICE_SKATING: 'Ice skating', INLINE_SKATING: 'Inline skating', GOLF: 'Golf', STAIR_CLIMBING: 'Stair climbing',
  WHEELCHAIR: 'Wheelchair', MULTI_SPORT: 'Multisport', OTHER: 'Other activity',
};
/** Alphabetical by label, "Other activity" last: the order of the select and the table. */
export const byLabel = (a: { activity: ActivityType }, b: { activity: ActivityType }) =>
  Number(a.activity === 'OTHER') - Number(b.activity === 'OTHER') || ACTIVITY_LABELS[a.activity].localeCompare(ACTIVITY_LABELS[b.activity], 'en');

export const DEFAULT_VALUES: ConverterValues = { activity: 'CYCLING', mode: 'duration', units: 'metric', minutes: '30', distance: '5', shortDistance: '1000', stairs: '300', stairsPerHour: '1800', pointsPer1000Steps: '' };
export const MODES: readonly Mode[] = ['duration', 'distance', 'stairs'];
const UNIT_NAMES: Record<DistanceUnit, string> = { km: 'km', mi: 'miles', m: 'metres', yd: 'yards' };

/** Spec §9: rowing in metres, swimming in metres or yards, everything else in km or miles. */
export const distanceUnit = (activity: ActivityType, units: UnitSystem): DistanceUnit =>
  activity === 'ROWING' ? 'm' : activity === 'SWIMMING' ? (units === 'metric' ? 'm' : 'yd') : units === 'metric' ? 'km' : 'mi';
/** Which of the two distance values the activity's unit uses. */
export const distanceKey = (unit: DistanceUnit): 'distance' | 'shortDistance' => (unit === 'km' || unit === 'mi' ? 'distance' : 'shortDistance');
export const modesOf = (row: ConverterRow | undefined): Mode[] =>
  ['duration', ...(row?.distance ? ['distance' as const] : []), ...(row?.activity === 'STAIR_CLIMBING' ? ['stairs' as const] : [])];
/** The mode shown: the visitor's choice where the activity has it, else by duration. */
export const modeFor = (rows: ConverterRow[], v: ConverterValues): Mode => (modesOf(rows.find((r) => r.activity === v.activity)).includes(v.mode) ? v.mode : 'duration');

/** Values from outside (a URL) made safe: a known activity, a known mode and unit system. */
export function settle(rows: ConverterRow[], v: ConverterValues): ConverterValues {
  const activity = rows.some((r) => r.activity === v.activity) ? v.activity : DEFAULT_VALUES.activity;
  return { ...v, activity, mode: MODES.includes(v.mode) ? v.mode : 'duration', units: v.units === 'imperial' ? 'imperial' : 'metric' };
}

/** A number typed in the visitor's language ("1.234,5" in German); empty or garbage is NaN. */
export function parseNumber(text: string, lang: string): number {
  const decimal = new Intl.NumberFormat(lang).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const clean = text.replace(/\s/g, '').replaceAll(decimal === ',' ? '.' : ',', '').replace(decimal, '.');
  return clean === '' ? Number.NaN : Number(clean);
}

export interface Outcome { result: Result<Conversion>; note: string; pace: string | null }

/** The conversion the values ask for, with a sentence on how it was made and the pace where one applies. */
export function convertValues(rows: ConverterRow[], v: ConverterValues, lang: string): Outcome {
  const table = { method: [], stepsPerMetMinute: '100 / 3.5', sources: [], activities: rows } as unknown as ConversionTable;
  const num = (text: string) => parseNumber(text, lang);
  const fmt = (n: number) => formatNumber(n, lang);
  const points = v.pointsPer1000Steps.trim() === '' ? undefined : num(v.pointsPer1000Steps);
  const row = rows.find((r) => r.activity === v.activity);
  const mode = modeFor(rows, v);
  if (mode === 'stairs') {
    const rate = num(v.stairsPerHour);
    const result = convertByStairs({ stairs: num(v.stairs), stairsPerHour: rate, pointsPer1000Steps: points }, table);
    const note = result.ok ? `${fmt(rate)} stairs per hour is ${fmt(stairsPerMinute(rate))} stairs per minute: ${fmt(result.value.minutes ?? 0)} minutes of climbing at ${fmt(row?.stepsPerMinute ?? 0)} steps per minute.` : '';
    return { result, note, pace: null };
  }
  if (mode === 'distance' && row?.distance) {
    const unit = distanceUnit(v.activity, v.units);
    const distance = { value: num(v[distanceKey(unit)]), unit };
    const result = convertByDistance({ activity: v.activity, distance, pointsPer1000Steps: points }, table);
    const ref = paceOf(v.activity, v.units, { value: 1, unit: 'km' }, 60 / row.distance.referenceSpeedKmh, table);
    const minutes = ref.ok && result.ok && distance.value > 0 ? minutesAtPace(v.activity, v.units, distance, ref.value.seconds, table) : null;
    const pace = ref.ok ? `${formatPace(ref.value.seconds)} ${ref.value.unit.label}` : null;
    const note = minutes?.ok ? `Counted as ${fmt(minutes.value)} minutes at the table's reference pace.` : '';
    return { result, note, pace };
  }
  const result = convertByDuration({ activity: v.activity, minutes: num(v.minutes), pointsPer1000Steps: points }, table);
  return { result, note: result.ok ? `${fmt(row?.stepsPerMinute ?? 0)} steps per minute of ${ACTIVITY_LABELS[v.activity].toLowerCase()}.` : '', pace: null };
}

const NOUNS: Record<string, string> = { minutes: 'the duration', distance: 'the distance', stairs: 'the number of stairs', stairsPerHour: 'the climbing rate', pointsPer1000Steps: 'the points per 1000 steps', activity: 'the activity' };
const LIMIT_UNITS: Record<string, string> = { minutes: ' minutes', stairs: ' stairs', stairsPerHour: ' stairs per hour' };
const sentence = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}.`;

/** convert.ts's error in the words of the form. */
export function errorText(e: ConvertError): string {
  const noun = NOUNS[e.field] ?? e.field;
  if (e.code === 'INVALID_NUMBER') return sentence(`enter ${noun} as a number`);
  if (e.code === 'NEGATIVE') return sentence(`${noun} cannot be negative`);
  if (e.code === 'ZERO') return sentence(`${noun} must be more than 0`);
  const text = e.message.startsWith(e.field) ? noun + e.message.slice(e.field.length) : e.message;
  return sentence(/\d$/.test(text) ? text + (LIMIT_UNITS[e.field] ?? '') : text);
}

const box = css`margin: 24px 0 40px; padding: 24px; border-radius: var(--tt-radius, 8px); background: var(--tt-surface); color: var(--tt-text);
  display: grid; gap: 24px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr)); max-width: 960px;
  form { display: grid; gap: 16px; align-content: start; }
  label, legend { display: block; font-weight: 600; margin-bottom: 6px; padding: 0; }
  fieldset { border: 0; margin: 0; padding: 0; } fieldset label { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; margin: 0 20px 0 0; font-weight: 400; }
  input[type='text'], select { width: 100%; min-height: 44px; padding: 10px 12px; border: 2px solid var(--tt-muted-text); border-radius: var(--tt-radius, 8px); background: var(--tt-background); color: var(--tt-text); font: inherit; }
  input[type='radio'] { width: 20px; height: 20px; margin: 0; accent-color: var(--tt-primary); }
  input:focus-visible, select:focus-visible, button:focus-visible { outline: 3px solid var(--tt-primary); outline-offset: 2px; }
  [aria-invalid='true'] { border-color: #b00020; }
  .hint { color: var(--tt-muted-text); margin: 6px 0 0; font-size: 0.95rem; } .error { color: #b00020; margin: 6px 0 0; font-weight: 600; }
  button { justify-self: start; min-height: 48px; padding: 0 28px; border: 0; border-radius: var(--tt-radius, 8px); background: var(--tt-primary); color: var(--tt-on-primary); font: inherit; font-weight: 700; cursor: pointer; }
  .result { align-self: start; padding: 24px; border-radius: var(--tt-radius, 8px); background: var(--tt-primary); color: var(--tt-on-primary); }
  .result p { margin: 0 0 8px; } .big { font-size: 2.2rem; font-weight: 700; line-height: 1.2; }`;

type TextField = 'minutes' | 'distance' | 'stairs' | 'stairsPerHour' | 'pointsPer1000Steps';

/** A labelled text field with its hint and convert.ts's error tied to it (aria-describedby, aria-invalid). */
function Field({ name, label, hint, value, error, onChange }: { name: TextField; label: string; hint?: string; value: string; error: string | null; onChange: (v: string) => void }) {
  const described = [hint ? `sc-${name}-hint` : '', error ? `sc-${name}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={`sc-${name}`}>{label}</label>
      <input type="text" inputMode="decimal" autoComplete="off" id={`sc-${name}`} name={name} value={value} onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined} aria-describedby={described || undefined} />
      {hint && <p className="hint" id={`sc-${name}-hint`}>{hint}</p>}
      {error && <p className="error" id={`sc-${name}-error`}>{error}</p>}
    </div>
  );
}

function Choice<T extends string>({ name, legend, options, value, onChange }: { name: keyof ConverterValues; legend: string; options: [T, string][]; value: T; onChange: (v: T) => void }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map(([v, label]) => <label key={v}><input type="radio" name={name} value={v} checked={v === value} onChange={() => onChange(v)} />{label}</label>)}
    </fieldset>
  );
}

const MODE_LABELS: Record<Mode, string> = { duration: 'Duration', distance: 'Distance', stairs: 'Stairs climbed' };

/**
 * The step converter (/resources/convert-steps): an activity by duration, distance or stairs into
 * steps and optionally points, live as the visitor types. Without JavaScript the form is sent as a
 * GET and the server renders the same result.
 */
export default function StepConverter({ rows, lang, initial, hidden }: StepConverterProps) {
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<ConverterValues>) => setValues((prev) => ({ ...prev, ...patch }));
  const row = rows.find((r) => r.activity === values.activity);
  const unit = distanceUnit(values.activity, values.units);
  const { result, note, pace } = convertValues(rows, values, lang);
  const errorOf = (field: string) => (!result.ok && result.error.field === field ? errorText(result.error) : null);
  const field = (name: TextField, label: string, hint?: string, key: keyof ConverterValues = name) => (
    <Field name={name} label={label} hint={hint} value={values[key]} error={errorOf(name)} onChange={(v) => set({ [key]: v })} />
  );
  const modes = modesOf(row);
  const mode = modeFor(rows, values);
  return (
    <div className={box} data-testid="step-converter">
      <form method="get" onSubmit={(e: FormEvent) => e.preventDefault()} aria-label="Step converter">
        {hidden.map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />)}
        <div>
          <label htmlFor="sc-activity">Activity</label>
          <select id="sc-activity" name="activity" value={values.activity} onChange={(e) => set({ activity: e.target.value as ActivityType })}
            aria-invalid={errorOf('activity') ? true : undefined} aria-describedby={errorOf('activity') ? 'sc-activity-error' : undefined}>
            {[...rows].sort(byLabel).map((r) => <option key={r.activity} value={r.activity}>{ACTIVITY_LABELS[r.activity]}</option>)}
          </select>
          {errorOf('activity') && <p className="error" id="sc-activity-error">{errorOf('activity')}</p>}
        </div>
        {modes.length > 1 && <Choice name="mode" legend="Convert by" options={modes.map((m) => [m, MODE_LABELS[m]])} value={mode} onChange={(m) => set({ mode: m })} />}
        {mode === 'distance' && values.activity !== 'ROWING' && (
          <Choice name="units" legend="Units" options={[['metric', 'Metric (km, metres)'], ['imperial', 'Imperial (miles, yards)']]} value={values.units} onChange={(units) => set({ units })} />
        )}
        {mode === 'duration' && field('minutes', 'Duration in minutes')}
        {mode === 'distance' && field('distance', `Distance in ${UNIT_NAMES[unit]}`, undefined, distanceKey(unit))}
        {mode === 'stairs' && field('stairs', 'Stairs climbed')}
        {mode === 'stairs' && field('stairsPerHour', 'Climbing rate in stairs per hour', 'Converted to stairs per minute for you.')}
        {field('pointsPer1000Steps', 'Points per 1000 steps (optional)', 'Leave empty to see steps only.')}
        <button type="submit">Convert</button>
      </form>
      <div className="result" aria-live="polite" aria-atomic="true" data-testid="step-result">
        {result.ok ? (
          <>
            <p className="big"><span data-testid="steps">{formatNumber(result.value.steps, lang)}</span> steps</p>
            {result.value.points !== null && <p className="big"><span data-testid="points">{formatNumber(result.value.points, lang)}</span> points</p>}
            {pace && <p>Reference pace: <span data-testid="pace">{pace}</span></p>}
            {note && <p>{note}</p>}
          </>
        ) : (
          <p>Correct the highlighted field to see the steps.</p>
        )}
      </div>
    </div>
  );
}
