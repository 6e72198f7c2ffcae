import type { ReactNode } from 'react';
import { css } from '../../../common/styles.ts';
import { BREAKPOINT, COLOUR, CONTAINER, GRID, SPACE, TYPE } from './tokens.ts';

const container = css`
  box-sizing: border-box;
  width: 100%;
  max-width: ${CONTAINER.content};
  margin: 0 auto;
  padding: 0 ${SPACE[4]};
`;

/** The content column: centred, at most `CONTAINER.content` wide, with the phone gutter. */
export function Container({ children }: { children: ReactNode }) {
  return <div className={container}>{children}</div>;
}

const grid = css`
  display: grid;
  grid-template-columns: repeat(${GRID.columns}, minmax(0, 1fr));
  gap: ${GRID.gap};
  & > * {
    grid-column: 1 / -1;
  }
  @media (min-width: ${BREAKPOINT.wide}) {
    & > [data-span='4'] {
      grid-column: span 4;
    }
    & > [data-span='5'] {
      grid-column: span 5;
    }
    & > [data-span='6'] {
      grid-column: span 6;
    }
    & > [data-span='7'] {
      grid-column: span 7;
    }
    & > [data-span='8'] {
      grid-column: span 8;
    }
  }
`;

export type Span = 4 | 5 | 6 | 7 | 8 | 12;

/** The 12-column grid. Children say their width on wide screens with `data-span`; phones stack them. */
export function Grid({ children }: { children: ReactNode }) {
  return <div className={grid}>{children}</div>;
}

const section = css`
  padding: var(--tt-space) 0;
  &[data-band] {
    background: ${COLOUR.band};
  }
  h2 {
    margin: 0 0 ${SPACE[4]};
    font-size: ${TYPE.heading.size};
    line-height: ${TYPE.heading.lineHeight};
    color: ${COLOUR.text};
  }
  .lead {
    margin: 0 0 ${SPACE[5]};
    font-size: ${TYPE.body.size};
    line-height: ${TYPE.body.lineHeight};
    color: ${COLOUR.muted};
  }
`;

// minmax(0, …): an SVG's width attribute must not widen a column past a phone's screen.
const row = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${SPACE[6]};
  align-items: center;
  @media (min-width: ${BREAKPOINT.wide}) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${SPACE[8]};
    &[data-flip] > :first-child {
      order: 2;
    }
    &[data-flip] {
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    }
  }
`;

/**
 * One step of the section rhythm: words beside a visual on wide screens (words first on phones).
 * Pass the section's position as `index`: odd rows put the visual first and sit on the faint band,
 * so a page alternates text/visual and plain/banded without any page choosing it.
 *
 * @example
 * {rows.map((r, i) => <FeatureRow key={r.id} index={i} title={r.title} visual={<BadgeWall … />}>…</FeatureRow>)}
 */
export function FeatureRow({
  index,
  title,
  lead,
  visual,
  children,
}: {
  index: number;
  title: string;
  lead?: string;
  visual: ReactNode;
  children?: ReactNode;
}) {
  const odd = index % 2 === 1;
  return (
    <section className={section} data-band={odd ? '' : undefined}>
      <Container>
        <div className={row} data-flip={odd ? '' : undefined}>
          <div>
            <h2>{title}</h2>
            {lead && <p className="lead">{lead}</p>}
            {children}
          </div>
          <div>{visual}</div>
        </div>
      </Container>
    </section>
  );
}
