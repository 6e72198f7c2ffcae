// The site's rules (scripts/cms/site-rules.ts), bundled into dist/src/site-rules.js by compileCms
// (scripts/cms/strapi-process.ts). Declared here for the CMS's own tsc; keep in step with that file.
export interface SiteProblem {
  path: string;
  message: string;
}
export type Brand = 'default' | 'cofi';
export function brandName(brand: Brand): string;
export function pageBrands(path: string): Brand[] | null;
export function brandOrigin(brand: Brand, siteUrl: string): string;
export function brandOrigins(siteUrl: string): string[];
export function previewOrigin(path: string, siteUrl: string): string | null;
export function siteLocales(): { code: string; name: string; isDefault: boolean }[];
export function sitePath(path: string, locale: string | undefined): string;
export function checkPage(entry: Record<string, unknown>): SiteProblem[];
export function isSiteMenu(key: string): boolean;
export function checkMenuTree(key: string, tree: unknown, locale?: string): SiteProblem[];
export function sitePages(): { path: string; shown_on: string }[];
export function menuBrands(key: string): Brand[];
export function offeredInMenu(key: string, path: string): boolean;
export function checkLandingPage(entry: Record<string, unknown>, sameAddress?: string): SiteProblem[];
export function landingPreviewPath(entry: { slug?: unknown; brand?: unknown }): { brand: Brand; path: string } | null;
