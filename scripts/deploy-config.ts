import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const zoneName = z.string().regex(/^(?:[a-z0-9-]+\.)+[a-z0-9-]+$/, 'must be a zone name such as teamtrek.example');

/** `deploy/zones.json`: where tenant hosts are served from in production. */
export const ZonesConfigSchema = z.strictObject({
  $comment: z.string().optional(),
  /** Zones on the platform's Cloudflare account: their hosts become custom domains of a deployment. */
  zones: z.array(zoneName).min(1),
  /**
   * Cloudflare for SaaS: hosts in no owned zone (a partner's white-label domain) are custom
   * hostnames of this zone, served by the worker as its fallback origin on a `*\/*` route.
   * `null` when no tenant uses a partner's domain.
   */
  saas: z
    .strictObject({
      zone: zoneName,
      /** The zone's id (dashboard → zone → Overview → API), for the custom hostnames API. */
      zoneId: z.string().regex(/^[0-9a-f]{32}$/, 'must be the 32 hex digits of the zone id'),
      /** A host in `zone` with an originless DNS record (AAAA 100::): partners point their hosts at it. */
      fallbackOrigin: zoneName,
      /** The base tenant whose deployment (the wrangler environment with that TENANT) is the fallback origin. */
      tenant: z.string().regex(/^[a-z0-9]+$/, 'must be a base tenant id such as default'),
    })
    .nullable(),
});
export type ZonesConfig = z.infer<typeof ZonesConfigSchema>;

export const ZONES_FILE = 'deploy/zones.json';

/** Reads and validates `deploy/zones.json`; problems are `file: field: message` lines. */
export function readZonesConfig(root: string): { config?: ZonesConfig; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(join(root, ZONES_FILE), 'utf8'));
  } catch (error) {
    return { problems: [`${ZONES_FILE}: (file): ${(error as Error).message}; create it (see README, Deploy)`] };
  }
  const result = ZonesConfigSchema.safeParse(json);
  if (!result.success)
    return { problems: result.error.issues.map((i) => `${ZONES_FILE}: ${i.path.join('.') || '(file)'}: ${i.message}`) };
  return { config: result.data, problems: [] };
}

/** One wrangler deployment: the top level of the config or one `[env.<name>]`. */
export interface Deployment {
  /** wrangler's `--env` value; '' for the top level. */
  env: string;
  /** Its `TENANT` var: the base tenant it falls back to, and whose family's hosts it serves. */
  tenant: string;
  /** Its D1 bindings (not inherited by environments in wrangler: each must declare its own). */
  d1: { binding: string; database_id?: string }[];
  /** Its `[vars]` (not inherited either). */
  vars: Record<string, unknown>;
}

export const deploymentLabel = (d: Pick<Deployment, 'env'>) =>
  d.env ? `deployment "${d.env}" (wrangler --env ${d.env})` : 'the top-level deployment';

type RawEnv = { vars?: Record<string, unknown>; d1_databases?: { binding: string; database_id?: string }[] };

/** The deployments a wrangler config defines (as `experimental_readRawConfig` returns it). */
export function deploymentsOf(raw: RawEnv & { env?: Record<string, RawEnv> }): Deployment[] {
  const one = (env: string, c: RawEnv): Deployment => ({
    env,
    tenant: String(c.vars?.TENANT ?? ''),
    d1: c.d1_databases ?? [],
    vars: c.vars ?? {},
  });
  return [one('', raw), ...Object.entries(raw.env ?? {}).map(([name, c]) => one(name, c))];
}

/** Reads the repository's wrangler.toml with wrangler's own reader. */
export async function readWranglerConfig(
  root: string,
): Promise<Record<string, unknown> & RawEnv & { env?: Record<string, RawEnv> }> {
  const { experimental_readRawConfig } = await import('wrangler');
  return experimental_readRawConfig({ config: join(root, 'wrangler.toml') }).rawConfig as Record<string, unknown> &
    RawEnv;
}
