import { CLIENT_MANIFEST } from '../generated/client-manifest.ts';
import { css } from '../../common/styles.ts';
import { CORNER_BUTTON, CORNER_MARGIN, FIXED_ACTIONS_BAND, PHONE, STACKED_BAND } from '../../common/fixed-corner.ts';
import { SUGGESTION_SCRIPT_ATTR } from '../../common/i18n/language-suggestion-markers.ts';
import type { PageContext } from '../pages/page-context.ts';
import { pageLocales } from './alternates.ts';

/** Below this width the fixed action's corner leaves no room beside it: the box goes above it. */
const NARROW = '(max-width: 759px)';

// Fixed in the corner opposite the fixed action (worker/ui/layout/fixed-actions.tsx), over the page
// rather than in it: it appears after first paint and must move nothing (CLS 0). On narrow screens
// it spans the width above the action's band (two buttons stacked on phones).
const box = css`
  position: fixed;
  z-index: 16;
  inset-inline-start: ${CORNER_MARGIN}px;
  bottom: ${CORNER_MARGIN}px;
  max-width: 22rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 12px;
  border: 2px solid var(--tt-primary);
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-background);
  color: var(--tt-text);
  box-shadow: 0 6px 20px rgb(0 0 0 / 0.25);
  p {
    flex-basis: 100%;
    margin: 0;
  }
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: ${CORNER_BUTTON - 8}px;
    font: inherit;
    font-weight: 700;
  }
  a {
    padding-inline: 14px;
    border-radius: 999px;
    background: var(--tt-primary);
    color: var(--tt-on-primary);
    text-decoration: none;
  }
  button {
    padding-inline: 8px;
    border: 0;
    background: none;
    color: var(--tt-link);
    text-decoration: underline;
    cursor: pointer;
  }
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid var(--tt-text);
    outline-offset: 2px;
  }
  @media ${NARROW} {
    inset-inline-end: ${CORNER_MARGIN}px;
    max-width: none;
    bottom: ${FIXED_ACTIONS_BAND}px;
  }
  @media ${PHONE} {
    bottom: ${STACKED_BAND}px;
  }
  @media print {
    display: none;
  }
`;

/**
 * The language suggestion's script (client/language-suggestion.ts), on pages that exist in more
 * than one language and are meant to be found (their `hreflang` alternates are what it reads).
 * Not in embedded or app views, whose host app has its own language setting. The box's class
 * rides on the script element, so its rules are in the component stylesheet like any other.
 */
export function LanguageSuggestionScript({ ctx, noindex }: { ctx: PageContext; noindex: boolean }) {
  if (noindex || ctx.view || !ctx.route || pageLocales(ctx).length < 2) return null;
  return <script type="module" src={CLIENT_MANIFEST.languageSuggestion} {...{ [SUGGESTION_SCRIPT_ATTR]: box }} />;
}
