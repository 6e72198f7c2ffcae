import { usePageLocale, useT } from '../../i18n/messages-context.tsx';
import { CustomerProof, proofOf } from '../../ui/customer-proof.tsx';
import { section } from './pricing-styles.ts';

/** Proof beside the prices: the tenant's customers and its first testimonial, whose quote carries a result. */
export function PricingProof({ tenantId }: { tenantId: string }) {
  const t = useT();
  const proof = proofOf(tenantId, usePageLocale());
  if (!proof) return null;
  return (
    <section className={section} aria-labelledby="pricing-proof" data-kicker data-testid="pricing-proof">
      <h2 id="pricing-proof">{t('pricing.proof.heading')}</h2>
      <CustomerProof proof={proof} logosLabel={t('pricing.proof.customers')} />
    </section>
  );
}
