import { buildHref } from '../../../common/links.ts';
import { css } from '../../../common/styles.ts';
import type { Tenant } from '../../tenants/schema.ts';
import { BackToTop } from './page-status.tsx';

import {
  CLEAR_TIMELINE,
  CORNER_BUTTON as BUTTON,
  CORNER_MARGIN as MARGIN,
  FIXED_ACTIONS_BAND,
  hideWhileClearing,
  PHONE,
  STACKED_BAND,
} from '../../../common/fixed-corner.ts';

export { FIXED_ACTIONS_BAND, PHONE, STACKED_BAND };

// The band that held the button below 1600 px took 72 px of every screen. The box now
// takes only its own size in the corner. It still never hides what a visitor works with: the
// browser stops a focused element or an anchor above the band (scroll padding), and the footer
// ends with the band's height, so scrolled to the end nothing of the page is under the button.
const box = css`
  position: fixed;
  inset-inline-end: ${MARGIN}px;
  bottom: ${MARGIN}px;
  z-index: 15;
  display: flex;
  align-items: center;
  gap: 8px;
  /* On a phone, back to top goes above the action: side by side they took three quarters of 320 px. */
  @media ${PHONE} {
    flex-direction: column;
    align-items: flex-end;
  }
  /* Never over the result a visitor is reading (common/fixed-corner.ts: the estimator's total). */
  ${hideWhileClearing}
  /* On the root: goober turns "html:has(&) body" into a selector that matches nothing. */
  html:has(&) {
    timeline-scope: ${CLEAR_TIMELINE};
    scroll-padding-bottom: ${FIXED_ACTIONS_BAND}px;
    @media ${PHONE} {
      scroll-padding-bottom: ${STACKED_BAND}px;
    }
  }
`;
const actionButton = css`
  display: inline-flex;
  align-items: center;
  min-height: ${BUTTON}px;
  padding: 0 20px;
  border-radius: 999px;
  background: var(--tt-secondary);
  color: var(--tt-on-secondary);
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  box-shadow: 0 6px 20px rgb(0 0 0 / 0.25);
  &:focus-visible {
    outline: 3px solid var(--tt-text);
    outline-offset: 3px;
  }
`;

/**
 * The fixed corner of every page with chrome: back to top (shown by the entry script after 300 px
 * of scroll) and the page's one next step: the brand's (`primaryAction` in the tenant config, the
 * same action the home hero's filled button offers) unless the page names its own.
 */
export function FixedActions({
  action,
  search,
}: {
  /** The page's next step (the tenant's `primaryAction` unless the page has its own); null: none here. */
  action: (Pick<Tenant['primaryAction'], 'label' | 'path'> & { data?: Readonly<Record<string, string>> }) | null;
  search: string;
}) {
  return (
    <div className={box} data-testid="fixed-actions">
      <BackToTop />
      {action && (
        <a
          className={actionButton}
          href={buildHref(action.path, { search })}
          data-testid="primary-action"
          {...Object.fromEntries(Object.entries(action.data ?? {}).map(([k, v]) => [`data-${k}`, v]))}
        >
          {action.label}
        </a>
      )}
    </div>
  );
}
