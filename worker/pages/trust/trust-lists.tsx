import { Island } from '../../../common/islands/island.tsx';
import DeviceFilter from '../../../client/islands/device-filter.tsx';
import { buildHref } from '../../../common/links.ts';
import type { TrustCentre } from '../../trust/trust-schema.ts';
import type { Tenant } from '../../tenants/schema.ts';
import { fillPlaceholders } from '../../ui/prose.tsx';
import { SSO_PROVIDER_NAMES } from '../app-offers.tsx';
import type { PageContext } from '../page-context.ts';
import { css } from '../../../common/styles.ts';
import { factCard, tableFrame } from './trust-styles.ts';

/** Columns wide enough to read on a phone: the frame scrolls sideways instead of squeezing them. */
const subProcessorColumns = css`
  th,
  td {
    min-width: 12rem;
  }
`;
import { SECURITY_TXT_PATH } from '../../trust/security-txt.ts';

/** The tenant's identity providers from its `ssoConfig`, or whom to ask when it lists none. */
export function SsoProviders({ providers, tenant }: { providers: readonly string[]; tenant: Tenant }) {
  if (!providers.length)
    return (
      <p data-testid="sso-providers">
        Single sign-on is not set up for {tenant.name}; ask {tenant.contactEmail} which identity providers it can use.
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
export function ConnectedDevices({ facts, tenant }: { facts: TrustCentre; tenant: Tenant }) {
  const rows = facts.providers.map((p) => ({
    id: p.id,
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
        label: 'Filter by device, app or data',
        deprecatedLabel: 'Deprecated',
        noMatch: 'No provider matches',
      }}
    />
  );
}

const formatDay = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** The sub-processors with the date the list last changed, and the contact topic that tells of changes. */
export function SubProcessors({ facts, tenant, ctx }: { facts: TrustCentre; tenant: Tenant; ctx: PageContext }) {
  return (
    <>
      <div
        className={`${tableFrame} ${subProcessorColumns}`}
        tabIndex={0}
        role="region"
        aria-label="Sub-processors"
        data-testid="sub-processors"
      >
        <table>
          <thead>
            <tr>
              <th scope="col">Sub-processor</th>
              <th scope="col">Purpose</th>
              <th scope="col">Region</th>
            </tr>
          </thead>
          <tbody>
            {facts.subProcessors.map((s) => (
              <tr key={s.name}>
                <th scope="row">{s.name}</th>
                <td>{fillPlaceholders(s.purpose, tenant)}</td>
                <td>{fillPlaceholders(s.region, tenant)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Last changed:{' '}
        <time dateTime={facts.subProcessorsChanged}>{formatDay(facts.subProcessorsChanged, ctx.locale)}</time>.{' '}
        <a href={buildHref('/contact?topic=subprocessors', ctx)}>Ask to be told when this list changes</a>.
      </p>
    </>
  );
}

/** Where a security reviewer sends a questionnaire, asks for the DPA, or reports a vulnerability. */
export function ReviewRequests({ tenant, ctx }: { tenant: Tenant; ctx: PageContext }) {
  return (
    <div className={factCard} data-testid="review-requests">
      <p>
        <a href={buildHref('/contact?topic=security', ctx)}>Send a security questionnaire or ask for the DPA</a>
      </p>
      <p>
        Found a vulnerability? Write to <a href={`mailto:${tenant.contactEmail}`}>{tenant.contactEmail}</a>; our{' '}
        <a href={SECURITY_TXT_PATH}>security.txt</a> names the same address.
      </p>
    </div>
  );
}
