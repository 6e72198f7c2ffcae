/** /start-trial: the free trials first, then the copy. */
import { CONTENT } from '../content/built-content.ts';
import { ListingPage } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'start-trial',
  paths: ['/start-trial'],
  brands: ['default'],
  content: 'copy',
} as const satisfies RouteDeclaration;

/** /start-trial: the trials first, then the copy. */
export function StartTrialPage(props: PageProps) {
  const cards = Object.values(CONTENT.trials).map((t) => ({
    href: `/trial/${t.slug}`,
    title: t.title,
    description: t.description,
    meta: `${t.days}-day free trial`,
  }));
  return <ListingPage {...props} label="Free trials" cards={cards} cta={[]} cardsFirst />;
}

export default StartTrialPage;
