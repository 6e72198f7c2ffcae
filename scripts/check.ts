// npm run check: validates every tenant and redirect file and reports each problem with its file
// (and line), the rule broken and the fix. Exit 1 on any error; warnings are printed only.
// With --production (npm run preflight), also everything a deploy needs (scripts/preflight.ts).
import { exitOnHelpOrUnknownOption } from './cli-usage.ts';
import { CLI_USAGES } from './cli-usages.ts';

exitOnHelpOrUnknownOption(process.argv.slice(2), CLI_USAGES.check!);
// Loaded once the arguments are read: `--help` and a refused option answer without loading every check.
const { runCheck } = await import('./check-run.ts');

const { status, stdout, stderr } = await runCheck(process.argv.slice(2), process.env);
process.stderr.write(stderr);
process.stdout.write(stdout);
process.exitCode = status;
