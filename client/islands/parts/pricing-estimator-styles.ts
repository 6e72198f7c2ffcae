import { css } from '../../../common/styles.ts';

/** The billing switch: a segmented control of links; the chosen one is marked, not filled like a button. */
export const segmented = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 4px;
  padding: 4px;
  margin: 0 0 16px;
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-background);
  border: 1px solid var(--tt-muted-text);
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0 4px;
    white-space: nowrap;
    border-radius: calc(var(--tt-radius, 8px) - 2px);
    color: var(--tt-text);
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='true'] {
    box-shadow: inset 0 0 0 2px var(--tt-primary);
    color: var(--tt-link, var(--tt-primary));
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

/** The estimator panel: fields in a row from tablet width, the total below them. */
export const estimatorBox = css`
  padding: 16px;
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-surface);
  color: var(--tt-text);
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
  /* Phones: the plan on its own row, participants and duration side by side; wider: one row. */
  .fields {
    display: grid;
    gap: 12px;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
  }
  .fields > :first-child {
    grid-column: 1 / -1;
  }
  @media (min-width: 600px) {
    .fields {
      grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr);
    }
    .fields > :first-child {
      grid-column: auto;
    }
  }
  label span {
    display: block;
    font-weight: 600;
    margin-bottom: 4px;
  }
  input,
  select {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: 8px 10px;
    border: 2px solid var(--tt-muted-text);
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-background);
    color: var(--tt-text);
    font: inherit;
  }
  .duration-note {
    margin: 0;
    min-height: 44px;
    display: flex;
    align-items: center;
    color: var(--tt-muted-text);
  }
  .result {
    margin: 16px 0 12px;
  }
  .total {
    margin: 0;
    font-size: 1.1rem;
  }
  .total strong {
    display: block;
    font-size: 2rem;
    font-variant-numeric: tabular-nums;
  }
  .how {
    margin: 4px 0 0;
    color: var(--tt-muted-text);
    font-size: 0.95rem;
  }
  button {
    min-height: 44px;
    padding: 0 16px;
    border: 2px solid var(--tt-primary);
    border-radius: var(--tt-radius, 8px);
    background: transparent;
    color: var(--tt-link, var(--tt-primary));
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;
