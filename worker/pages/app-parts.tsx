import { css } from '../../common/styles.ts';

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
/** The download button of the app pages (/go's calendar link, /get/apk's file). */
export const download = css`
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
