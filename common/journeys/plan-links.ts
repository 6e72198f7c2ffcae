import { buildHref } from '../links.ts';
import { planToQuery, type PlanQuery } from './plan-query.ts';

/**
 * Where a plan goes next, carrying the journey and every input: "Use this journey" to the contact
 * form (which stores the plan with the message), and the quieter free trial.
 *
 * @example
 * planLinks('us-route-66', plan, '').use // '/contact?topic=demo&journey=us-route-66&people=30&daily=8000&unit=steps'
 */
export function planLinks(slug: string, plan: PlanQuery, search: string): { use: string; trial: string } {
  const carried = `journey=${encodeURIComponent(slug)}&${planToQuery(plan)}`;
  return {
    use: buildHref(`/contact?topic=demo&${carried}`, { search }),
    trial: buildHref(`/start-trial?${carried}`, { search }),
  };
}
