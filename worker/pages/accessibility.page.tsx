/** /accessibility: the accessibility statement, its figures from the build (worker/generated/accessibility-facts.ts). */
import { formatDate, formatNumber } from '../../common/format.ts';
import { buildHref } from '../../common/links.ts';
import { ACCESSIBILITY_FACTS } from '../generated/accessibility-facts.ts';
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

/**
 * The statement: target, status and the figures of the last check (the build's date, the pages
 * the axe test audits, counted from its own list), the copy (how we check, known limitations), the
 * WCAG 2.2 criteria our own browser tests check (build/accessibility/wcag-checks.ts, the list the
 * tests take their names from), then how to report a problem: the contact address and the support form.
 */
export function AccessibilityPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const { checkedOn, auditedPages, wcagChecks, wcagWalkedPages, wcagWidths } = ACCESSIBILITY_FACTS;
  const widths = wcagWidths.map((w) => `${formatNumber(w, ctx.locale)} px`).join(' and ');
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <Facts
        items={[
          { label: 'conformance target', value: 'WCAG 2.2 AA' },
          {
            label: 'date of the last check',
            value: <time dateTime={checkedOn}>{formatDate(checkedOn, ctx.locale)}</time>,
          },
          {
            label: 'pages audited by axe in Chromium on every test run',
            value: formatNumber(auditedPages, ctx.locale),
          },
          {
            label: 'WCAG 2.2 criteria checked by our own browser tests, beyond axe',
            value: formatNumber(wcagChecks.length, ctx.locale),
          },
        ]}
      />
      <p>
        <strong>Status: partially conformant.</strong> The pages this site renders meet WCAG 2.2 level AA as far as the
        checks below reach; the known limitations are the exceptions, and we list them rather than claim more. This
        statement was last reviewed with the build of {formatDate(checkedOn, ctx.locale)}.
      </p>
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <h2 id="beyond-axe">What our browser tests check beyond axe</h2>
      <p>
        Automated rules cannot judge everything. These criteria have tests of their own, run in Chromium on every test
        run on both of our site designs, the page-wide ones on {formatNumber(wcagWalkedPages, ctx.locale)} pages at{' '}
        {widths} wide:
      </p>
      <ul>
        {wcagChecks.map((check) => (
          <li key={check.criterion}>
            <strong>
              {check.criterion} {check.name} (level {check.level}):
            </strong>{' '}
            {check.how}.
          </li>
        ))}
      </ul>
      <h2 id="report">Report a problem</h2>
      <p>
        If something on this site is hard or impossible for you to use, tell us: the page, what you were trying to do
        and what got in the way. A person on the {tenant.name} team answers within two working days and tells you what
        we will change and when.
      </p>
      <ul>
        <li>
          Email <a href={`mailto:${tenant.contactEmail}?subject=Accessibility`}>{tenant.contactEmail}</a>
        </li>
        <li>
          Use the <a href={buildHref(ACCESSIBILITY_REPORT_PATH, ctx)}>support form for accessibility problems</a>
        </li>
        <li>
          Need higher contrast now?{' '}
          <a href={buildHref('/?theme=highcontrast', ctx)}>Open the site in the high-contrast theme</a>; every link
          keeps it.
        </li>
      </ul>
    </>
  );
}

export default AccessibilityPage;
