/**
 * A spec sheet's callouts at the top of the trust centre's "At a glance": the figures a security
 * reviewer checks first, in one row, each behind its icon and each computed from the facts file
 * (never typed as a number): the data-centre regions (named, as the map names them), the administrator roles, the ways activity
 * reaches the platform (every data provider of the spec) and the DPA, which is on request.
 */
import { Globe, Receipt, Users, Watch, type LucideIcon } from 'lucide-react';
import type { TrustCentre } from '../../trust/trust-schema.ts';
import { COLOUR, SPACE } from '../../ui/visual/tokens.ts';
import { formatNames } from '../../../common/i18n/format-list.ts';

/** Where the callouts stand four abreast: the sheet's facts column is then about 810 px at 1280. */
const FOUR_ABREAST = '900px';

/**
 * The callouts' rules, inside the "At a glance" block of trust-proof.tsx: two abreast on a phone,
 * four from 900 px, each under the look's rule (a ruled look's brand rule); the rows after them
 * span the list's width. More specific than the rows' rules, which every `[data-proof]` takes.
 */
export const FIGURE_RULES = `
  [data-composition='sheet'] & dl {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${SPACE[5]};
  }
  @media (min-width: ${FOUR_ABREAST}) {
    [data-composition='sheet'] & dl {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
    /* Two rows of two on a phone keep the list's row gap between them; one row of four keeps this. */
    [data-composition='sheet'] & dl > div[data-figure] {
      margin-block-end: ${SPACE[2]};
    }
  }
  [data-composition='sheet'] & dl > div[data-figure] {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    grid-column: auto;
    gap: ${SPACE[1]};
    padding: ${SPACE[3]} 0 0;
    border: 0;
    border-block-start: var(--tt-rule) solid var(--tt-top);
  }
  [data-composition='sheet'] & [data-figure] dd {
    display: flex;
    align-items: center;
    gap: ${SPACE[2]};
    /* The figure's line, words or number, so the names under them start level. */
    min-height: 2.3rem;
    font-size: 2rem;
    line-height: 1.15;
  }
  [data-composition='sheet'] & [data-figure] dd.words {
    font-size: 1.375rem;
  }
  /* Small, under the label: the French and German sheets stay under 10,000 px on a phone. */
  [data-composition='sheet'] & [data-figure] dd.names {
    display: block;
    min-height: 0;
    font-size: 0.8125rem;
    line-height: 1.3;
  }
  [data-composition='sheet'] & [data-figure] dd svg {
    flex: none;
    color: ${COLOUR.brand};
  }
  [data-composition='sheet'] & [data-figure] dt {
    font-size: 0.9375rem;
    overflow-wrap: anywhere;
  }
`;

type FigureFact = { id: string; label: string; value: string; words?: boolean; names?: string; icon: LucideIcon };

/** The callouts in the page's language (`lang` formats the counts). */
export function sheetFigures(facts: TrustCentre, lang: string): FigureFact[] {
  const count = new Intl.NumberFormat(lang);
  const words = facts.proof;
  return [
    {
      id: 'regions',
      label: words.regionsLabel,
      value: count.format(facts.regions.length),
      // The data centres' names, as the regions map names them: a count alone leaves "which three?" open.
      names: formatNames(
        facts.regions.map((r) => r.name),
        lang,
      ),
      icon: Globe,
    },
    { id: 'roles', label: words.rolesLabel, value: count.format(facts.roles.length), icon: Users },
    { id: 'sources', label: words.sourcesLabel, value: count.format(facts.providers.length), icon: Watch },
    { id: 'dpa', label: words.dpaLabel, value: words.onRequest, words: true, icon: Receipt },
  ];
}

/** One callout: its figure over its name (then what it counts); the icon beside the figure says the same (hidden). */
export function Figure({ id, label, value, words, names, icon: Icon }: FigureFact) {
  return (
    <div data-proof={id} data-figure="">
      <dt>{label}</dt>
      <dd className={words ? 'words' : undefined}>
        <Icon aria-hidden="true" width={24} height={24} />
        {value}
      </dd>
      {names && <dd className="names">{names}</dd>}
    </div>
  );
}
