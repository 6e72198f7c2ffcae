/** /integrations/fitness: the copy, then the accounts participants sign in with. */
import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import type { PageProps } from './page-props.ts';
import { AccountProviders } from '../ui/app-offers.tsx';
import type { RouteDeclaration } from './page-module.ts';
import { TenantTrackers } from '../ui/page-visuals.tsx';

export const route = {
  name: 'integration-fitness',
  paths: ['/integrations/fitness'],
  brands: ['default'],
  content: 'copy',
} as const satisfies RouteDeclaration;

/** /integrations/fitness: the copy, then the accounts participants sign in with. */
export function FitnessIntegrationPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  return (
    <>
      <PageIntro
        page={page}
        tenant={tenant}
        visual={<TenantTrackers tenant={tenant} lang={ctx.locale} t={ctx.t} pageLocale={ctx.pageLocale} />}
      />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <AccountProviders tenant={tenant} />
      <CallsToAction page={page} ctx={ctx} />
    </>
  );
}

export default FitnessIntegrationPage;
