import { buildHref } from '../../../common/links.ts';
import { css } from '../../../common/styles.ts';

/** Height of the strip the button sits in below the gutter breakpoint, with its padding. */
const STRIP = '72px';
/** From this width the content column (1120 px) leaves a side gutter wider than the button. */
const GUTTER_WIDTH = '1600px';

// Issue 18: a button floating over the page covered the Enterprise price card and focused links.
// Below GUTTER_WIDTH it sits in its own strip at the bottom of the window: the page reserves the
// strip's height at its end (nothing is ever under it when scrolled to the end) and as scroll
// padding (the browser scrolls a focused element or an anchor above the strip). From GUTTER_WIDTH
// on it floats in the right-hand gutter, beside the content column; the full-width footer still
// reaches the corner, so the reserved end and the scroll padding stay.
const strip = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 15;
  box-sizing: border-box;
  height: ${STRIP};
  display: flex;
  align-items: center;
  justify-content: flex-end;
  padding: 0 16px;
  background: var(--tt-background);
  border-top: 1px solid var(--tt-muted-text);
  /* On the root: goober turns "html:has(&) body" into a selector that matches nothing. */
  html:has(&) {
    scroll-padding-bottom: calc(${STRIP} + 16px);
    padding-bottom: ${STRIP};
  }
  [dir='rtl'] & {
    justify-content: flex-start;
  }
  @media (min-width: ${GUTTER_WIDTH}) {
    left: auto;
    right: 16px;
    bottom: 16px;
    height: auto;
    padding: 0;
    background: none;
    border: 0;
    [dir='rtl'] & {
      right: auto;
      left: 16px;
    }
  }
`;
const fab = css`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 20px;
  border-radius: 999px;
  background: var(--tt-secondary);
  color: var(--tt-on-secondary);
  font-weight: 700;
  text-decoration: none;
  box-shadow: 0 6px 20px rgb(0 0 0 / 0.25);
  &:focus-visible {
    outline: 3px solid var(--tt-text);
    outline-offset: 3px;
  }
`;

/**
 * The book-a-demo button, in a strip at the bottom of the window or in the side gutter (never over
 * the page). On pages whose route meta sets showChat it offers a chat with
 * the team instead (the contact form with topic=chat; no third-party chat script is loaded).
 */
export function DemoButton({ search, chat }: { search: string; chat: boolean }) {
  return (
    <div className={strip} data-testid="demo-strip">
      {chat ? (
        <a className={fab} href={buildHref('/contact?topic=chat', { search })} data-testid="demo-button">
          Chat with our team
        </a>
      ) : (
        <a className={fab} href={buildHref('/contact?topic=demo', { search })} data-testid="demo-button">
          Book a demo
        </a>
      )}
    </div>
  );
}
