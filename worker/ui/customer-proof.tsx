/**
 * Proof from the content data: a tenant's showcase customers (content/customers.json) as
 * wordmarks and its first testimonial (content/testimonials.json) with the person's initials, side
 * by side from 900 px.
 * Pricing shows the logos first, contact the quote first (under a form, words read before logos).
 */
import { css } from '../../common/styles.ts';
import { commaOf } from '../../common/i18n/format-list.ts';
import type { PageLocale } from '../../common/i18n/locales.ts';
import { localizedTestimonials } from '../live-data/localized-testimonials.ts';
import { baseTenantOf, EMBEDDED, showcaseCustomers, testimonialsFor } from '../live-data/embedded-content.ts';
import { CustomerLogos } from './illustrations/customer-logos.tsx';
import { AvatarInitials } from './illustrations/avatar-initials.tsx';

/** One row of logos on a wide screen. */
const LOGOS = 6;

const proofGrid = css`
  display: grid;
  gap: 32px 48px;
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
    display: flex;
    align-items: center;
    gap: 12px;
    color: var(--tt-muted-text);
  }
`;

/**
 * The tenant's proof, or null when it has neither customers nor a testimonial. `quoteAt` picks the
 * testimonial (the first when the tenant has fewer), so pages a buyer reads in a row do not repeat one quote.
 */
export function proofOf(tenantId: string, locale: PageLocale, quoteAt = 0) {
  const customers = showcaseCustomers(
    EMBEDDED.customers[tenantId] ?? EMBEDDED.customers[baseTenantOf(tenantId)] ?? [],
  ).slice(0, LOGOS);
  const quotes = testimonialsFor(EMBEDDED.testimonials, tenantId);
  const chosen = quotes[quoteAt] ?? quotes[0];
  const quote = chosen && localizedTestimonials([chosen], locale)[0];
  return customers.length || quote ? { customers, quote, comma: commaOf(locale) } : null;
}

export function CustomerProof({
  proof: { customers, quote, comma },
  logosLabel,
  quoteFirst = false,
}: {
  proof: NonNullable<ReturnType<typeof proofOf>>;
  logosLabel: string;
  quoteFirst?: boolean;
}) {
  const logos = customers.length > 0 && <CustomerLogos customers={customers} label={logosLabel} />;
  const figure = quote && (
    <figure>
      <blockquote>
        <p>{quote.quote}</p>
      </blockquote>
      <figcaption>
        <span aria-hidden="true" data-testid="proof-avatar">
          <AvatarInitials name={quote.name} size={48} />
        </span>
        <span>{[quote.name, quote.title, quote.org].join(comma)}</span>
      </figcaption>
    </figure>
  );
  return (
    <div className={proofGrid}>
      {quoteFirst ? figure : logos}
      {quoteFirst ? logos : figure}
    </div>
  );
}
