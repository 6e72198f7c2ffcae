/**
 * What the contact page says beside and under its form: who answers (the tenant's team, by the
 * name its config gives), how fast (the reply time the page's copy promises), the tenant's own
 * address, and proof from the content data (its showcase customers and first testimonial).
 * Nothing here is an action competing with "Send message": one address, one quiet link.
 */
import { Clock, Mail, ShieldCheck } from 'lucide-react';
import { css } from '../../common/styles.ts';
// A security review or sub-processor notice goes to the security team, not to sales.
import { NO_GROUP_SIZE } from '../../client/islands/contact-form.tsx';
import { buildHref } from '../../common/links.ts';
import { trustCentrePath } from '../trust/trust-centre-path.ts';
import { securityContactOf } from '../tenants/security-contact.ts';
import { InitialsAvatar } from '../ui/initials-avatar.tsx';
import type { PageContext } from '../page-context.ts';
import type { AuthoredLocale } from '../../common/i18n/locales.ts';
import { employerWords } from '../i18n/employer-words.ts';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * Heading, the form, then what happens next, the setup picture, a testimonial and the customers:
 * in that order on a phone (the DOM's, so the first field is in the first screen and the focus
 * order is the reading order). From 900 px the form at the start with who answers beside it, level
 * with the heading, then the setup picture and the customers; the testimonial under the form, so
 * the two columns end together.
 */
export const contactColumns = css`
  display: grid;
  gap: 24px 56px;
  align-items: start;
  > * {
    min-width: 0;
  }
  > [data-area='head'] p {
    max-width: 65ch;
  }
  > [data-area='head'] > :last-child {
    margin-bottom: 0;
  }
  /* A brand sold by demo: what the demo covers and the setup screen it shows are the demo's
     (data-demo on the grid, from the topic the link or the form chose). */
  &[data-composition='panel-first']:not([data-demo]) > [data-demo-only] {
    display: none;
  }
  /* The areas only from 900 px: a named area missing from a template makes a column of its own. */
  @media (min-width: 900px) {
    > [data-area='head'] {
      grid-area: head;
    }
    > [data-area='form'] {
      grid-area: form;
    }
    > [data-testid='contact-next'] {
      grid-area: next;
    }
    > [data-testid='demo-agenda'] {
      grid-area: agenda;
    }
    > [data-testid='contact-setup'] {
      grid-area: setup;
    }
    > [data-testid='contact-quote'] {
      grid-area: quote;
    }
    > [data-testid='contact-proof'] {
      grid-area: proof;
    }
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    /* The last row takes what the customers need beyond the testimonial's row, so the testimonial
       follows the form closely whichever column is longer (a security topic's form is shorter). */
    grid-template-areas: 'head next' 'form next' 'form setup' 'form proof' 'quote proof' '. proof';
    grid-template-rows: auto auto auto auto auto 1fr;
  }
  /* The panel-first composition (a brand sold by demo, tenant config salesPages.contact): who
     answers and when at the start, beside the heading, what the demo covers and the form; the
     setup picture and the testimonial under it, so the start column runs down beside the form; the
     customers as one logo row across the page under both, between hairlines. */
  @media (min-width: 900px) {
    &[data-composition='panel-first'] {
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      grid-template-areas: 'next head' 'next agenda' 'next form' 'setup form' 'quote form' 'proof proof';
      grid-template-rows: auto auto auto auto 1fr auto;
    }
    /* Another topic (by a link or chosen in the form) has no demo parts, and no row waits for them:
       an empty agenda row took a share of the panel's height, a blank block between the heading and
       the first field; the panel's height beyond the heading goes to the form's first row. */
    &[data-composition='panel-first']:not([data-demo]) {
      grid-template-areas: 'next head' 'next form' 'quote form' 'proof proof';
      grid-template-rows: auto auto 1fr auto;
    }
    &[data-composition='panel-first'] > [data-testid='contact-proof'] {
      padding-block: 20px;
      border-block: 1px solid var(--tt-edge);
    }
    &[data-composition='panel-first'] > [data-testid='contact-proof'] > div {
      grid-template-columns: none;
    }
    &[data-composition='panel-first'] > [data-testid='contact-proof'] ul {
      justify-content: space-between;
      column-gap: 32px;
    }
  }
`;

/**
 * The reassurance panel in the brand's look (worker/ui/look.ts): a filled look's soft lifted card,
 * a ruled look's white sheet under the brand's rule, square.
 */
