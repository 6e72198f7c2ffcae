import { useState, type FormEvent } from 'react';
import type { ActivityType } from '../../common/converter/conversion-table-schema.ts';
import { formatNumber } from '../../common/format.ts';
import {
  ACTIVITY_LABELS,
  byLabel,
  byLabelIn,
  convertValues,
  distanceKey,
  distanceUnit,
  errorText,
  modeFor,
  modesOf,
  UNIT_NAMES,
  type ConverterRow,
  type ConverterValues,
  type Mode,
} from '../../common/islands/step-converter-model.ts';
import { css } from '../../common/styles.ts';

export interface StepConverterProps {
  rows: ConverterRow[];
  /** Language the server rendered numbers in, so hydration shows the same text. */
  lang: string;
  initial: ConverterValues;
  /** Preview parameters kept when the form is sent without JavaScript. */
  hidden: [string, string][];
  /** Activity names in the page's language (`activity.*`); absent on English pages, which use ACTIVITY_LABELS. */
  activityLabels?: Record<ActivityType, string>;
}

const box = css`
  margin: 24px 0 40px;
  padding: 24px;
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-surface);
  color: var(--tt-text);
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  max-width: 960px;
  form {
    display: grid;
    gap: 16px;
    align-content: start;
  }
  label,
  legend {
    display: block;
    font-weight: 600;
    margin-bottom: 6px;
    padding: 0;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
  }
  fieldset label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    margin: 0;
    margin-inline-end: 20px;
    font-weight: 400;
  }
  input[type='text'],
  select {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    border: 2px solid var(--tt-muted-text);
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-background);
    color: var(--tt-text);
    font: inherit;
  }
  input[type='radio'] {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--tt-primary);
  }
  input:focus-visible,
  select:focus-visible,
  button:focus-visible {
    outline: 3px solid var(--tt-primary);
    outline-offset: 2px;
  }
  [aria-invalid='true'] {
    border-color: #b00020;
  }
  .hint {
    color: var(--tt-muted-text);
    margin: 6px 0 0;
    font-size: 0.95rem;
  }
  .error {
    color: #b00020;
    margin: 6px 0 0;
    font-weight: 600;
  }
  button {
    justify-self: start;
    min-height: 48px;
    padding: 0 28px;
    border: 0;
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-primary);
    color: var(--tt-on-primary);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  .result {
    align-self: start;
    padding: 24px;
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-primary);
    color: var(--tt-on-primary);
  }
  .result p {
    margin: 0 0 8px;
  }
  .big {
    font-size: 2.2rem;
    font-weight: 700;
    line-height: 1.2;
  }
`;

type TextField = 'minutes' | 'distance' | 'stairs' | 'stairsPerHour' | 'pointsPer1000Steps';

/** A labelled text field with its hint and convert.ts's error tied to it (aria-describedby, aria-invalid). */
function Field({
  name,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  name: TextField;
  label: string;
  hint?: string;
  value: string;
  error: string | null;
  onChange: (v: string) => void;
}) {
  const described = [hint ? `sc-${name}-hint` : '', error ? `sc-${name}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={`sc-${name}`}>{label}</label>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        id={`sc-${name}`}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <p className="hint" id={`sc-${name}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="error" id={`sc-${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function Choice<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: keyof ConverterValues;
  legend: string;
  options: [T, string][];
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map(([v, label]) => (
        <label key={v}>
          <input type="radio" name={name} value={v} checked={v === value} onChange={() => onChange(v)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

const MODE_LABELS: Record<Mode, string> = { duration: 'Duration', distance: 'Distance', stairs: 'Stairs climbed' };

/**
 * The step converter (/resources/convert-steps): an activity by duration, distance or stairs into
 * steps and optionally points, live as the visitor types. Without JavaScript the form is sent as a
 * GET and the server renders the same result.
 */
export default function StepConverter({ rows, lang, initial, hidden, activityLabels }: StepConverterProps) {
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<ConverterValues>) => setValues((prev) => ({ ...prev, ...patch }));
  const row = rows.find((r) => r.activity === values.activity);
  const unit = distanceUnit(values.activity, values.units);
  const { result, note, pace } = convertValues(rows, values, lang);
  const errorOf = (field: string) => (!result.ok && result.error.field === field ? errorText(result.error) : null);
  const field = (name: TextField, label: string, hint?: string, key: keyof ConverterValues = name) => (
    <Field
      name={name}
      label={label}
      hint={hint}
      value={values[key]}
      error={errorOf(name)}
      onChange={(v) => set({ [key]: v })}
    />
  );
  const modes = modesOf(row);
  const mode = modeFor(rows, values);
  return (
    <div className={box} data-testid="step-converter">
      <form method="get" onSubmit={(e: FormEvent) => e.preventDefault()} aria-label="Step converter">
        {hidden.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <div>
          <label htmlFor="sc-activity">Activity</label>
          <select
            id="sc-activity"
            name="activity"
            value={values.activity}
            onChange={(e) => set({ activity: e.target.value as ActivityType })}
            aria-invalid={errorOf('activity') ? true : undefined}
            aria-describedby={errorOf('activity') ? 'sc-activity-error' : undefined}
          >
            {[...rows].sort(activityLabels ? byLabelIn(activityLabels, lang) : byLabel).map((r) => (
              <option key={r.activity} value={r.activity}>
                {(activityLabels ?? ACTIVITY_LABELS)[r.activity]}
              </option>
            ))}
          </select>
          {errorOf('activity') && (
            <p className="error" id="sc-activity-error">
              {errorOf('activity')}
            </p>
          )}
        </div>
        {modes.length > 1 && (
          <Choice
            name="mode"
            legend="Convert by"
            options={modes.map((m) => [m, MODE_LABELS[m]])}
            value={mode}
            onChange={(m) => set({ mode: m })}
          />
        )}
        {mode === 'distance' && values.activity !== 'ROWING' && (
          <Choice
            name="units"
            legend="Units"
            options={[
              ['metric', 'Metric (km, metres)'],
              ['imperial', 'Imperial (miles, yards)'],
            ]}
            value={values.units}
            onChange={(units) => set({ units })}
          />
        )}
        {mode === 'duration' && field('minutes', 'Duration in minutes')}
        {mode === 'distance' && field('distance', `Distance in ${UNIT_NAMES[unit]}`, undefined, distanceKey(unit))}
        {mode === 'stairs' && field('stairs', 'Stairs climbed')}
        {mode === 'stairs' &&
          field('stairsPerHour', 'Climbing rate in stairs per hour', 'Converted to stairs per minute for you.')}
        {field('pointsPer1000Steps', 'Points per 1000 steps (optional)', 'Leave empty to see steps only.')}
        <button type="submit">Convert</button>
      </form>
      <div className="result" aria-live="polite" aria-atomic="true" data-testid="step-result">
        {result.ok ? (
          <>
            <p className="big">
              <span data-testid="steps">{formatNumber(result.value.steps, lang)}</span> steps
            </p>
            {result.value.points !== null && (
              <p className="big">
                <span data-testid="points">{formatNumber(result.value.points, lang)}</span> points
              </p>
            )}
            {pace && (
              <p>
                Reference pace: <span data-testid="pace">{pace}</span>
              </p>
            )}
            {note && <p>{note}</p>}
          </>
        ) : (
          <p>Correct the highlighted field to see the steps.</p>
        )}
      </div>
    </div>
  );
}
