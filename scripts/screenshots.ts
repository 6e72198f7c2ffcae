// npm run screenshots: a contact sheet of tenant pages in Chromium (scripts/screenshots-run.ts).
import { exitOnHelpOrUnknownOption } from './cli-usage.ts';
import { CLI_USAGES } from './cli-usages.ts';

exitOnHelpOrUnknownOption(process.argv.slice(2), CLI_USAGES.screenshots!);
// Loaded once the arguments are read: `--help` and a refused option answer without loading
// Chromium's driver, the worker's modules and the rest.
await import('./screenshots-run.ts');
