/**
 * What a visitor chose before a free trial, read from the query of /start-trial and /trial/{id}:
 * the plan a pricing card sends (`plan=pro`, a plan of content/pricing/plans.json) and the journey
 * plan "Use this journey" sends (`journey=us-route-66&people=…`). Each is validated; a value we do
 * not know is dropped without a word to the visitor. `carried` is what the next link takes along,
 * so the choice reaches the app's event manager (the trial's handoff keeps the query).
 */
import { LICENSE_LABELS, type License } from '../../common/pricing/price-list-schema.ts';
import { planByName, planSlug } from '../../common/pricing/estimate.ts';
import { planContentIn } from '../pricing/plan-content.ts';
import { contactPlan } from './contact-plan.ts';

export interface TrialChoice {
  /** The plan chosen on /pricing, when it is one of the plans we sell. */
  plan?: { license: License; name: string };
  /** The journey plan's line ("Your plan: US Route 66 …"), when a known journey came along. */
  journey?: string;
  /** The query the next step carries (`plan=pro&journey=…`), '' when nothing was chosen. */
  carried: string;
}

/** The query parameter a pricing card's next step names its plan with. */
export const PLAN_PARAM = 'plan';

/** Plans a trial can carry: those content/pricing/plans.json lists, by the name a link uses (`pro`). */
export const trialPlanSlugs = (): string[] => planContentIn().plans.map((p) => planSlug(p.license));

/** The chosen plan and journey of a query, validated (see the module comment). */
export function trialChoice(query: URLSearchParams, lang: string): TrialChoice {
  const license = planByName(query.get(PLAN_PARAM));
  const sold = license && planContentIn().plans.some((p) => p.license === license) ? license : undefined;
  const journey = contactPlan(query, lang);
  const carried = [sold && `${PLAN_PARAM}=${planSlug(sold)}`, journey?.field].filter(Boolean).join('&');
  return {
    plan: sold && { license: sold, name: LICENSE_LABELS[sold] },
    journey: journey?.summary,
    carried,
  };
}

/** `href` with the choice's query appended (after any query of its own). */
export const withChoice = (href: string, choice: TrialChoice) =>
  choice.carried ? `${href}${href.includes('?') ? '&' : '?'}${choice.carried}` : href;
