/** /trial/{id}: one free trial. */
import { CONTENT } from '../content/built-content.ts';
import { EntryPage } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';
import { trialChoice, withChoice } from './trial-choice.ts';
import { TrialChoiceNote } from './trial-choice-note.tsx';

export const route = {
  name: 'trial',
  paths: ['/trial/:id'],
  brands: ['default'],
  content: 'collection',
  collection: 'trials',
  // As /start-trial: the plan from a pricing card is cached per plan, a journey plan renders fresh.
  cachedParams: ['plan'],
  cachedParamValues: { plan: ['essentials', 'starter', 'pro', 'enterprise'] },
} as const satisfies RouteDeclaration;

/**
 * /trial/{id}: one trial; starting it hands over to the app's event manager with the template, and
 * with the plan and journey plan the visitor brought (named on the page).
 */
export function TrialPage(props: PageProps) {
  const trial = CONTENT.trials[props.ctx.params.id!]!;
  const choice = trialChoice(props.ctx.url.searchParams, props.ctx.locale);
  const start = {
    label: props.ctx.t('trial.start', { days: trial.days }),
    href: withChoice(`/eventmanager/start?template=${encodeURIComponent(trial.template)}`, choice),
  };
  const page = {
    ...props.page,
    cta: [start, ...(props.page.cta ?? [{ label: props.ctx.t('page.cms.bannerPricing'), href: '/pricing' }])],
  };
  return (
    <EntryPage
      ctx={props.ctx}
      page={page}
      facts={[{ label: props.ctx.t('trial.daysFree'), value: trial.days }]}
      before={<TrialChoiceNote choice={choice} planLine={(plan) => props.ctx.t('pricing.trial.chosenOne', { plan })} />}
    />
  );
}

export default TrialPage;
