/** /get/apk: the signed APK for devices without Google Play, when the tenant ships one. */
import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import type { PageProps } from './page-props.ts';
import { download, StoreBadges } from './app-parts.tsx';
import type { RouteDeclaration } from './page-module.ts';
import { AppLeaderboard } from '../ui/page-visuals.tsx';

export const route = {
  name: 'get-apk',
  paths: ['/get/apk'],
  brands: ['default'],
  content: 'copy',
} as const satisfies RouteDeclaration;

/** /get/apk: the signed APK for devices without Google Play, when the tenant ships one. */
export function GetApkPage({ ctx, page }: PageProps) {
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
      {tenant.apk ? (
        <>
          <p>
            <a className={download} href={tenant.apk.url} download data-testid="apk-download">
              Download the {tenant.name} APK
            </a>
          </p>
          <p>
            SHA-256 of this release: <code data-testid="apk-sha256">{tenant.apk.sha256}</code>
          </p>
        </>
      ) : (
        <p data-testid="apk-unavailable">{tenant.name} is available from the app stores only.</p>
      )}
      <StoreBadges iOSAppStoreId={tenant.iOSAppStoreId} androidPackageId={tenant.androidPackageId} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={page} ctx={ctx} />
    </>
  );
}

export default GetApkPage;
