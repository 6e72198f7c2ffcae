import { useState, type FormEvent } from 'react';
import type { ActivityType } from '../../common/converter/conversion-table-schema.ts';
import {
  ACTIVITY_LABELS,
  aroundNumber,
  byLabel,
  byLabelIn,
  convertValues,
  distanceKey,
  distanceUnit,
  errorText,
  modeFor,
  modesOf,
  say,
  type ConverterRow,
  type ConverterValues,
} from '../../common/islands/step-converter-model.ts';
import type { ConverterLabels } from '../../common/islands/step-converter-labels.ts';
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
  /** Its words in the page's language (worker/pages/convert-steps-labels.ts): it holds no English of its own. */
  labels: ConverterLabels;
}

const box = css`
  margin: 24px 0 40px;
  padding: 24px;
  border: 1px solid var(--tt-surface);
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

/** A result line: the number marked up for tests and styles, the words around it as the message puts them. */
function Count({ parts, testId }: { parts: readonly [string, string, string]; testId: string }) {
  const [before, number, after] = parts;
  return (
    <p className="big">
      {before || null}
      <span data-testid={testId}>{number}</span>
      {after || null}
    </p>
  );
}

/**
 * The step converter (/resources/convert-steps): an activity by duration, distance or stairs into
 * steps and optionally points, live as the visitor types. Without JavaScript the form is sent as a
 * GET and the server renders the same result.
 */
export default function StepConverter({ rows, lang, initial, hidden, activityLabels, labels }: StepConverterProps) {
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<ConverterValues>) => setValues((prev) => ({ ...prev, ...patch }));
  const row = rows.find((r) => r.activity === values.activity);
  const unit = distanceUnit(values.activity, values.units);
  const names = activityLabels ?? ACTIVITY_LABELS;
  const { result, note, pace } = convertValues(rows, values, lang, labels, names[values.activity]);
  const errorOf = (field: string) =>
    !result.ok && result.error.field === field ? errorText(result.error, labels, lang) : null;
  const w = (word: Parameters<typeof say>[1]) => say(labels, word);
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
      <form method="get" onSubmit={(e: FormEvent) => e.preventDefault()} aria-label={w('form')}>
        {hidden.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <div>
          <label htmlFor="sc-activity">{w('activity')}</label>
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
                {names[r.activity]}
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
            legend={w('convertBy')}
            options={modes.map((m) => [m, w(`mode.${m}`)])}
            value={mode}
            onChange={(m) => set({ mode: m })}
          />
        )}
        {mode === 'distance' && values.activity !== 'ROWING' && (
          <Choice
            name="units"
            legend={w('units')}
            options={[
              ['metric', w('units.metric')],
              ['imperial', w('units.imperial')],
            ]}
            value={values.units}
            onChange={(units) => set({ units })}
          />
        )}
        {mode === 'duration' && field('minutes', w('field.minutes'))}
        {mode === 'distance' && field('distance', w(`field.${unit}`), undefined, distanceKey(unit))}
        {mode === 'stairs' && field('stairs', w('field.stairs'))}
        {mode === 'stairs' && field('stairsPerHour', w('field.stairsPerHour'), w('field.stairsPerHourHint'))}
        {field('pointsPer1000Steps', w('field.points'), w('field.pointsHint'))}
        <button type="submit">{w('submit')}</button>
      </form>
      <div className="result" aria-live="polite" aria-atomic="true" data-testid="step-result">
        {result.ok ? (
          <>
            <Count parts={aroundNumber(labels, 'result.steps', 'steps', result.value.steps)} testId="steps" />
            {result.value.points !== null && (
              <Count parts={aroundNumber(labels, 'result.points', 'points', result.value.points)} testId="points" />
            )}
            {pace && (
              <p>
                {`${w('result.pace')} `}
                <span data-testid="pace">{pace}</span>
              </p>
            )}
            {note && <p>{note}</p>}
          </>
        ) : (
          <p>{w('result.fix')}</p>
        )}
      </div>
    </div>
  );
}
