import { css } from '../../../common/styles.ts';
import { COLOUR, CONTAINER, GRID, SPACE, TYPE } from './tokens.ts';

const samples = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${SPACE[6]};
  margin: ${SPACE[5]} 0 ${SPACE[7]};
  .swatches {
    display: flex;
    flex-wrap: wrap;
    gap: ${SPACE[3]};
  }
  .swatch {
    width: 112px;
    font-size: ${TYPE.small.size};
    color: ${COLOUR.text};
  }
  .swatch span {
    display: block;
    height: 48px;
    margin-bottom: ${SPACE[1]};
    border: 1px solid ${COLOUR.border};
    border-radius: 8px;
  }
  .space {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${SPACE[3]};
    font-size: ${TYPE.small.size};
  }
  .space span {
    display: block;
    background: ${COLOUR.brand};
  }
  .cols {
    display: grid;
    grid-template-columns: repeat(${GRID.columns}, 1fr);
    gap: 4px;
  }
  .cols span {
    height: 32px;
    background: ${COLOUR.band};
    border: 1px dashed ${COLOUR.brand};
  }
  p {
    margin: 0;
  }
`;

const COLOURS = Object.entries(COLOUR);
const SCALE = Object.entries(TYPE);

/** The tokens themselves, drawn: theme colours, the type scale, spacing steps, the 12-column grid. */
export function TokenSamples() {
  return (
    <div className={samples}>
      <div className="swatches">
        {COLOURS.map(([name, value]) => (
          <div className="swatch" key={name}>
            <span style={{ background: value }} />
            {name}
          </div>
        ))}
      </div>
      <div>
        {SCALE.map(([name, t]) => (
          <p key={name} style={{ fontSize: t.size, lineHeight: t.lineHeight, fontWeight: Number(t.weight) }}>
            {name}: Walk to Rome together
          </p>
        ))}
      </div>
      <div className="space">
        {Object.entries(SPACE).map(([step, size]) => (
          <div key={step}>
            <span style={{ width: size, height: size }} />
            {step}
          </div>
        ))}
      </div>
      <div className="cols" role="img" aria-label={`${GRID.columns}-column grid, ${GRID.gap} gaps`}>
        {Array.from({ length: GRID.columns }, (_, i) => (
          <span key={i} />
        ))}
      </div>
      <p>
        Containers: text {CONTAINER.text}, content {CONTAINER.content}, wide {CONTAINER.wide}.
      </p>
    </div>
  );
}
