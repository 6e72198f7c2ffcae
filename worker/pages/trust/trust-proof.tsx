/**
 * The trust centre's proof, at its top: figures a security reviewer can check against the rest of
 * the page, each computed from the facts file or the tenant's config (never typed as a number),
 * and one quote of an IT or security reviewer at a customer of the brand.
 */
import type { ReactNode } from 'react';
import { css } from '../../../common/styles.ts';
import { formatDate } from '../../../common/format.ts';
import { formatChoices, formatNames } from '../../../common/i18n/format-list.ts';
import type { TrustCentre } from '../../trust/trust-schema.ts';
import { ssoProvidersOf } from '../../trust/trust-facts.ts';
import { securityContactOf } from '../../tenants/security-contact.ts';
import type { Tenant } from '../../tenants/schema.ts';
import { SSO_PROVIDER_NAMES } from '../../ui/app-offers.tsx';
import { InitialsAvatar } from '../../ui/initials-avatar.tsx';
import { BREAKPOINT, COLOUR, RADIUS, SPACE } from '../../ui/visual/tokens.ts';
import { EmailAddress } from './email-address.tsx';
import { Figure, FIGURE_RULES, sheetFigures } from './trust-figures.tsx';

/** From here a spec sheet's label has room beside its value (a third of the row, over 180 px). */
const SHEET_SIDE_BY_SIDE = '600px';

const proof = css`
  margin-block: ${SPACE[6]};
  h2 {
    margin: 0 0 ${SPACE[3]};
    font-size: 1.25rem;
  }
  /* Two columns, three from 900 px: the figures fill the first row, the words the next, so no row
     is left mostly empty; a fact too long for one column (the providers, the address) spans two. */
  dl {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${SPACE[3]};
    margin: 0 0 ${SPACE[5]};
  }
  dl > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${SPACE[1]};
    padding: ${SPACE[3]} ${SPACE[4]};
    border-radius: ${RADIUS.card};
    background: ${COLOUR.surface};
    border-inline-start: 4px solid ${COLOUR.brand};
  }
  /* A ruled look lists the facts under a rule in the brand colour, unfilled: a list, not cards. */
  html[data-look~='ruled'] & dl > div {
    background: none;
    border-inline-start: 0;
    border-block-start: var(--tt-rule) solid var(--tt-top);
    border-radius: 0;
    padding-inline: 0;
  }
  /* On a spec sheet (worker/ui/base-styles.ts) the facts are a table: each a row, its name
     first and its value beside it, between hairlines. */
  [data-composition='sheet'] & dl {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
  /* On a phone the label stands over its value, each the row's whole width: a label beside its
     value had a third of 390 px and wrapped to six lines. */
  [data-composition='sheet'] & dl > div[data-proof] {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-column: 1 / -1;
    gap: 4px 24px;
    padding: ${SPACE[2]} 0;
    border: 0;
    border-block-end: 1px solid var(--tt-edge);
    border-radius: 0;
    background: none;
  }
  @media (min-width: ${SHEET_SIDE_BY_SIDE}) {
    [data-composition='sheet'] & dl > div[data-proof] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    }
  }
  [data-composition='sheet'] & dd {
    font-size: 1.125rem;
  }
  /* Row labels are short names, never a German compound cut at a phone's edge. */
  [data-composition='sheet'] & dt {
    overflow-wrap: normal;
  }
  dt {
    color: ${COLOUR.muted};
    /* German compounds ("Rechenzentrumsregionen") in a phone's half-width card. */
    hyphens: auto;
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    font-size: 1.375rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  dd.words {
    font-size: 1rem;
  }
  /* The names under the label (column-reverse: first in order, last on screen). */
  dd.names {
    order: -1;
    font-size: 1rem;
    font-weight: 600;
  }
  /* The providers' names and the address, one unbreakable name per part, need a whole row on a phone. */
  [data-proof='sso'],
  [data-proof='security-contact'] {
    grid-column: 1 / -1;
  }
  @media (min-width: ${BREAKPOINT.wide}) {
    dl {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    [data-proof='sso'],
    [data-proof='security-contact'] {
      grid-column: auto;
    }
    /* Without single sign-on the address is the row's second fact: it takes the rest of the row. */
    [data-proof='security-contact']:nth-child(5) {
      grid-column: span 2;
    }
  }
  a {
    color: ${COLOUR.link};
  }
  ${FIGURE_RULES}
  /* The name right under the quote's last line: its paragraph's own margins left a gap of about 50 px. */
  figure {
    display: grid;
    grid-template-columns: 44px minmax(0, 1fr);
    gap: ${SPACE[1]} ${SPACE[3]};
    margin: 0;
    max-width: 72ch;
  }
  blockquote {
    margin: 0;
    font-size: 1.0625rem;
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    grid-column: 2;
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${SPACE[3]};
    color: ${COLOUR.muted};
  }
  figcaption strong {
    color: ${COLOUR.text};
  }
`;

