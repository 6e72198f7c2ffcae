import { buildHref } from '../../../common/links.ts';
import { css } from '../../../common/styles.ts';

const fab = css`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 15;
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
  [dir='rtl'] & {
    right: auto;
    left: 16px;
  }
`;

/**
 * The floating book-a-demo button. On pages whose route meta sets showChat it offers a chat with
 * the team instead (the contact form with topic=chat; no third-party chat script is loaded).
 */
export function DemoButton({ search, chat }: { search: string; chat: boolean }) {
  return chat ? (
    <a className={fab} href={buildHref('/contact?topic=chat', { search })} data-testid="demo-button">
      Chat with our team
    </a>
  ) : (
    <a className={fab} href={buildHref('/contact?topic=demo', { search })} data-testid="demo-button">
      Book a demo
    </a>
  );
}
