/**
 * The journey page's proof: an organiser's words from the tenant's testimonials (content data,
 * in the page's language) and the platform's figures the home states, set beside the route's story from 900 px so the page's last screen
 * reads across its width instead of down a narrow column.
 */
import type { ReactNode } from 'react';
import type { PageLocale } from '../../common/i18n/locales.ts';
import { css } from '../../common/styles.ts';
import { EMBEDDED, testimonialsFor } from '../live-data/embedded-content.ts';
import { localizedTestimonials } from '../live-data/localized-testimonials.ts';
import { Byline } from '../ui/byline.tsx';

const columns = css`
  display: grid;
  gap: 8px 56px;
  align-items: start;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
  > * {
    min-width: 0;
  }
  /* No copy left to set beside it: the quote takes the width. */
  > :empty + figure {
    grid-column: 1 / -1;
  }
`;

const figure = css`
  margin: 24px 0 0;
  padding: 24px;
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-surface);
  blockquote {
    margin: 0 0 12px;
    padding-inline-start: 16px;
    border-inline-start: 4px solid var(--tt-primary);
  }
  blockquote p {
    margin: 0;
    font-size: 1.15rem;
    line-height: 1.5;
  }
  .platform {
    margin: 16px 0 0;
    padding-block-start: 12px;
    border-block-start: 1px solid var(--tt-muted-text);
    font-weight: 600;
  }
`;

/**
 * The testimonial a journey page quotes: the tenant's second when it has one (its first already
 * stands under the contact form, a buyer's likely next page), else its first; null without any.
 */
export function journeyTestimonial(tenantId: string, locale: PageLocale) {
  const quotes = localizedTestimonials(testimonialsFor(EMBEDDED.testimonials, tenantId), locale);
  return quotes[1] ?? quotes[0] ?? null;
}

/**
 * The route's story (`children`) with the quote beside it, and under the quote the platform's figures
 * as the home states them (`platform`); the story alone when there is no quote.
 */
export function StoryWithProof({
  tenantId,
  locale,
  platform,
  children,
}: {
  tenantId: string;
  locale: PageLocale;
  platform: string;
  children: ReactNode;
}) {
  const quote = journeyTestimonial(tenantId, locale);
  if (!quote) return <>{children}</>;
  return (
    <div className={columns}>
      <div>{children}</div>
      <figure className={figure} data-testid="journey-proof">
        <blockquote>
          <p>{quote.quote}</p>
        </blockquote>
        {/* The byline as every other testimonial's: initials, then the name over the role and company. */}
        <Byline quote={quote} locale={locale} />
        <p className="platform" data-testid="journey-proof-platform">
          {platform}
        </p>
      </figure>
    </div>
  );
}
