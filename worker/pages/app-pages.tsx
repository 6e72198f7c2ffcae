import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import { css } from '../../common/styles.ts';
import { AccountProviders, OpenInApp } from './app-offers.tsx';
import type { PageProps } from './page-props.ts';

const badges = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin: 24px 0;
  img {
    display: block;
    height: 48px;
    width: auto;
  }
`;
const download = css`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 20px;
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-primary);
  color: var(--tt-on-primary);
  font-weight: 700;
  text-decoration: none;
`;

/** The App Store and Google Play badges of the tenant's apps. */
export function StoreBadges({ iOSAppStoreId, androidPackageId }: { iOSAppStoreId: string; androidPackageId: string }) {
  return (
    <p className={badges} data-testid="store-badges">
      <a href={`https://apps.apple.com/app/id${iOSAppStoreId}`} target="_blank" rel="noopener">
        <img src="/badges/app-store.svg" alt="Download on the App Store" width="144" height="48" />
      </a>
      <a href={`https://play.google.com/store/apps/details?id=${androidPackageId}`} target="_blank" rel="noopener">
        <img src="/badges/google-play.svg" alt="Get it on Google Play" width="162" height="48" />
      </a>
    </p>
  );
}

/** /get: the apps, with store badges and a link that opens the installed app. */
export function GetAppPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <StoreBadges iOSAppStoreId={tenant.iOSAppStoreId} androidPackageId={tenant.androidPackageId} />
      <OpenInApp tenant={tenant} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={page} ctx={ctx} />
    </>
  );
}

/** /go: book the meeting straight in the team's calendar (`demoBookUrl`), or ask for one with the form. */
export function GoPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <p>
        <a className={download} href={tenant.demoBookUrl} data-testid="book-directly">
          Pick a time in our calendar
        </a>
      </p>
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={page} ctx={ctx} />
    </>
  );
}

/** /integrations/fitness: the copy, then the accounts participants sign in with. */
export function FitnessIntegrationPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <AccountProviders tenant={tenant} />
      <CallsToAction page={page} ctx={ctx} />
    </>
  );
}

/** /get/apk: the signed APK for devices without Google Play, when the tenant ships one. */
export function GetApkPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
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
