import ContactForm from '../../client/islands/contact-form.tsx';
import { DEFAULT_LOCALE, prefixOf } from '../../common/i18n/locales.ts';
import { contactFormLabels } from '../i18n/contact-form-labels.ts';
import { CONTACT_TOPICS, SUPPORT_TOPICS, type FormKind } from '../../common/forms/form-schema.ts';
import { Island } from '../../common/islands/island.tsx';
import { Prose } from '../ui/prose.tsx';
import type { PageProps } from './page-props.ts';
import { settingsOf } from '../env.ts';
import { signFormStamp } from '../forms/form-stamp.ts';
import { stampAfterCache } from '../forms/stamp-after-cache.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { RouteDeclaration } from './page-module.ts';
import { contactPlan } from './contact-plan.ts';
import { buildHref } from '../../common/links.ts';
import { trustCentrePath } from '../trust/trust-centre-path.ts';

export const route = {
  name: 'contact',
  paths: ['/contact'],
  brands: ['default', 'cofi'],
  content: 'copy',
  meta: { contentLayout: 'narrow', showChat: true, snackbar: true },
  cachedParams: ['mode', 'topic'],
} as const satisfies RouteDeclaration;

/**
 * Every visitor gets a form stamp of their own (an idempotency key and a signed render time), so
 * the page is cached with a placeholder and stamped on the way out, hit or miss.
 */
export async function afterCache(response: Response, rc: RequestContext): Promise<Response> {
  return stampAfterCache(response, await signFormStamp(settingsOf(rc.env), Date.now()));
}

const HEADINGS: Record<string, { heading: string; intro: string }> = {
  demo: {
    heading: 'Book a demo',
    intro:
      'See a step or distance challenge set up for your organisation in 30 minutes. Tell us a little about your team and we will propose times.',
  },
  pricing: {
    heading: 'Get a quote',
    intro:
      'Tell us how many people could take part and for how long; we will send a quote in USD, EUR or GBP within one working day.',
  },
  chat: {
    heading: 'Ask us anything',
    intro: 'A question about challenges, trackers or pricing? Write a line and a person from our team answers.',
  },
  partnership: {
    heading: 'Partner with us',
    intro: 'Insurers, resellers, consultants and integration partners: tell us what you have in mind.',
  },
  security: {
    heading: 'Security review or DPA',
    intro:
      'Send your security questionnaire or ask for our data processing agreement; say which region your data should live in and the team that reviews it.',
  },
  subprocessors: {
    heading: 'Hear about sub-processor changes',
    intro: 'Leave your address and we will write to you when the list of sub-processors on our trust centre changes.',
  },
  general: {
    heading: 'Contact us',
    intro: 'Questions about challenges, pricing or integrations: we answer within one working day.',
  },
};

/** The support form's words: an accessibility report (`topic=accessibility`) asks for what helps us reproduce it. */
function supportText(topic: string, tenantName: string): { heading: string; intro: string } {
  if (topic === 'accessibility')
    return {
      heading: 'Report an accessibility problem',
      intro: `Tell us the page, what you were trying to do and what got in the way; the browser and any assistive technology you use (a screen reader, zoom, voice control) help us reproduce it. A person on the ${tenantName} team answers within two working days.`,
    };
  return {
    heading: 'Get support',
    intro: `Stuck syncing a tracker or setting up an event? Our support team answers ${tenantName} organisers and participants within one working day.`,
  };
}

/**
 * /contact: `topic` sets the purpose of the lead form, `mode=support` switches to the support form;
 * a support topic (`topic=accessibility`) opens the support form with its category chosen.
 */
export function ContactPage({ ctx, page }: PageProps) {
  const query = ctx.url.searchParams;
  const rawTopic = query.get('topic') ?? 'general';
  const supportTopic = (SUPPORT_TOPICS as readonly string[]).includes(rawTopic);
  const kind: FormKind = query.get('mode') === 'support' || supportTopic ? 'support' : 'contact';
  const topic = supportTopic || (CONTACT_TOPICS as readonly string[]).includes(rawTopic) ? rawTopic : 'general';
  const text = kind === 'support' ? supportText(topic, ctx.resolved.tenant.name) : HEADINGS[topic]!;
  // A journey plan from "Use this journey" (not a cached parameter: such a request renders fresh).
  const plan = kind === 'contact' ? contactPlan(query, ctx.locale) : null;
  const props = {
    kind,
    topic,
    values: ctx.form?.values ?? (plan ? { message: plan.message } : {}),
    ...(plan && { plan: { field: plan.field, summary: plan.summary } }),
    errors: ctx.form?.errors ?? {},
    // A refused post's own stamp; else a placeholder that respond replaces with a freshly signed
    // stamp after the render and the cache (worker/forms/stamp-after-cache.ts).
    stamp: {
      key: ctx.form?.key ?? crypto.randomUUID(),
      startedAt: ctx.form?.startedAt ?? ctx.now.getTime(),
      startedSig: ctx.form?.startedSig ?? '',
    },
    search: ctx.search,
    labels: contactFormLabels(ctx.t),
    ...(ctx.pageLocale !== DEFAULT_LOCALE && { localePrefix: prefixOf(ctx.pageLocale) }),
  };
  return (
    <>
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      <Island name="contact-form" component={ContactForm} props={props} when="idle" />
      <p>
        Prefer email? Write to{' '}
        <a href={`mailto:${ctx.resolved.tenant.contactEmail}`}>{ctx.resolved.tenant.contactEmail}</a>.{' '}
        <a href={buildHref(trustCentrePath(ctx.resolved.tenant), ctx)}>How we handle your data</a>
      </p>
      {kind === 'contact' && <Prose html={page.html} tenant={ctx.resolved.tenant} ctx={ctx} />}
    </>
  );
}

export default ContactPage;
