import { CLIENT_MANIFEST } from '../generated/client-manifest.ts';
import { css } from '../../common/styles.ts';
import { VISUALLY_HIDDEN_RULES } from '../../common/visually-hidden.ts';
import { SUGGESTION_SCRIPT_ATTR } from '../../common/i18n/language-suggestion-markers.ts';
import type { PageContext } from '../page-context.ts';
import { pageLocales } from './alternates.ts';

// In the flow under the header, one line (on a phone the link and the button alone): it is added while the page is parsed, before
// anything below it is drawn, so it moves nothing (CLS 0) and never covers the page.
const box = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  column-gap: 16px;
  row-gap: 4px;
  padding: 8px 16px;
  border-block-end: 1px solid var(--tt-muted-text);
  background: var(--tt-surface);
  color: var(--tt-text);
  p {
    margin: 0;
  }
  /* A phone keeps it to one line: the link says it alone, the sentence stays for screen readers. */
  @media (max-width: 599px) {
    p {
      ${VISUALLY_HIDDEN_RULES}
    }
  }
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font: inherit;
    font-weight: 700;
  }
  a {
    color: var(--tt-link);
  }
  button {
    padding-inline: 8px;
    border: 0;
    background: none;
    color: var(--tt-text);
    text-decoration: underline;
    cursor: pointer;
  }
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid var(--tt-link);
    outline-offset: 2px;
  }
  @media print {
    display: none;
  }
`;

/**
 * The language suggestion's script (client/language-suggestion.ts), right under the header, on
 * pages that exist in more than one language and are meant to be found (their `hreflang`
 * alternates are what it reads).
 * Not in embedded or app views, whose host app has its own language setting. The box's class
 * rides on the script element, so its rules are in the component stylesheet like any other.
 */
export function LanguageSuggestionScript({ ctx, noindex }: { ctx: PageContext; noindex: boolean }) {
  if (noindex || ctx.view || !ctx.route || pageLocales(ctx).length < 2) return null;
  // A classic script, run where it stands (under the header) while the page is parsed: its file
  // has no imports, and a module script would run after the page below had been drawn.
  return <script src={CLIENT_MANIFEST.languageSuggestion} {...{ [SUGGESTION_SCRIPT_ATTR]: box }} />;
}
