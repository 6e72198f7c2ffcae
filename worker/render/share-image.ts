import type { RouteMeta } from '../routes/page-route.ts';

/** Size of every share image: the 1.91:1 card that Open Graph and X (summary_large_image) show whole. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where `npm run build` (scripts/build-og-images.ts) writes a tenant's share image under dist/client. */
export function shareImagePath(tenantId: string): string {
  return `/og/${tenantId}.png`;
}

/** The route's own share image, else the tenant's; a path is resolved on the tenant's home URL. */
export function shareImageUrl(meta: RouteMeta, tenantId: string, homeUrl: string): string {
  return new URL(meta.image ?? shareImagePath(tenantId), homeUrl).href;
}
