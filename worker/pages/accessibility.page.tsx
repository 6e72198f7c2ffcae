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
 * the axe test audits, counted from its own list), the copy (how we check, known limitations),
 * then how to report a problem: the tenant's contact address and the support form.
 */
export function AccessibilityPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const { checkedOn, auditedPages } = ACCESSIBILITY_FACTS;
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
        ]}
      />
      <p>
        <strong>Status: partially conformant.</strong> The pages this site renders meet WCAG 2.2 level AA as far as the
        checks below reach; the known limitations are the exceptions, and we list them rather than claim more. This
        statement was last reviewed with the build of {formatDate(checkedOn, ctx.locale)}.
      </p>
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
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
