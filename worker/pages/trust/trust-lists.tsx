import { EmailAddress } from './email-address.tsx';
import { Fragment, type ReactNode } from 'react';
import { Island } from '../../../common/islands/island.tsx';
import DeviceFilter from '../../../client/islands/device-filter.tsx';
import { buildHref } from '../../../common/links.ts';
import { isPseudoLocale, type PageLocale } from '../../../common/i18n/locales.ts';
import { islandMessage } from '../../i18n/messages.ts';
import type { SubProcessor, TrustCentre, TrustLabels } from '../../trust/trust-schema.ts';
import type { Tenant } from '../../tenants/schema.ts';
import { fillPlaceholders } from '../../ui/prose.tsx';
import { DEVICE_KIND_OF } from '../../trust/trust-catalogues.ts';
import { SSO_PROVIDER_NAMES } from '../../ui/app-offers.tsx';
import type { PageContext } from '../../page-context.ts';
import { css } from '../../../common/styles.ts';
import { formatDate } from '../../../common/format.ts';
import { tableFrame } from './trust-styles.ts';
import { IconCards } from './icon-cards.tsx';
import { FileSpreadsheet, ShieldCheck } from 'lucide-react';

/** Columns wide enough to read where the table is a table (on a phone each row is a card). */
const subProcessorColumns = css`
  @media (min-width: 600px) {
    th,
    td {
      min-width: 12rem;
    }
  }
`;
import { SECURITY_TXT_PATH } from '../../trust/security-txt.ts';
import { securityContactOf } from '../../tenants/security-contact.ts';

/**
 * A label's `{{slot}}`s replaced by nodes, each text and node its own child (as JSX with the
 * values inline rendered it, so English keeps its bytes).
 */
function slotted(template: string, slots: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/\{\{(\w+)\}\}/)
    .map((part, i) => (i % 2 ? <Fragment key={i}>{slots[part] ?? `{{${part}}}`}</Fragment> : part))
    .filter((part) => part !== '');
}

/** The tenant's identity providers from its `ssoConfig`, or whom to ask when it lists none. */
export function SsoProviders({
  providers,
  tenant,
  labels,
}: {
  providers: readonly string[];
  tenant: Tenant;
  labels: TrustLabels;
}) {
  if (!providers.length)
    return (
      <p data-testid="sso-providers">
        {slotted(labels.ssoNotSetUp, { name: tenant.name, email: tenant.contactEmail })}
      </p>
    );
  return (
    <ul data-testid="sso-providers">
      {providers.map((p) => (
        <li key={p} data-sso-provider={p}>
          {SSO_PROVIDER_NAMES[p] ?? p}
        </li>
      ))}
    </ul>
  );
}

/** Every data provider of the spec, server-rendered in full; the filter island loads on first focus or touch. */
export function ConnectedDevices({
  facts,
  tenant,
  pageLocale,
}: {
  facts: TrustCentre;
  tenant: Tenant;
  pageLocale: PageLocale;
}) {
  const rows = facts.providers.map((p) => ({
    id: p.id,
    kind: DEVICE_KIND_OF[p.id],
    name: fillPlaceholders(p.name, tenant),
    reads: fillPlaceholders(p.reads, tenant),
    ...(p.limits ? { limits: fillPlaceholders(p.limits, tenant) } : {}),
    ...(p.deprecated ? { deprecated: true } : {}),
  }));
  return (
    <Island
      name="device-filter"
      component={DeviceFilter}
      when="interaction"
      props={{
        rows,
        label: facts.labels.deviceFilter,
        deprecatedLabel: facts.labels.deprecated,
        noMatch: facts.labels.noMatch,
        showAll: facts.labels.showAllDevices,
        // "19 of 19": text the island fills as the filter changes (`trust.deviceCount`).
        countOf: islandMessage(pageLocale, 'trust.deviceCount'),
        language: isPseudoLocale(pageLocale) ? pageLocale.slice(0, 2) : pageLocale,
      }}
    />
  );
}

/**
 * A sub-processor row in words: the facts file's, or the tenant's own form service (its config's
 * company, the host the forms go to, and its country in the page's language).
 */
export function subProcessorOf(row: SubProcessor, tenant: Tenant, lang: string) {
  const purpose = fillPlaceholders(row.purpose, tenant);
  if (!('tenantField' in row))
    return { name: fillPlaceholders(row.name, tenant), purpose, region: fillPlaceholders(row.region, tenant) };
  const { name, country } = tenant.formService;
  const host = new URL(tenant.contactFormPostUrl).host;
  const region = new Intl.DisplayNames([lang], { type: 'region' }).of(country) ?? country;
  return { name: `${name} (${host})`, purpose, region };
}

/** The sub-processors with the date the list last changed, and the contact topic that tells of changes. */
export function SubProcessors({ facts, tenant, ctx }: { facts: TrustCentre; tenant: Tenant; ctx: PageContext }) {
  const { labels } = facts;
  return (
    <>
      <div
        className={`${tableFrame} ${subProcessorColumns}`}
        tabIndex={0}
        role="region"
        aria-label={labels.subProcessorsTable}
        data-testid="sub-processors"
      >
        <table>
          <thead>
            <tr>
              <th scope="col">{labels.subProcessorColumns.name}</th>
              <th scope="col">{labels.subProcessorColumns.purpose}</th>
              <th scope="col">{labels.subProcessorColumns.region}</th>
            </tr>
          </thead>
          <tbody>
            {facts.subProcessors.map((row) => {
              const s = subProcessorOf(row, tenant, ctx.locale);
              return (
                <tr key={s.name}>
                  <th scope="row">{s.name}</th>
                  <td data-label={labels.subProcessorColumns.purpose}>{s.purpose}</td>
                  <td data-label={labels.subProcessorColumns.region}>{s.region}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p>
        {labels.lastChanged}{' '}
        <time dateTime={facts.subProcessorsChanged}>{formatDate(facts.subProcessorsChanged, ctx.locale)}</time>.{' '}
        <a href={buildHref('/contact?topic=subprocessors', ctx)}>{labels.askToBeTold}</a>.
      </p>
    </>
  );
}

/**
 * Where a security reviewer sends a questionnaire, asks for the DPA, or reports a vulnerability:
 * the tenant's security contact, the address `security.txt` names too; a card each.
 */
export function ReviewRequests({ tenant, ctx, labels }: { tenant: Tenant; ctx: PageContext; labels: TrustLabels }) {
  const security = securityContactOf(tenant);
  return (
    <IconCards
      testId="review-requests"
      items={[
        {
          key: 'questionnaire',
          icon: FileSpreadsheet,
          body: (
            <p>
              <a href={buildHref('/contact?topic=security', ctx)}>{labels.reviewsAsk}</a>
            </p>
          ),
        },
        {
          key: 'vulnerability',
          icon: ShieldCheck,
          body: (
            <p>
              {slotted(labels.vulnerability, {
                email: <EmailAddress address={security} testId="security-contact" />,
                securityTxt: <a href={SECURITY_TXT_PATH}>security.txt</a>,
              })}
            </p>
          ),
        },
      ]}
    />
  );
}
