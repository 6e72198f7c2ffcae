import { usePageLocale, useT } from '../../i18n/messages-context.tsx';
import { localizedTestimonials } from '../../home/localized-testimonials.ts';
import { css } from '../../../common/styles.ts';
import { baseTenantOf, EMBEDDED, showcaseCustomers, testimonialsFor } from '../../live-data/embedded-content.ts';
import { CustomerLogos } from '../../ui/illustrations/customer-logos.tsx';
import { section } from './pricing-styles.ts';

/** Logos shown on pricing: one row on a wide screen. */
const LOGOS = 6;

const proof = css`
  display: grid;
  gap: 24px 48px;
  align-items: center;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  figure {
    margin: 0;
  }
  blockquote {
    margin: 0;
    padding-inline-start: 20px;
    border-inline-start: 4px solid var(--tt-primary);
  }
  blockquote p {
    margin: 0 0 8px;
    font-size: 1.15rem;
    line-height: 1.5;
  }
  figcaption {
    color: var(--tt-muted-text);
  }
`;

/**
 * Proof beside the prices: the tenant's showcase customers (content/customers.json) as wordmarks
 * and its first testimonial (content/testimonials.json), whose quote carries a result.
 */
export function PricingProof({ tenantId }: { tenantId: string }) {
  const customers = showcaseCustomers(
    EMBEDDED.customers[tenantId] ?? EMBEDDED.customers[baseTenantOf(tenantId)] ?? [],
  ).slice(0, LOGOS);
  const t = useT();
  const quote = localizedTestimonials(testimonialsFor(EMBEDDED.testimonials, tenantId).slice(0, 1), usePageLocale())[0];
  if (!customers.length && !quote) return null;
  return (
    <section className={section} aria-labelledby="pricing-proof" data-testid="pricing-proof">
      <h2 id="pricing-proof">{t('pricing.proof.heading')}</h2>
      <div className={proof}>
        {customers.length > 0 && <CustomerLogos customers={customers} label={t('pricing.proof.customers')} />}
        {quote && (
          <figure>
            <blockquote>
              <p>{quote.quote}</p>
            </blockquote>
            <figcaption>
              {quote.name}, {quote.title}, {quote.org}
            </figcaption>
          </figure>
        )}
      </div>
    </section>
  );
}