const aside = css`
  padding: 24px;
  border: 1px solid var(--tt-edge);
  border-block-start: var(--tt-rule) solid var(--tt-top);
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-card);
  box-shadow: var(--tt-lift);
  h2 {
    margin: 0 0 16px;
    font-size: 1.25rem;
  }
  ul {
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: 24px minmax(0, 1fr);
    gap: 12px;
    align-items: start;
  }
  /* The other kind of topic's answer, until a topic chosen in the form asks for it. */
  &[data-shown='false'] [data-security],
  &[data-shown='true'] li:not([data-security]):not(.when) {
    display: none;
  }
  li.who {
    grid-template-columns: 44px minmax(0, 1fr);
    align-items: start;
  }
  /* The title on its own line under the name, whole: never broken after its first word. */
  .person strong,
  .person span {
    display: block;
  }
  .person span {
    color: var(--tt-muted-text);
  }
  li.when {
    padding: 12px;
    margin-inline: -12px;
    border: 1px solid color-mix(in srgb, var(--tt-primary) 35%, var(--tt-background));
    border-radius: var(--tt-radius, 8px);
    background: color-mix(in srgb, var(--tt-primary) 8%, var(--tt-card));
  }
  /* A ruled look lists the three answers between hairlines, the reply time under the brand's colour. */
  html[data-look~='ruled'] & ul {
    gap: 0;
  }
  /* Dense: at 1280 × 900 the panel still ends in the first screen beside the form, under the demo's agenda. */
  html[data-look~='ruled'] & li {
    padding-block: 6px;
    border-block-start: 1px solid var(--tt-edge);
  }
  html[data-look~='ruled'] & li.when {
    margin-inline: 0;
    padding: 6px 0;
    border-width: 1px 0 0;
    border-color: var(--tt-edge);
    background: none;
  }
  html[data-look~='ruled'] & li.when strong {
    color: var(--tt-link, var(--tt-primary));
  }
  svg {
    margin-top: 2px;
    color: var(--tt-primary);
  }
  p {
    margin: 0;
  }
  a {
    color: var(--tt-link);
    overflow-wrap: anywhere;
  }
`;

/** The accessibility form promises two working days (its intro); every other form one. */
/** What a brand sold to employers by demo says in its own words to HR, IT and procurement (`…Employer` twins). */
const EMPLOYER_SENTENCES: readonly MessageKey[] = ['contact.next.who', 'contact.next.whoSecurity', 'contact.next.then'];

const replyTimeKey = (topic: string) =>
  topic === 'accessibility' ? 'contact.next.whenAccessibility' : ('contact.next.when' as const);

/**
 * Beside the form: who answers, when, the tenant's address and how its data is handled. A
 * security topic names the security and privacy team and the address the trust centre gives. Who
 * answers and where to write are drawn for both kinds of topic, the other kind's hidden and after
 * it, so a topic chosen in the form shows its own (client/islands/contact-form.tsx) in the same words.
 * A brand sold to employers by demo (`employer`, salesPages.contact) says who answers and what
 * follows in its own words, for HR, IT and procurement.
 */
export function ContactNext({ ctx, topic, employer }: { ctx: PageContext; topic: string; employer?: boolean }) {
  const t = employer ? employerWords(ctx.t, EMPLOYER_SENTENCES) : ctx.t;
  const tenant = ctx.resolved.tenant;
  const security = NO_GROUP_SIZE.includes(topic);
  // The security team's parts are marked; the shown kind's parts carry the test ids, the other
  // kind's are hidden by the stylesheet (data-shown).
  const id = (part: string, of: boolean) => (of === security ? part : undefined);
  const address = (of: boolean, mail: string) => (
    <li data-security={of || undefined} data-testid={id('contact-address', of)}>
      <Mail aria-hidden="true" width={22} height={22} />
      <p>
        {t(of ? 'page.contact.securityPrompt' : 'page.contact.emailPrompt')} <a href={`mailto:${mail}`}>{mail}</a>.{' '}
        <a href={buildHref(trustCentrePath(tenant), ctx)}>{t('page.contact.dataHandling')}</a>
      </p>
    </li>
  );
  return (
    <aside className={aside} aria-labelledby="contact-next" data-testid="contact-next" data-shown={security}>
      <h2 id="contact-next">{t('contact.next.heading')}</h2>
      <ul>
        <li data-testid={id('contact-who', false)} className="who">
          <InitialsAvatar name={tenant.contactTeam.name} />
          <div>
            <p className="person">
              <strong>{tenant.contactTeam.name}</strong>
              <span>{tenant.contactTeam.role[ctx.pageLocale as AuthoredLocale] ?? tenant.contactTeam.role.en}</span>
            </p>
            <p>{t('contact.next.who', { name: tenant.name })}</p>
          </div>
        </li>
        <li data-security data-testid={id('contact-who', true)}>
          <ShieldCheck aria-hidden="true" width={22} height={22} />
          <div>
            <p className="person">
              <strong>{t('contact.next.securityTeam', { name: tenant.name })}</strong>
            </p>
            <p>{t('contact.next.whoSecurity', { name: tenant.name })}</p>
          </div>
        </li>
        <li data-testid="contact-when" className="when">
          <Clock aria-hidden="true" width={22} height={22} />
          <p>
            <strong>{t(replyTimeKey(topic))}</strong> {t('contact.next.then')}
          </p>
        </li>
        {address(false, tenant.contactEmail)}
        {address(true, securityContactOf(tenant))}
      </ul>
    </aside>
  );
}