function Fact({
  id,
  label,
  words,
  names,
  children,
}: {
  id: string;
  label: string;
  words?: boolean;
  /** What the figure counts, named under its label. */
  names?: string;
  children: ReactNode;
}) {
  return (
    <div data-proof={id}>
      <dt>{label}</dt>
      <dd className={words ? 'words' : undefined}>{children}</dd>
      {names && <dd className="names">{names}</dd>}
    </div>
  );
}

/** The callouts and the reviewer's quote; `lang` formats the numbers and the date. */
export function TrustProof({
  facts,
  tenant,
  lang,
  sheet = false,
}: {
  facts: TrustCentre;
  tenant: Tenant;
  lang: string;
  /** A spec sheet's rows name each fact before its figure (sentence case), a card captions it after. */
  sheet?: boolean;
}) {
  const words = facts.proof;
  const count = new Intl.NumberFormat(lang);
  const sso = ssoProvidersOf(tenant).map((p) => SSO_PROVIDER_NAMES[p] ?? p);
  const security = securityContactOf(tenant);
  const quote = words.quotes[tenant.routeSet];
  return (
    <section className={proof} aria-labelledby="proof-title" data-testid="trust-proof" data-kicker>
      <h2 id="proof-title">{words.title}</h2>
      <dl>
        {/* Plain figures, not links: two links reading "3" would be one action twice in the first screen. */}
        {sheet ? (
          // A spec sheet's callouts first, in one row: where the data lives, who administers it,
          // where activity comes from and the DPA; the rest are its rows.
          sheetFigures(facts, lang).map((f) => <Figure key={f.id} {...f} />)
        ) : (
          <Fact
            id="regions"
            label={words.regions}
            names={formatNames(
              facts.regions.map((r) => r.name),
              lang,
            )}
          >
            {count.format(facts.regions.length)}
          </Fact>
        )}
        {/* This website's sub-processors (its host, form relay and analytics), not the platform's. */}
        <Fact id="subprocessors" label={sheet ? words.subProcessorsLabel : words.subProcessors}>
          {count.format(facts.subProcessors.length)}
        </Fact>
        {sheet && (
          // Who sees what, answered in the first screen: the roles' count (a callout) and the levels a participant picks from.
          <Fact id="visibility" label={words.visibilityLabel} words>
            {formatChoices(
              facts.privacyLevels.map((level) => level.label),
              lang,
            )}
          </Fact>
        )}
        {/* The worker sets no cookie on a page and counts visits server-side (test/integration/trust-proof.test.ts). */}
        <Fact id="tracking-cookies" label={words.trackingCookies}>
          {words.none}
        </Fact>
        <Fact id="reviewed" label={words.reviewed} words>
          <time dateTime={words.reviewedOn}>{formatDate(words.reviewedOn, lang)}</time>
        </Fact>
        {sso.length > 0 && (
          <Fact id="sso" label={words.signOn} words>
            <a href="#sso">{formatNames(sso, lang)}</a>
          </Fact>
        )}
        <Fact id="security-contact" label={words.securityContact} words>
          <EmailAddress address={security} />
        </Fact>
      </dl>
      <figure data-testid="trust-quote">
        <InitialsAvatar name={quote.name} />
        <blockquote>
          <p>{quote.quote}</p>
        </blockquote>
        <figcaption>
          <strong>{quote.name}</strong>
          <span>{quote.title}</span>
          <span>{quote.org}</span>
        </figcaption>
      </figure>
    </section>
  );
}
