/**
 * The phone map's key: each stop's number as the map draws it, and the place's name, in one compact
 * block right under the map. The phone's drawing names only a few stops (there is no room for
 * eleven names at 360 px); the key names the rest without scrolling to the stage cards. From
 * 700 px the wide map names every stop itself, so the key is not shown.
 */
import { css } from '../../common/styles.ts';
import { mapName } from '../ui/illustrations/route-map-layout.ts';

const key = css`
  grid-area: legend;
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  margin: -4px 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.95rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  /* The map's stop: an ink disc with the number in the paper colour and a paper rim. */
  .no {
    display: inline-grid;
    place-items: center;
    inline-size: 24px;
    block-size: 24px;
    border-radius: 50%;
    background: var(--tt-text);
    color: var(--tt-background);
    font-size: 0.875rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  @media (min-width: 700px) {
    display: none;
  }
`;

/** The stops numbered as on the map (route order, from 1), each by the name the map would give it. */
export function StopLegend({ stages }: { stages: readonly { name: string }[] }) {
  return (
    <ol className={key} data-testid="map-stop-legend">
      {stages.map((s, i) => (
        <li key={s.name} data-stop-key={i + 1}>
          <span className="no" aria-hidden="true">
            {/* The digits the map's discs show, in every language. */}
            {i + 1}
          </span>
          {mapName(s.name)}
        </li>
      ))}
    </ol>
  );
}
