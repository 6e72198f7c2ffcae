// npm run lighthouse: a Lighthouse report of the site as it runs locally (scripts/lighthouse-run.ts).
import { exitOnHelpOrUnknownOption } from './cli-usage.ts';
import { CLI_USAGES } from './cli-usages.ts';

exitOnHelpOrUnknownOption(process.argv.slice(2), CLI_USAGES.lighthouse!);
// Loaded once the arguments are read: `--help` and a refused option answer without loading
// Chromium's driver, the worker's modules and the rest.
await import('./lighthouse-run.ts');
