/**
 * What the contact page says beside and under its form: who answers (the tenant's team, by the
 * name its config gives), how fast (the reply time the page's copy promises), the tenant's own
 * address, and proof from the content data (its showcase customers and first testimonial).
 * Nothing here is an action competing with "Send message": one address, one quiet link.
 */
import { Clock, Mail, ShieldCheck } from 'lucide-react';
import { css } from '../../common/styles.ts';
import { buildHref } from '../../common/links.ts';
import { trustCentrePath } from '../trust/trust-centre-path.ts';
import { securityContactOf } from '../tenants/security-contact.ts';
import { InitialsAvatar } from '../ui/initials-avatar.tsx';
import type { PageContext } from '../page-context.ts';
import type { AuthoredLocale } from '../../common/i18n/locales.ts';

/**
 * Heading, what happens next, the form, a testimonial: in that order on a phone (who answers and
 * when is read before the form, not a screen after it); from 900 px the form on the left with the
 * other two beside it, so the right column is full to the form's end.
 */
export const contactColumns = css`
  display: grid;
  gap: 24px 56px;
  align-items: start;
  > * {
    min-width: 0;
  }
  > [data-area='head'] {
    grid-area: head;
  }
  > [data-area='head'] p {
    max-width: 65ch;
  }
  > [data-area='form'] {
    grid-area: form;
  }
  > aside {
    grid-area: next;
  }
  > figure {
    grid-area: quote;
  }
  > section {
    grid-area: proof;
  }
  grid-template-areas: 'head' 'next' 'form' 'quote' 'proof';
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-areas: 'head head' 'form next' 'form quote' 'form proof';
    grid-template-rows: auto auto auto 1fr;
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
  li.who {
    grid-template-columns: 44px minmax(0, 1fr);
    align-items: start;
  }
  .person span {
    color: var(--tt-muted-text);
  }
  .person span::before {
    content: ' · ';
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
const replyTimeKey = (topic: string) =>
  topic === 'accessibility' ? 'contact.next.whenAccessibility' : ('contact.next.when' as const);

/** A security review or sub-processor notice goes to the security team, not to sales. */
const SECURITY_TOPICS = ['security', 'subprocessors'];

/**
 * Beside the form: who answers, when, the tenant's address and how its data is handled. A
 * security topic names the security and privacy team and the address the trust centre gives.
 */
export function ContactNext({ ctx, topic }: { ctx: PageContext; topic: string }) {
  const { t } = ctx;
  const tenant = ctx.resolved.tenant;
  const security = SECURITY_TOPICS.includes(topic);
  const address = security ? securityContactOf(tenant) : tenant.contactEmail;
  return (
    <aside className={aside} aria-labelledby="contact-next" data-testid="contact-next">
      <h2 id="contact-next">{t('contact.next.heading')}</h2>
      <ul>
        {security ? (
          <li data-testid="contact-who">
            <ShieldCheck aria-hidden="true" width={22} height={22} />
            <div>
              <p className="person">
                <strong data-testid="contact-person">{t('contact.next.securityTeam', { name: tenant.name })}</strong>
              </p>
              <p>{t('contact.next.whoSecurity', { name: tenant.name })}</p>
            </div>
          </li>
        ) : (
          <li data-testid="contact-who" className="who">
            <InitialsAvatar name={tenant.contactTeam.name} />
            <div>
              <p className="person">
                <strong data-testid="contact-person">{tenant.contactTeam.name}</strong>
                <span>{tenant.contactTeam.role[ctx.pageLocale as AuthoredLocale] ?? tenant.contactTeam.role.en}</span>
              </p>
              <p>{t('contact.next.who', { name: tenant.name })}</p>
            </div>
          </li>
        )}
        <li data-testid="contact-when" className="when">
          <Clock aria-hidden="true" width={22} height={22} />
          <p>
            <strong>{t(replyTimeKey(topic))}</strong> {t('contact.next.then')}
          </p>
        </li>
        <li data-testid="contact-address">
          <Mail aria-hidden="true" width={22} height={22} />
          <p>
            {t(security ? 'page.contact.securityPrompt' : 'page.contact.emailPrompt')}{' '}
            <a href={`mailto:${address}`}>{address}</a>.{' '}
            <a href={buildHref(trustCentrePath(tenant), ctx)}>{t('page.contact.dataHandling')}</a>
          </p>
        </li>
      </ul>
    </aside>
  );
}
