/**
 * A testimonial's byline: the speaker's initials, then the name over the role and company, joined
 * with the page language's comma. One byline for the product overview's and the journey page's quotes.
 */
import { commaOf } from '../../common/i18n/format-list.ts';
import type { PageLocale } from '../../common/i18n/locales.ts';
import { css } from '../../common/styles.ts';
import { AvatarInitials } from './illustrations/avatar-initials.tsx';

const byline = css`
  display: flex;
  align-items: center;
  gap: 12px;
  small {
    display: block;
    color: var(--tt-muted-text);
  }
`;

export function Byline({
  quote,
  locale,
}: {
  quote: { name: string; title?: string; org?: string };
  locale: PageLocale;
}) {
  return (
    <figcaption className={byline}>
      <AvatarInitials name={quote.name} size={48} />
      <span>
        <strong>{quote.name}</strong>
        <small>{[quote.title, quote.org].filter(Boolean).join(commaOf(locale))}</small>
      </span>
    </figcaption>
  );
}
