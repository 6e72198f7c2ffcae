import { css } from '../../common/styles.ts';
import type { PageContext } from '../page-context.ts';

const note = css`
  margin-block: 0 16px;
  padding: 10px 14px;
  border-inline-start: 4px solid var(--tt-secondary);
  background: var(--tt-surface, transparent);
`;

/**
 * The note on a prefixed page whose copy is not translated yet: in the visitor's language, above the
 * English copy (the page also says noindex and is left out of that locale's sitemap and alternates).
 */
export function UntranslatedNote({ ctx }: { ctx: PageContext }) {
  return (
    <p className={note} role="note" data-testid="untranslated-note">
      {ctx.t('locale.untranslated')}
    </p>
  );
}
