import type { ReactNode } from 'react';
import type { CallToAction } from '../content/compiled-page.ts';
import { CardGrid, Facts, type Card } from '../ui/cards.tsx';
import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import type { PageProps } from './page-props.ts';
import { defaultVisual } from '../ui/page-visuals.tsx';

export const TRIAL_CTA: CallToAction[] = [
  { label: 'Start a free trial', href: '/start-trial' },
  { label: 'Book a demo', href: '/contact?topic=demo' },
];

/** Calls to action of posts and case studies without their own. */
export const DEMO_CTA = [
  { label: 'Book a demo', href: '/contact?topic=demo' },
  { label: 'Start a free trial', href: '/start-trial' },
];

/** An index page: the copy, then its entries as cards, then calls to action (the file's, else `cta`). */
export function ListingPage({
  ctx,
  page,
  label,
  cards,
  cta = TRIAL_CTA,
  cardsFirst = false,
  visual = defaultVisual(ctx),
  note,
}: PageProps & {
  label: string;
  cards: Card[];
  cta?: CallToAction[];
  cardsFirst?: boolean;
  visual?: ReactNode;
  /** A line of the visitor's own before the cards (the plan they chose). */
  note?: ReactNode;
}) {
  const tenant = ctx.resolved.tenant;
  const grid = <CardGrid ctx={ctx} label={label} cards={cards} />;
  return (
    <>
      <PageIntro page={page} tenant={tenant} visual={visual} />
      {note}
      {cardsFirst && grid}
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      {!cardsFirst && grid}
      <CallsToAction page={{ ...page, cta: page.cta ?? cta }} ctx={ctx} />
    </>
  );
}

/** One entry of a collection: the title, its key facts, anything of its own, the copy, calls to action. */
export function EntryPage({
  ctx,
  page,
  facts,
  before,
  after,
  cta = TRIAL_CTA,
  visual = defaultVisual(ctx),
}: PageProps & {
  /** The intro's picture; the app's leaderboard unless the entry has its own. */
  visual?: ReactNode;
  facts: { label: string; value: ReactNode }[];
  before?: ReactNode;
  after?: ReactNode;
  cta?: CallToAction[];
}) {
  const tenant = ctx.resolved.tenant;
  return (
    <>
      <PageIntro page={page} tenant={tenant} visual={visual} />
      <Facts items={facts} />
      {before}
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      {after}
      <CallsToAction page={{ ...page, cta: page.cta ?? cta }} ctx={ctx} />
    </>
  );
}
