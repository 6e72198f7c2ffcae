import { useEffect, useRef, useState } from 'react';
import { fillMessage, type SlottedMessage } from '../../common/i18n/fill-message.ts';
import { matchingDevices, type DeviceRow } from '../../common/islands/device-filter-model.ts';
import { css } from '../../common/styles.ts';
import { Activity, Smartphone, Timer, Upload, Route, PencilLine, Watch, type LucideIcon } from 'lucide-react';
import type { DeviceKind } from '../../common/islands/device-filter-model.ts';

/** Each kind of provider's icon: a card is found by what the visitor wears or uses. */
const KIND_ICON: Record<DeviceKind, LucideIcon> = {
  watch: Watch,
  phone: Smartphone,
  rower: Activity,
  timing: Timer,
  route: Route,
  manual: PencilLine,
  upload: Upload,
};

export interface DeviceFilterProps {
  rows: DeviceRow[];
  /** The filter's label and the words around the count, from the page's copy. */
  label: string;
  deprecatedLabel: string;
  noMatch: string;
  /** How many providers show, of all ("19 of 19"): `{shown}` and `{total}`, in the page's language. */
  countOf: SlottedMessage;
  /** The page's language, for the count's numbers. */
  language: string;
  /** The disclosure's words that open the rest of the list ("Show all devices and apps"). */
  showAll: string;
}

/** Cards shown before the disclosure: one full row at 1280 px, and a phone's page stays short. */
export const FIRST_DEVICES = 4;

const box = css`
  label {
    display: block;
    font-weight: 700;
    margin-block-end: 8px;
  }
  input {
    box-sizing: border-box;
    width: 100%;
    max-width: 420px;
    min-height: 48px;
    padding-inline: 12px;
    font: inherit;
    color: var(--tt-text);
    background: var(--tt-background);
    border: 2px solid var(--tt-muted-text);
    border-radius: var(--tt-radius, 8px);
  }
  input:focus-visible {
    outline: 3px solid var(--tt-link);
    outline-offset: 2px;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 16px 0 0;
    display: grid;
    gap: 12px;
    /* Four columns at 1280 px: the 19 providers end on a row of three, not a row of one. */
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 250px), 1fr));
  }
  /* A card in the brand's look (worker/ui/look.ts): filled, or white under the brand's rule. */
  li {
    padding: 16px;
    border: 1px solid var(--tt-edge, var(--tt-surface));
    border-block-start: var(--tt-rule, 1px) solid var(--tt-top, var(--tt-surface));
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-card, var(--tt-surface));
    color: var(--tt-text);
  }
  li[hidden] {
    display: none;
  }
  /* A list item keeps the disclosure's triangle; the padding gives it a 48 px target. */
  summary {
    display: list-item;
    padding-block: 12px;
    margin-block-start: 12px;
    color: var(--tt-link);
    font-weight: 700;
    cursor: pointer;
  }
  summary:focus-visible {
    outline: 3px solid var(--tt-link);
    outline-offset: 2px;
  }
  /* The icon and the name on one line: a long name wraps beside its icon, never under it. */
  h3 {
    display: grid;
    grid-template-columns: 22px minmax(0, 1fr);
    align-items: start;
    gap: 8px;
    margin: 0 0 4px;
    font-size: 1.0625rem;
  }
  h3 svg {
    margin-top: 1px;
    color: var(--tt-primary);
  }
  h3 .tag {
    margin-inline-start: 8px;
  }
  p {
    margin: 4px 0 0;
  }
  .limits {
    color: var(--tt-muted-text);
    font-size: 0.9375rem;
  }
  .tag {
    display: inline-block;
    padding: 0 8px;
    border-radius: 999px;
    border: 1px solid currentColor;
    font-size: 0.8125rem;
    font-weight: 700;
    vertical-align: middle;
  }
`;

/**
 * The connected devices with a text filter that works without a round trip: the server renders
 * every provider (the whole list without JavaScript); once a visitor focuses or types in the
 * filter, this island loads and hides the providers that do not match.
 */
export default function DeviceFilter({
  rows,
  label,
  deprecatedLabel,
  noMatch,
  countOf,
  language,
  showAll,
}: DeviceFilterProps) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // What the visitor typed before the island loaded is in the field already: filter by it.
  useEffect(() => setQuery(input.current?.value ?? ''), []);
  const shown = new Set(matchingDevices(rows, query));
  const cards = (list: DeviceRow[]) => (
    <ul>
      {list.map((r) => {
        const Icon = KIND_ICON[r.kind];
        return (
          <li key={r.id} data-provider={r.id} data-kind={r.kind} hidden={!shown.has(r.id)}>
            <h3>
              <Icon aria-hidden="true" width={22} height={22} />
              <span>
                {r.name}
                {r.deprecated && <span className="tag">{deprecatedLabel}</span>}
              </span>
            </h3>
            <p>{r.reads}</p>
            {r.limits && <p className="limits">{r.limits}</p>}
          </li>
        );
      })}
    </ul>
  );
  return (
    <div className={box} data-testid="device-filter">
      <label htmlFor="device-filter-input">{label}</label>
      <input
        ref={input}
        id="device-filter-input"
        type="search"
        autoComplete="off"
        onInput={(e) => setQuery(e.currentTarget.value)}
      />
      <p role="status" aria-live="polite" className="limits" data-testid="device-count">
        {shown.size === 0 ? noMatch : fillMessage(countOf, language, { shown: shown.size, total: rows.length })}
      </p>
      {/* A search shows every match; otherwise the first cards, the rest behind a disclosure. */}
      {query ? (
        cards(rows)
      ) : (
        <>
          {cards(rows.slice(0, FIRST_DEVICES))}
          <details data-testid="device-more">
            <summary>{showAll}</summary>
            {cards(rows.slice(FIRST_DEVICES))}
          </details>
        </>
      )}
    </div>
  );
}
