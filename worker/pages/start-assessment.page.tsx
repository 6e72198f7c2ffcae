/** /start-assessment: the assessments first, then the copy. */
import { CONTENT } from '../content/built-content.ts';
import { ListingPage } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'start-assessment',
  paths: ['/start-assessment'],
  brands: ['default'],
  content: 'copy',
} as const satisfies RouteDeclaration;

/** /start-assessment: the assessments first, then the copy. */
export function StartAssessmentPage(props: PageProps) {
  const cards = Object.values(CONTENT.assessments).map((a) => ({
    href: `/assessment/${a.slug}`,
    title: a.title,
    description: a.description,
    meta: `${a.questions} questions · ${a.minutes} minutes`,
  }));
  return <ListingPage {...props} label="Assessments" cards={cards} cta={[]} cardsFirst />;
}

export default StartAssessmentPage;
