/** /accessibility: the accessibility statement, its figures from the build (worker/generated/accessibility-facts.ts). */
import { formatDate, formatNumber } from '../../common/format.ts';
import { buildHref } from '../../common/links.ts';
import { colonOf } from '../../common/i18n/format-list.ts';
import { ACCESSIBILITY_FACTS } from '../generated/accessibility-facts.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { Facts } from '../ui/cards.tsx';
import { PageIntro, Prose } from '../ui/prose.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'accessibility',
  paths: ['/accessibility'],
  brands: ['default', 'cofi'],
  content: 'copy',
  meta: { contentLayout: 'narrow' },
} as const satisfies RouteDeclaration;

/** Where the statement's "report a problem" form lands: the support form with the accessibility category chosen. */
export const ACCESSIBILITY_REPORT_PATH = '/contact?topic=accessibility';

/** A private-use character no message contains: where the date element goes in the status sentence. */
const DATE_SLOT = '\uE000';

/**
 * The statement: target, status and the figures of the last check (the build's date, the pages
 * the axe test audits, counted from its own list), the copy (how we check, known limitations), the
 * WCAG 2.2 criteria our own browser tests check (compiler/accessibility/wcag-checks.ts, the list the
 * tests take their names from), then how to report a problem: the contact address and the support form.
 * Every word is a message (`a11y.*`), each WCAG check's name and method too, keyed by its criterion.
 */
export function AccessibilityPage({ ctx, page }: PageProps) {
  const { tenant } = ctx.resolved;
  const { t, locale } = ctx;
  const { checkedOn, auditedPages, wcagChecks, wcagWalkedPages, wcagWidths } = ACCESSIBILITY_FACTS;
  // The unit is the message's: Arabic writes it once after both widths ("390 و1,280 بكسل").
  const px = (w: number) => formatNumber(w, locale);
  const date = <time dateTime={checkedOn}>{formatDate(checkedOn, locale)}</time>;
  // The date sits inside the translated sentence as an element: the message marks its place.
  const [beforeDate, afterDate] = t('a11y.status.text', { date: DATE_SLOT }).split(DATE_SLOT);
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <Facts
        items={[
          { label: t('a11y.facts.target'), value: 'WCAG 2.2 AA' },
          { label: t('a11y.facts.checkedOn'), value: date },
          { label: t('a11y.facts.audited'), value: formatNumber(auditedPages, locale) },
          { label: t('a11y.facts.criteria'), value: formatNumber(wcagChecks.length, locale) },
        ]}
      />
      <p>
        <strong>{t('a11y.status.label')}</strong> {beforeDate}
        {date}
        {afterDate}
      </p>
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <h2 id="beyond-axe">{t('a11y.beyondAxe.heading')}</h2>
      <p>
        {t('a11y.beyondAxe.intro', {
          pages: formatNumber(wcagWalkedPages, locale),
          narrow: px(Math.min(...wcagWidths)),
          wide: px(Math.max(...wcagWidths)),
        })}
      </p>
      <ul>
        {wcagChecks.map((check) => (
          <li key={check.criterion}>
            <strong>
              {t('a11y.check.label', {
                criterion: check.criterion,
                name: t(`a11y.check.${check.criterion}.name` as MessageKey),
                level: check.level,
              })}
            </strong>{' '}
            {t(`a11y.check.${check.criterion}.how` as MessageKey)}.
          </li>
        ))}
      </ul>
      <h2 id="report">{t('a11y.report.heading')}</h2>
      <p>{t('a11y.report.intro', { tenant: tenant.name })}</p>
      <ul>
        <li>
          {t('a11y.report.email')}
          {colonOf(ctx.pageLocale)}
          <a href={`mailto:${tenant.contactEmail}?subject=${encodeURIComponent(t('a11y.report.mailSubject'))}`}>
            {tenant.contactEmail}
          </a>
        </li>
        <li>
          <a href={buildHref(ACCESSIBILITY_REPORT_PATH, ctx)}>{t('a11y.report.form')}</a>
        </li>
        <li>
          {t('a11y.report.contrastQuestion')}{' '}
          <a href={buildHref('/?theme=highcontrast', ctx)}>{t('a11y.report.contrastLink')}</a>.{' '}
          {t('a11y.report.contrastKeeps')}
        </li>
      </ul>
    </>
  );
}

export default AccessibilityPage;
