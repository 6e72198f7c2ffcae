/**
 * A brand sold to employers (`salesPages.trust: employer-questions`): its trust centre opens with
 * the questions an employer's HR, IT and works council ask, each a link to the section answering it.
 */
import { ArrowDown } from 'lucide-react';
import { css } from '../../../common/styles.ts';
import type { Translate } from '../../i18n/messages.ts';
import type { TrustSection } from '../../trust/trust-catalogues.ts';
import { COLOUR, RADIUS, SPACE } from '../../ui/visual/tokens.ts';

/**
 * The sections in the order an employer asks about them: where the data is, what colleagues see of
 * each other (a works council's first question), then which reports whom, then IT's questions.
 */
export const EMPLOYER_ORDER = [
  'regions',
  'privacy',
  'roles',
  'sso',
  'devices',
  'subprocessors',
  'reviews',
] as const satisfies readonly TrustSection[];

const questions = css`
  margin-block: ${SPACE[6]};
  h2 {
    margin: 0 0 ${SPACE[4]};
  }
  ol {
    display: grid;
    gap: ${SPACE[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    gap: ${SPACE[3]};
    align-items: center;
    justify-content: space-between;
    min-height: 44px;
    height: 100%;
    box-sizing: border-box;
    padding: ${SPACE[3]} ${SPACE[4]};
    border: 1px solid color-mix(in srgb, ${COLOUR.text} 28%, ${COLOUR.page});
    border-radius: ${RADIUS.card};
    background: ${COLOUR.surface};
    color: ${COLOUR.text};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    border-color: ${COLOUR.brand};
  }
  svg {
    flex: none;
    color: ${COLOUR.brand};
  }
  @media (min-width: 700px) {
    ol {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  /* On a spec sheet (worker/ui/base-styles.ts) the questions are ruled lines, not cards. */
  [data-composition='sheet'] & ol {
    gap: 0 ${SPACE[5]};
  }
  [data-composition='sheet'] & a {
    padding-inline: 0;
    border-width: 0 0 1px;
    border-color: var(--tt-edge);
    border-radius: 0;
    background: none;
  }
`;

/** The employer's questions as links to their answers on the page. */
export function EmployerQuestions({ t }: { t: Translate }) {
  return (
    <nav className={questions} aria-labelledby="employer-questions" data-testid="employer-questions" data-kicker>
      <h2 id="employer-questions">{t('trust.employer.heading')}</h2>
      <ol>
        {EMPLOYER_ORDER.map((id) => (
          <li key={id}>
            {/* The regions' anchor is around the page's map, above these questions: the answer is its heading. */}
            <a href={id === 'regions' ? '#regions-title' : `#${id}`}>
              <span>{t(`trust.employer.${id}`)}</span>
              <ArrowDown aria-hidden="true" width={20} height={20} />
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
