import ContactForm from '../../client/islands/contact-form.tsx';
import { DEFAULT_LOCALE, prefixOf } from '../../common/i18n/locales.ts';
import { contactFormLabels } from '../i18n/contact-form-labels.ts';
import { CONTACT_TOPICS, SUPPORT_TOPICS, type FormKind } from '../../common/forms/form-schema.ts';
import { Island } from '../../common/islands/island.tsx';
import { Prose } from '../ui/prose.tsx';
import { proseColumns } from '../ui/prose-columns.ts';
import { contactSectionIcons } from './contact-section-icons.ts';
import type { PageProps } from './page-props.ts';
import type { PageContext } from '../page-context.ts';
import { settingsOf } from '../env.ts';
import { signFormStamp } from '../http/form-stamp.ts';
import { stampAfterCache } from '../http/stamp-after-cache.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { RouteDeclaration } from './page-module.ts';
import { contactPlan } from './contact-plan.ts';
import type { Translate } from '../i18n/messages.ts';
import { contactColumns, ContactNext } from './contact-next.tsx';
import { ContactProof, ContactQuote } from './contact-proof.tsx';
import { salesPagesOf } from '../tenants/sales-pages.ts';
import { DemoAgenda } from './demo-agenda.tsx';
import { ContactSetup, contactIllustrations } from './contact-setup.tsx';

export const route = {
  name: 'contact',
  paths: ['/contact'],
  brands: ['default', 'cofi'],
  content: 'copy',
  meta: { contentLayout: 'wide', showChat: true, snackbar: true },
  cachedParams: ['mode', 'topic'],
  // CONTACT_TOPICS and SUPPORT_TOPICS (common/forms/form-schema.ts; a literal, the build reads it
  // without running the module): any other topic shows the general form, rendered fresh.
  cachedParamValues: {
    mode: ['support'],
    topic: ['demo', 'pricing', 'chat', 'partnership', 'security', 'subprocessors', 'general', 'accessibility'],
  },
} as const satisfies RouteDeclaration;

/** The setup picture beside the form, stored once per isolate and key (contact-setup.tsx). */
export const illustrations = contactIllustrations;

/**
 * Every visitor gets a form stamp of their own (an idempotency key and a signed render time), so
 * the page is cached with a placeholder and stamped on the way out, hit or miss.
 */
export async function afterCache(response: Response, rc: RequestContext): Promise<Response> {
  return stampAfterCache(response, await signFormStamp(settingsOf(rc.env), Date.now()));
}

/** The lead form's topics with a heading and intro of their own (messages `page.contact.<topic>.*`). */
const LEAD_TOPICS = ['demo', 'pricing', 'chat', 'partnership', 'security', 'subprocessors', 'general'] as const;
type LeadTopic = (typeof LEAD_TOPICS)[number];

/** The words above the form: the lead topic's, or the support form's (an accessibility report asks for what helps us reproduce it). */
function formText(kind: FormKind, topic: string, t: Translate): { heading: string; intro: string } {
  const which: LeadTopic | 'accessibility' | 'support' =
    kind === 'support'
      ? topic === 'accessibility'
        ? 'accessibility'
        : 'support'
      : (LEAD_TOPICS as readonly string[]).includes(topic)
        ? (topic as LeadTopic)
        : 'general';
  return {
    heading: t(`page.contact.${which}.heading`),
    intro: t(`page.contact.${which}.intro`),
  };
}

/**
 * The form the URL asks for: `topic` sets the purpose of the lead form, `mode=support` switches to
 * the support form; a support topic (`topic=accessibility`) opens the support form with its
 * category chosen. A brand sold by demo (salesPages.contact) opens on the demo when no topic is
 * named, chosen in the form where the visitor sees it (not a silent default).
 */
function chosenForm(ctx: PageContext) {
  const query = ctx.url.searchParams;
  const demoLed = salesPagesOf(ctx.resolved.tenant).contact === 'demo-agenda';
  const named = query.get('topic') ?? (demoLed && query.get('mode') !== 'support' ? 'demo' : null);
  const rawTopic = named ?? 'general';
  const supportTopic = (SUPPORT_TOPICS as readonly string[]).includes(rawTopic);
  const kind: FormKind = query.get('mode') === 'support' || supportTopic ? 'support' : 'contact';
  const topic = supportTopic || (CONTACT_TOPICS as readonly string[]).includes(rawTopic) ? rawTopic : 'general';
  return { demoLed, named, kind, topic };
}

