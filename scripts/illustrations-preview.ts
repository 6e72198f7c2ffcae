// npm run illustrations: the illustration gallery in Chromium (scripts/illustrations-preview-run.ts).
import { exitOnHelpOrUnknownOption } from './cli-usage.ts';
import { CLI_USAGES } from './cli-usages.ts';

exitOnHelpOrUnknownOption(process.argv.slice(2), CLI_USAGES.illustrations!);
// Loaded once the arguments are read: `--help` and a refused option answer without loading
// Chromium's driver, the worker's modules and the rest.
await import('./illustrations-preview-run.ts');
