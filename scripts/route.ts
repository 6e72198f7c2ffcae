// npm run route -- <url> [more urls]: prints what the worker will do with each URL and why,
// through the worker's own request decision (scripts/route-verdict.ts → worker/request-decision.ts:
// tenant, locale, redirect table, handoff, pages, legacy fallback). TENANT, APP_ORIGIN and
// LEGACY_ORIGIN are read from the environment.
import { parseSettings } from '../worker/env-schema.ts';
import { routeEnv, routeVerdict } from './route-verdict.ts';
import { exitOnHelpOrUnknownOption, usageText } from './cli-usage.ts';
import { CLI_USAGES } from './cli-usages.ts';

exitOnHelpOrUnknownOption(process.argv.slice(2), CLI_USAGES.route!);

// Through the worker's own env schema: a bad value fails here as it would in wrangler dev.
const env = routeEnv(process.env);
parseSettings(env as unknown as Record<string, unknown>);
const urls = process.argv.slice(2).filter((a) => a !== '--');
if (urls.length === 0) {
  console.error(`route: no URL given\n\n${usageText(CLI_USAGES.route!)}`);
  process.exit(2);
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
  console.log(routeVerdict(url, env).text);
}
process.exit(failed ? 1 : 0);
