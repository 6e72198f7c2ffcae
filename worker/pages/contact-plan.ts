/**
 * A journey plan arriving on the contact form (`/contact?topic=demo&journey=…&people=…`, the
 * journey page's "Use this journey"): the hidden field the submission stores, the line the visitor
 * sees above the form, and a first message they can keep or edit.
 */
import { formatDate, formatNumber } from '../../common/format.ts';
import { canonicalPlan } from '../../common/journeys/plan-query.ts';
import { CONTENT } from '../content/built-content.ts';
import { planFromQuery } from './journey-plan.ts';

export interface ContactPlan {
  /** The `plan` field: `journey=<slug>&people=…`, canonical (common/journeys/plan-query.ts). */
  field: string;
  summary: string;
  message: string;
}

/** The plan a contact URL carries, or null when it names no known journey. */
export function contactPlan(query: URLSearchParams, lang: string): ContactPlan | null {
  const journey = CONTENT.journeys[query.get('journey') ?? ''];
  const field = journey && canonicalPlan(query.toString());
  if (!journey || !field) return null;
  const { query: q, plan } = planFromQuery(query, journey.distance_km);
  const n = (x: number) => formatNumber(x, lang);
  const daily = `${n(q.daily)} ${q.unit}`;
  const mix = q.mix.length
    ? ` plus ${q.mix.map((m) => `${n(m.minutes)} min of ${m.activity.toLowerCase().replace(/_/g, ' ')}`).join(' and ')}`
    : '';
  const when = q.start && plan.finish ? `, ${formatDate(q.start, lang)} to ${formatDate(plan.finish, lang)}` : '';
  return {
    field: `${field}`,
    summary: `Your plan: ${journey.title} (${n(journey.distance_km)} km), ${n(q.people)} people averaging ${daily} a day${mix}: ${n(plan.days)} days to finish${when}.`,
    message: `We would like to run ${journey.title} with ${n(q.people)} people averaging ${daily} a day each${mix} (${n(plan.days)} days${when}). Please help us set it up.`,
  };
}