/** The page's heading follows the chosen topic; the `<title>` says the same (page-module.ts `heading`). */
export const heading = (ctx: PageContext) => {
  const { kind, topic } = chosenForm(ctx);
  return formText(kind, topic, ctx.t).heading;
};

/** Each lead topic's heading and intro ('' for none chosen: the general one), for the form's topic choice. */
const topicHeads = (ctx: PageContext) => ({
  byTopic: Object.fromEntries(
    ['', ...CONTACT_TOPICS].map((topic) => [topic, formText('contact', topic || 'general', ctx.t)]),
  ),
  titleSuffix: ` | ${ctx.resolved.tenant.name}`,
});

/** /contact: the chosen form (`chosenForm`) under its topic's heading and intro. */
export function ContactPage({ ctx, page }: PageProps) {
  const query = ctx.url.searchParams;
  // A brand sold by demo says what the demo covers.
  const { demoLed, named, kind, topic } = chosenForm(ctx);
  const text = formText(kind, topic, ctx.t);
  // A journey plan from "Use this journey" (not a cached parameter: such a request renders fresh).
  const plan = kind === 'contact' ? contactPlan(query, ctx.locale) : null;
  const props = {
    kind,
    // The select starts on "Choose one" unless the link named a topic: no silent "Something else".
    topic: named === topic ? topic : '',
    values: ctx.form?.values ?? (plan ? { message: plan.message } : {}),
    ...(plan && { plan: { field: plan.field, summary: plan.summary } }),
    errors: ctx.form?.errors ?? {},
    // A refused post's own stamp; else a placeholder that respond replaces with a freshly signed
    // stamp after the render and the cache (worker/http/stamp-after-cache.ts).
    stamp: {
      key: ctx.form?.key ?? crypto.randomUUID(),
      startedAt: ctx.form?.startedAt ?? ctx.now.getTime(),
      startedSig: ctx.form?.startedSig ?? '',
    },
    search: ctx.search,
    labels: contactFormLabels(ctx.t),
    ...(kind === 'contact' && { heads: topicHeads(ctx) }),
    ...(ctx.pageLocale !== DEFAULT_LOCALE && { localePrefix: prefixOf(ctx.pageLocale) }),
  };
  // The form first on a phone (its first field in the first screen), what happens next and the
  // rest after it; from 900 px beside it (contactColumns). The DOM keeps the phone's order, so the
  // reading and focus order is the form's first.
  return (
    <>
      {/* A brand sold by demo puts who answers first (salesPages.contact, contact-next.tsx). */}
      <div
        className={contactColumns}
        data-composition={demoLed ? 'panel-first' : undefined}
        data-demo={demoLed && topic === 'demo' ? '' : undefined}
      >
        <div data-area="head">
          <h1>{text.heading}</h1>
          <p>{text.intro}</p>
        </div>
        <div data-area="form">
          <Island name="contact-form" component={ContactForm} props={props} when="interaction" />
        </div>
        {/* A buyer's enquiry hears the employer brand's own words; a support request the shared ones. */}
        <ContactNext ctx={ctx} topic={topic} employer={demoLed && kind === 'contact'} />
        {demoLed && kind === 'contact' && topic === 'demo' && <DemoAgenda t={ctx.t} />}
        {/* A brand sold by demo shows the setup screen as what its demo sets up: with the demo only. */}
        {kind === 'contact' && (!demoLed || topic === 'demo') && <ContactSetup ctx={ctx} demoOnly={demoLed} />}
        {kind === 'contact' && <ContactQuote ctx={ctx} />}
        {kind === 'contact' && <ContactProof ctx={ctx} t={ctx.t} />}
      </div>
      {kind === 'contact' && (
        <div className={`${proseColumns} ${contactSectionIcons}`}>
          <Prose html={page.html} tenant={ctx.resolved.tenant} ctx={ctx} />
        </div>
      )}
    </>
  );
}

export default ContactPage;
