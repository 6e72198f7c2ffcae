import { LOOK_CARD } from './look.ts';
import type { ReactNode } from 'react';
import { buildHref, type LinkContext } from '../../common/links.ts';
import { css } from '../../common/styles.ts';
import { visuallyHidden } from '../../common/visually-hidden.ts';
import { VideoLink } from '../../common/video-links.tsx';
import { aroundFigure } from '../../common/i18n/around-figure.ts';

export interface Card {
  /** The card's page; without one the card only describes (a page another brand shows). */
  href?: string;
  title: string;
  description: string;
  /** A short fact line above the description (dates, distance, duration). */
  meta?: ReactNode;
  /** A YouTube or Vimeo link: the card offers to play it in the video dialog. */
  video?: string;
  /**
   * 'en' when the card's words are English on a page in another language (its own page is not
   * translated yet): a screen reader then reads them as English, and right to left they keep
   * their direction.
   */
  lang?: 'en';
}

const grid = css`
  list-style: none;
  padding: 0;
  margin: 24px 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  li {
    display: flex;
    flex-direction: column;
    ${LOOK_CARD}
    color: var(--tt-text);
  }
  h2,
  h3 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
  h2 a,
  h3 a {
    color: var(--tt-link);
  }
  .meta {
    margin: 0 0 8px;
    color: var(--tt-muted-text);
    font-size: 0.95rem;
  }
  p {
    margin: 0;
  }
  .play {
    margin-top: 12px;
  }
  .play a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: var(--tt-link);
    font-weight: 700;
  }
`;
const spreadGrid = css`
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
`;

/** Links to the pages of a collection or a content tree, as a responsive grid of cards. */
export function CardGrid({
  cards,
  ctx,
  headingLevel = 2,
  label,
  spread = false,
}: {
  cards: Card[];
  ctx: LinkContext;
  headingLevel?: 2 | 3;
  label?: string;
  /** Fewer cards than a row holds share the row's whole width rather than leave empty columns. */
  spread?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={spread ? `${grid} ${spreadGrid}` : grid} aria-label={label}>
      {cards.map((c) => (
        <li key={c.href ?? c.title} lang={c.lang} dir={c.lang && 'ltr'}>
          <Heading>{c.href ? <a href={buildHref(c.href, ctx)}>{c.title}</a> : c.title}</Heading>
          {c.meta && <p className="meta">{c.meta}</p>}
          <p>{c.description}</p>
          {c.video && (
            <p className="play">
              <VideoLink href={c.video}>
                Play the video<span className={visuallyHidden}>: {c.title}</span>
              </VideoLink>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

const facts = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  li {
    color: var(--tt-text);
  }
  strong {
    display: block;
    font-size: 1.3rem;
  }
`;

/**
 * A fact: a figure above its label, or a count phrase (one message with its plural forms, so the
 * noun agrees with the number in every language) whose figure is set apart.
 */
export type Fact = { label: string; value: ReactNode } | { count: string; figure: string };

/** Key facts of an entry (distance, weeks, level) shown under its title. */
export function Facts({ items }: { items: Fact[] }) {
  return (
    <ul className={facts}>
      {items.map((f) => {
        if ('label' in f)
          return (
            <li key={f.label}>
              <strong>{f.value}</strong>
              {f.label}
            </li>
          );
        const { before, figure, after } = aroundFigure(f.count, f.figure);
        return (
          <li key={f.count}>
            {before}
            <strong>{figure}</strong>
            {after}
          </li>
        );
      })}
    </ul>
  );
}
