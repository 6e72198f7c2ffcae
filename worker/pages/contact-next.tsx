/**
 * What the contact page says beside and under its form: who answers (the tenant's team, by the
 * name its config gives), how fast (the reply time the page's copy promises), the tenant's own
 * address, and proof from the content data (its showcase customers and first testimonial).
 * Nothing here is an action competing with "Send message": one address, one quiet link.
 */
import { Clock, Mail, UserRound } from 'lucide-react';
import { css } from '../../common/styles.ts';
import { buildHref } from '../../common/links.ts';
import type { Translate } from '../i18n/messages.ts';
import { trustCentrePath } from '../trust/trust-centre-path.ts';
import { CustomerProof, proofOf } from '../ui/customer-proof.tsx';
import type { PageContext } from '../page-context.ts';

/** The form's column and the aside beside it from 900 px; one column below. */
export const contactColumns = css`
  display: grid;
  gap: 32px 56px;
  align-items: start;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
  > * {
    min-width: 0;
  }
`;

const aside = css`
  padding: 24px;
  border: 1px solid color-mix(in srgb, var(--tt-muted-text) 28%, var(--tt-background));
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-surface);
  h2 {
    margin: 0 0 16px;
    font-size: 1.25rem;
  }
  ul {
    display: grid;
    gap: 16px;
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

/** Beside the form: who answers, when, the tenant's address and how its data is handled. */
export function ContactNext({ ctx, topic }: { ctx: PageContext; topic: string }) {
  const { t } = ctx;
  const tenant = ctx.resolved.tenant;
  return (
    <aside className={aside} aria-labelledby="contact-next" data-testid="contact-next">
      <h2 id="contact-next">{t('contact.next.heading')}</h2>
      <ul>
        <li data-testid="contact-who">
          <UserRound aria-hidden="true" width={22} height={22} />
          <p>{t('contact.next.who', { name: tenant.name })}</p>
        </li>
        <li data-testid="contact-when">
          <Clock aria-hidden="true" width={22} height={22} />
          <p>
            {t(replyTimeKey(topic))} {t('contact.next.then')}
          </p>
        </li>
        <li data-testid="contact-address">
          <Mail aria-hidden="true" width={22} height={22} />
          <p>
            {t('page.contact.emailPrompt')} <a href={`mailto:${tenant.contactEmail}`}>{tenant.contactEmail}</a>.{' '}
            <a href={buildHref(trustCentrePath(tenant), ctx)}>{t('page.contact.dataHandling')}</a>
          </p>
        </li>
      </ul>
    </aside>
  );
}

const proofSection = css`
  margin-block: 48px 0;
  h2 {
    margin: 0 0 24px;
  }
`;

/** Under the form: the tenant's showcase customers and its first testimonial (content data). */
export function ContactProof({ ctx, t }: { ctx: PageContext; t: Translate }) {
  const tenant = ctx.resolved.tenant;
  const proof = proofOf(tenant.id, ctx.pageLocale);
  if (!proof) return null;
  return (
    <section className={proofSection} aria-labelledby="contact-proof" data-testid="contact-proof">
      <h2 id="contact-proof">{t('contact.proof.heading', { name: tenant.name })}</h2>
      <CustomerProof proof={proof} logosLabel={t('contact.proof.customers', { name: tenant.name })} quoteFirst />
    </section>
  );
}
