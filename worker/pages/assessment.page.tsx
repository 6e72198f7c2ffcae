/** /assessment/{id}: one assessment. */
import { CONTENT } from '../content/built-content.ts';
import { EntryPage } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'assessment',
  paths: ['/assessment/:id'],
  brands: ['default'],
  content: 'collection',
  collection: 'assessments',
} as const satisfies RouteDeclaration;

const ASSESS = [
  { label: 'Register to start', href: '/register' },
  { label: 'Book a demo', href: '/contact?topic=demo' },
];

/** /assessment/{id} */
export function AssessmentPage(props: PageProps) {
  const assessment = CONTENT.assessments[props.ctx.params.id!]!;
  return (
    <EntryPage
      {...props}
      facts={[
        { label: 'questions', value: assessment.questions },
        { label: 'minutes', value: assessment.minutes },
      ]}
      cta={ASSESS}
    />
  );
}

export default AssessmentPage;
