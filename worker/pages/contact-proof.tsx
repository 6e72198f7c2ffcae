/**
 * Proof on the contact page from the content data: beside the form, the tenant's first testimonial
 * with its speaker's initials and organisation; under it, the tenant's showcase customers.
 */
import { commaOf } from '../../common/i18n/format-list.ts';
import { css } from '../../common/styles.ts';
import type { Translate } from '../i18n/messages.ts';
import { CustomerProof, proofOf } from '../ui/customer-proof.tsx';
import { InitialsAvatar } from '../ui/initials-avatar.tsx';
import type { PageContext } from '../page-context.ts';

const proofSection = css`
  h2 {
    margin: 0 0 16px;
    font-size: 1.1rem;
  }
`;

/**
 * The testimonial in the brand's look: a filled look's soft card with the brand's colour at its
 * start; a ruled look's pull quote between two rules, unboxed, its words larger.
 */
const quoteCard = css`
  margin: 0;
  padding: 24px;
  border: 1px solid var(--tt-edge);
  border-inline-start: 4px solid var(--tt-primary);
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-card);
  box-shadow: var(--tt-lift);
  html[data-look~='ruled'] & {
    padding: 20px 0;
    border-width: var(--tt-rule) 0 1px;
    border-color: var(--tt-top) transparent var(--tt-edge);
    border-radius: 0;
    background: none;
  }
  html[data-look~='ruled'] & blockquote p {
    font-size: 1.25rem;
    font-family: var(--tt-font-heading, inherit);
  }
  blockquote {
    margin: 0 0 16px;
  }
  blockquote p {
    margin: 0;
    font-size: 1.1rem;
    line-height: 1.5;
  }
  figcaption {
    display: flex;
    gap: 12px;
    align-items: center;
    color: var(--tt-muted-text);
  }
  figcaption strong {
    display: block;
    color: var(--tt-text);
  }
`;

/** Beside the form, under what happens next: the tenant's first testimonial, with the speaker's initials and organisation. */
export function ContactQuote({ ctx }: { ctx: PageContext }) {
  const quote = proofOf(ctx.resolved.tenant.id, ctx.pageLocale)?.quote;
  if (!quote) return null;
  return (
    <figure className={quoteCard} data-testid="contact-quote">
      <blockquote>
        <p>{quote.quote}</p>
      </blockquote>
      <figcaption>
        <InitialsAvatar name={quote.name} />
        <span>
          <strong>{quote.name}</strong>
          {[quote.title, quote.org].filter(Boolean).join(commaOf(ctx.pageLocale))}
        </span>
      </figcaption>
    </figure>
  );
}

/** Under the form: the tenant's showcase customers (content data); its testimonial stands beside the form. */
export function ContactProof({ ctx, t }: { ctx: PageContext; t: Translate }) {
  const tenant = ctx.resolved.tenant;
  const found = proofOf(tenant.id, ctx.pageLocale);
  if (!found || found.customers.length === 0) return null;
  const proof = { ...found, quote: undefined };
  return (
    <section className={proofSection} aria-labelledby="contact-proof" data-testid="contact-proof">
      <h2 id="contact-proof">{t('contact.proof.heading', { name: tenant.name })}</h2>
      <CustomerProof proof={proof} logosLabel={t('contact.proof.customers', { name: tenant.name })} quoteFirst />
    </section>
  );
}
