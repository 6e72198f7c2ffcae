/**
 * A count of the estimator (participants, months, add-on quantities): a labelled number field
 * whose refusal sits right under it, tied to it by `aria-invalid` and `aria-describedby`, the
 * same markup from the server (a GET form without JavaScript) and the island.
 */
export function CountInput(props: {
  id: string;
  name: string;
  label: string;
  hint?: string | undefined;
  value: string;
  min: number;
  max: number;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { id, error, hint } = props;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="number"
        name={props.name}
        inputMode="numeric"
        step={1}
        min={props.min}
        max={props.max}
        value={props.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {/* Under the field, so a hint never pushes its input below its neighbours' (estimatorBox). */}
      {(hint || error) && (
        <div className="notes">
          {hint && (
            <p className="hint" id={`${id}-hint`}>
              {hint}
            </p>
          )}
          {error && (
            <p className="error" id={`${id}-error`} data-testid={`${props.name}-error`}>
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
