/** /get: the apps, with store badges and a link that opens the installed app. */
import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import type { PageProps } from './page-props.ts';
import { OpenInApp } from '../ui/app-offers.tsx';
import { StoreBadges } from './app-parts.tsx';
import type { RouteDeclaration } from './page-module.ts';
import { AppLeaderboard } from '../ui/page-visuals.tsx';

export const route = {
  name: 'get',
  paths: ['/get'],
  brands: ['default'],
  content: 'copy',
  meta: { illustration: '/illustrations/devices.svg' },
} as const satisfies RouteDeclaration;

/** /get: the apps, with store badges and a link that opens the installed app. */
export function GetAppPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  return (
    <>
      <PageIntro
        page={page}
        tenant={tenant}
        visual={
          <AppLeaderboard
            lang={ctx.locale}
            t={ctx.t}
            pageLocale={ctx.pageLocale}
            brand={ctx.resolved.tenant.routeSet}
          />
        }
      />
      <StoreBadges iOSAppStoreId={tenant.iOSAppStoreId} androidPackageId={tenant.androidPackageId} />
      <OpenInApp tenant={tenant} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={page} ctx={ctx} />
    </>
  );
}

export default GetAppPage;
