/** /trial/{id}: one free trial. */
import { CONTENT } from '../content/built-content.ts';
import { EntryPage } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'trial',
  paths: ['/trial/:id'],
  brands: ['default'],
  content: 'collection',
  collection: 'trials',
} as const satisfies RouteDeclaration;

/** /trial/{id}: one trial; starting it hands over to the app's event manager with the template. */
export function TrialPage(props: PageProps) {
  const trial = CONTENT.trials[props.ctx.params.id!]!;
  const start = {
    label: `Start the ${trial.days}-day trial`,
    href: `/eventmanager/start?template=${encodeURIComponent(trial.template)}`,
  };
  const page = { ...props.page, cta: [start, ...(props.page.cta ?? [{ label: 'See pricing', href: '/pricing' }])] };
  return <EntryPage ctx={props.ctx} page={page} facts={[{ label: 'days free', value: trial.days }]} />;
}

export default TrialPage;
