/**
 * The brands: the base tenants, each with its own route set, content and deployment. Subtenants
 * (tenants/*.json with a `base`) belong to one of them. One list, read by the tenant schema, the
 * content schema, the route table, the env schema (`TENANT`) and the tests.
 */
export const BRANDS = ['default', 'cofi'] as const;

export type Brand = (typeof BRANDS)[number];
