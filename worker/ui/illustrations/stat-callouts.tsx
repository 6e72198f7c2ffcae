import { formatNumber } from '../../../common/format.ts';
import { css } from '../../../common/styles.ts';
import { Icon, type IconName } from '../visual/icons.tsx';
import { COLOUR, SPACE, TYPE } from '../visual/tokens.ts';

const callouts = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${SPACE[5]};
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${SPACE[2]};
    padding: ${SPACE[5]};
    border-inline-start: 4px solid ${COLOUR.brand};
    background: ${COLOUR.surface};
  }
  dd {
    margin: 0;
    font-size: ${TYPE.display.size};
    line-height: 1;
    font-weight: ${TYPE.display.weight};
    color: ${COLOUR.brand};
    font-variant-numeric: tabular-nums;
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${SPACE[2]};
    font-size: ${TYPE.body.size};
    color: ${COLOUR.text};
  }
  dt svg {
    color: ${COLOUR.muted};
  }
`;

export interface Stat {
  value: number;
  /** What the number counts ("organisations"); `suffix` goes after it ("%", "+"). */
  label: string;
  suffix?: string;
  icon?: IconName;
}

/**
 * Large figures (814 organisations, 2,149 events; a case study's results) as real text in a `<dl>`:
 * read out as numbers, found by search, exact as the data says. No SVG needed for a number.
 */
export function StatCallouts({ stats, lang }: { stats: readonly Stat[]; lang: string }) {
  return (
    <dl className={callouts}>
      {stats.map((s) => (
        <div key={s.label}>
          <dt>
            {s.icon && <Icon name={s.icon} size={20} />}
            {s.label}
          </dt>
          <dd>
            {/* The figure keeps its own direction inside right-to-left text ("98 %", "12,400+"). */}
            <bdi>
              {formatNumber(s.value, lang)}
              {s.suffix}
            </bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
