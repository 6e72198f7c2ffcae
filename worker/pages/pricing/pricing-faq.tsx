import type { ReactNode } from 'react';
import type { FAQPage } from 'schema-dts';
import type { Brand } from '../../../common/brands.ts';
import { parseInlineMarkdown, type InlineNode } from '../../../common/inline-markdown.ts';
import type { Currency } from '../../../common/pricing/currency.ts';
import { fillPrices, TRUST_CENTRE_PLACEHOLDER, type PlanContent } from '../../../common/pricing/plan-content-schema.ts';
import type { PriceList } from '../../../common/pricing/price-list-schema.ts';
import { usePageLocale, useT } from '../../i18n/messages-context.tsx';
import { buildHref, type LinkContext } from '../../../common/links.ts';
import { css } from '../../../common/styles.ts';
import { moneyIn } from '../pricing-parts.tsx';
import { section } from './pricing-styles.ts';

/**
 * The questions in the brand's look: a filled look gives each its own soft rounded card; a ruled
 * look lists them between hairlines, dense, a square "+" at each question's end.
 */
const faqList = css`
  display: grid;
  gap: 8px;
  max-width: 760px;
  details {
    padding: 4px 16px;
    border: 1px solid var(--tt-edge);
    border-radius: var(--tt-radius);
    background: var(--tt-card);
  }
  summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
    cursor: pointer;
  }
  details p {
    margin: 0 0 16px;
    line-height: 1.6;
  }
  /* On a price sheet (worker/ui/base-styles.ts) the questions are a row of the sheet: their rules
     end where the other rows' rules and lists do, at the content column's edge. */
  [data-composition='sheet'] & {
    max-width: none;
  }
  html[data-look~='ruled'] & {
    gap: 0;
    border-block-start: var(--tt-rule) solid var(--tt-top);
  }
  html[data-look~='ruled'] & details {
    padding: 2px 0;
    border-width: 0 0 1px;
    border-radius: 0;
    background: none;
  }
  html[data-look~='ruled'] & summary {
    justify-content: space-between;
    gap: 16px;
    list-style: none;
  }
  html[data-look~='ruled'] & summary::-webkit-details-marker {
    display: none;
  }
  html[data-look~='ruled'] & summary::after {
    content: '+' / '';
    flex: none;
    display: grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border: 1px solid var(--tt-edge);
    border-radius: var(--tt-radius);
    color: var(--tt-primary);
  }
  html[data-look~='ruled'] & details[open] summary::after {
    content: '−' / '';
  }
`;

/** An answer with its `{{price:key}}` filled in the page's currency and `{{trust-centre}}` with the brand's path. */
const answerText = (answer: string, list: PriceList, currency: Currency, trustCentre: string, language: string) =>
  fillPrices(answer, list, (row) => moneyIn(currency, language)(row.prices[currency])).replaceAll(
    TRUST_CENTRE_PLACEHOLDER,
    trustCentre,
  );

function render(nodes: readonly InlineNode[], link: LinkContext): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.kind === 'text') return node.text;
    if (node.kind === 'strong') return <strong key={i}>{render(node.children, link)}</strong>;
    if (node.kind === 'em') return <em key={i}>{render(node.children, link)}</em>;
    return (
      <a key={i} href={buildHref(node.href, link)}>
        {render(node.children, link)}
      </a>
    );
  });
}

/** Words of an answer without its markup, for the JSON-LD. */
const plain = (nodes: readonly InlineNode[]): string =>
  nodes.map((n) => (n.kind === 'text' ? n.text : plain(n.children))).join('');

/** The pricing FAQ: one `<details>` per question (opens without JavaScript), answers from content. */
export function PricingFaq(props: {
  content: PlanContent;
  /** Whose questions: the tenant's `routeSet`. */
  brand: Brand;
  list: PriceList;
  currency: Currency;
  link: LinkContext;
  trustCentre: string;
  /** Words that close the questions (a price sheet's copy, when it has any), in their section, not a row of their own. */
  children?: ReactNode;
}) {
  const t = useT();
  const language = usePageLocale();
  return (
    <section className={section} aria-labelledby="pricing-faq" data-kicker data-testid="pricing-faq">
      <h2 id="pricing-faq">{t('pricing.faq.heading')}</h2>
      <div className={faqList}>
        {props.content.faq[props.brand].map((f) => {
          const parsed = parseInlineMarkdown(
            answerText(f.answer, props.list, props.currency, props.trustCentre, language),
          );
          return (
            <details key={f.question}>
              <summary>{f.question}</summary>
              <p>{parsed.ok ? render(parsed.nodes, props.link) : null}</p>
            </details>
          );
        })}
      </div>
      {props.children}
    </section>
  );
}

/** The same questions and answers as a schema.org `FAQPage`. */
export function faqStructuredData(
  content: PlanContent,
  brand: Brand,
  list: PriceList,
  currency: Currency,
  trustCentre: string,
  language: string,
): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: content.faq[brand].map((f) => {
      const parsed = parseInlineMarkdown(answerText(f.answer, list, currency, trustCentre, language));
      return {
        '@type': 'Question',
        name: f.question,
        acceptedAnswer: { '@type': 'Answer', text: parsed.ok ? plain(parsed.nodes) : f.answer },
      };
    }),
  };
}
