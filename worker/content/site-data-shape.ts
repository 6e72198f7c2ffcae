import type { MenuItem } from './menus/menu-schema.ts';
import type { RedirectRule } from './redirect-rule.ts';
import type { Tenant } from '../tenants/schema.ts';

/**
 * What `npm run build` compiles from tenants/, redirects/ and content/menus/ into
 * worker/generated/site-data.ts. The type lives here, beside the code that reads it; the compiler
 * is compiler/content/build-site-data.ts, which the worker never imports.
 */
export interface SiteData {
  /** Every tenant by id, subtenants already merged over their base, all validated. */
  tenants: Record<string, Tenant>;
  /** Subtenant id → base tenant id (base tenants map to themselves). */
  baseOf: Record<string, string>;
  /** Tenant id → its rules in priority order (own file, base tenant's file, shared file). */
  redirects: Record<string, RedirectRule[]>;
  /** Menu key → its validated items (`content/menus/<key>.json`). */
  menus: Record<string, MenuItem[]>;
}

/**
 * What the worker's modules carry (worker/generated/site-data.ts): routing's data. The menus
 * travel in the content asset instead (`CONTENT.menus`), read by the pages that show them.
 */
export type WorkerSiteData = Omit<SiteData, 'menus'>;
