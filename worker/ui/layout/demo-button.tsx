import { buildHref } from '../links.ts';
import { css } from '../styles.ts';

const fab = css`
  position: fixed; right: 16px; bottom: 16px; z-index: 15; display: inline-flex; align-items: center; min-height: 48px; padding: 0 20px;
  border-radius: 999px; background: var(--tt-secondary); color: var(--tt-on-secondary); font-weight: 700; text-decoration: none;
  box-shadow: 0 6px 20px rgb(0 0 0 / 0.25);
  &:focus-visible { outline: 3px solid var(--tt-text); outline-offset: 3px; }
  [dir='rtl'] & { right: auto; left: 16px; }
`;

/** The floating book-a-demo button. */
export function DemoButton({ search }: { search: string }) {
  return (
    <a className={fab} href={buildHref('/contact?topic=demo', { search })} data-testid="demo-button">Book a demo</a>
  );
}
