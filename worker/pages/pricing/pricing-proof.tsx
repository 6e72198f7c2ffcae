import { usePageLocale, useT } from '../../i18n/messages-context.tsx';
import { CustomerProof, proofOf } from '../../ui/customer-proof.tsx';
import { section } from './pricing-styles.ts';
import { css } from '../../../common/styles.ts';

/* On a price sheet the proof runs under its heading and the content column both, as the
   comparison table does: its logos in one row, the quote under them (beside the quote, in the
   content column, five logos wrapped 2 + 1 + 1 + 1). */
const sheetProof = css`
  [data-composition='sheet'] & > div {
    grid-column: 1 / -1;
    grid-template-columns: minmax(0, 1fr);
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
