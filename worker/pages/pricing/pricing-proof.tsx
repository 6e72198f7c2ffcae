import { usePageLocale, useT } from '../../i18n/messages-context.tsx';
import { CustomerProof, proofOf } from '../../ui/customer-proof.tsx';
import { section } from './pricing-styles.ts';
import { css } from '../../../common/styles.ts';

/* The proof runs under its heading across the content column, the quote under the logos: beside
   the quote, in half the column, six wordmarks wrapped 2 + 2 + 1 + 1. From 900 px the logos stand
   three abreast in even rows (the general brand's six are too wide for one row); a price sheet's
   run under its heading and the content column both, as the comparison table does, in one row. */
const sheetProof = css`
  > div {
    grid-template-columns: minmax(0, 1fr);
  }
  figure {
    max-width: 72ch;
  }
  @media (min-width: 900px) {
    ul {
      display: grid;
      grid-template-columns: repeat(3, max-content);
      justify-content: space-between;
    }
  }
  [data-composition='sheet'] & > div {
    grid-column: 1 / -1;
  }
  [data-composition='sheet'] & ul {
    display: flex;
  }
`;

/**
 * Proof beside the prices: the tenant's customers and its third testimonial (the buyer's side: IT,
 * legal, the board), not the contact page's first, so a buyer going from one to the other reads two.
 */
const PRICING_QUOTE = 2;

export function PricingProof({ tenantId }: { tenantId: string }) {
  const t = useT();
  const proof = proofOf(tenantId, usePageLocale(), PRICING_QUOTE);
  if (!proof) return null;
  return (
    <section
      className={`${section} ${sheetProof}`}
      aria-labelledby="pricing-proof"
      data-kicker
      data-testid="pricing-proof"
    >
      <h2 id="pricing-proof">{t('pricing.proof.heading')}</h2>
      <CustomerProof proof={proof} logosLabel={t('pricing.proof.customers')} />
    </section>
  );
}
