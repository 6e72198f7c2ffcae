// npm run route -- <url> [more urls]: prints what the worker will do with each URL and why,
// by running the worker's own decision functions (tenant resolution, redirect table, handoff,
// pages, legacy fallback). TENANT, APP_ORIGIN and LEGACY_ORIGIN are read from the environment.
import { parseSettings } from '../worker/env-schema.ts';
import { decideRoute, type Decision } from '../worker/routing/decide.ts';
import { tenantOrigins } from '../worker/tenants/origins.ts';
import { resolveTenant, resolveUpstreamTenant } from '../worker/tenants/resolve.ts';
import { exitOnHelpOrUnknownOption, usageText } from './cli-usage.ts';
import { CLI_USAGES } from './cli-usages.ts';

exitOnHelpOrUnknownOption(process.argv.slice(2), CLI_USAGES.route!);

// Through the worker's own env schema: a bad value fails here as it would in wrangler dev.
const settings = parseSettings({
  TENANT: process.env.TENANT ?? 'default',
  APP_ORIGIN: process.env.APP_ORIGIN,
  LEGACY_ORIGIN: process.env.LEGACY_ORIGIN,
});
const urls = process.argv.slice(2).filter((a) => a !== '--');
if (urls.length === 0) {
  console.error(`route: no URL given\n\n${usageText(CLI_USAGES.route!)}`);
  process.exit(2);
}

function explain(decision: Decision): string {
  switch (decision.kind) {
    case 'reject':
      return `reject ${decision.status}: ${decision.reason}`;
    case 'clean-path':
      return `redirect 308 → ${decision.location}\n  why:    the path could be read as another host or carries a backslash or control character`;
    case 'redirect':
      return `redirect ${decision.status} → ${decision.location}\n  rule:   ${decision.rule.source} ${decision.rule.destination} (${decision.rule.file}:${decision.rule.line})`;
    case 'rewrite':
      return `proxy (rewrite 200) → ${decision.upstream}\n  rule:   ${decision.rule.source} (${decision.rule.file}:${decision.rule.line})`;
    case 'handoff':
      return `app handoff (${decision.mode}) → ${decision.upstream}\n  rule:   ${decision.rule.source} app: (${decision.rule.file}:${decision.rule.line})`;
    case 'page':
      return `page "${decision.route.name}" (route ${decision.route.pattern}${Object.keys(decision.params).length ? `, params ${JSON.stringify(decision.params)}` : ''}) → streamed React page, 200`;
    case 'tenant-file':
      return `tenant file ${decision.file}, generated from the tenant config`;
    case 'legacy':
      return `legacy host (${decision.mode}) → ${decision.upstream}\n  why:    no page, redirect or handoff matches, and this tenant has a legacy host`;
    case 'not-found':
      return '404 page\n  why:    no page, redirect or handoff matches, and no legacy host serves this request (the tenant has none, or a preview on a host whose tenant has none)';
  }
}

let failed = false;
for (const raw of urls) {
  let url: URL;
  try {
    url = new URL(raw.includes('://') ? raw : `https://${raw}`);
  } catch {
    console.error(`${raw}: not a URL`);
    failed = true;
    continue;
  }
  const resolved = resolveTenant(url, settings.tenant);
  const upstream = resolveUpstreamTenant(url, resolved, settings.tenant);
  const decision = decideRoute(url, resolved, tenantOrigins(upstream.tenant, url.host, settings), upstream);
  const upstreams = upstream.id !== resolved.id ? `\n  upstreams: ${upstream.id} — ${upstream.reason}` : '';
  console.log(
    `${url.href}\n  tenant: ${resolved.id}${resolved.id !== resolved.baseId ? ` (base ${resolved.baseId})` : ''} — ${resolved.reason}${upstreams}\n  does:   ${explain(decision)}\n`,
  );
}
process.exit(failed ? 1 : 0);
