// One way for every `npm run` command to explain itself: `--help` (or `-h`) prints its usage and
// exits 0; an option it does not know prints the problem and the usage and exits 2, so a typo never
// runs a deploy or a report with defaults. Each command declares its usage once (CLI_USAGES below,
// so the tests and the bash scripts read the same text); `node --import tsx scripts/cli-usage.ts
// <command> [args]` answers for scripts written in bash (bench, soak).
import { pathToFileURL } from 'node:url';

export interface CliUsage {
  /** How to call it: `npm run route -- <url> [url …]`. */
  command: string;
  /** What it does, in a line or two. */
  summary: string;
  /** Options as written on the command line, a value as `<name>`: `['--days <n>', 'window in days…']`. */
  options?: readonly (readonly [string, string])[];
  /** Environment variables it reads, with their default. */
  env?: readonly (readonly [string, string])[];
  examples: readonly string[];
}

/** The usage as printed: command, summary, options, environment, examples. */
export function usageText(usage: CliUsage): string {
  const table = (rows: readonly (readonly [string, string])[]) => {
    const width = Math.max(...rows.map(([name]) => name.length));
    return rows.map(([name, text]) => `  ${name.padEnd(width)}  ${text}`);
  };
  return [
    `usage: ${usage.command}`,
    '',
    usage.summary,
    '',
    'options:',
    ...table([...(usage.options ?? []), ['-h, --help', 'print this help and exit']]),
    ...(usage.env?.length ? ['', 'environment:', ...table(usage.env)] : []),
    '',
    usage.examples.length > 1 ? 'examples:' : 'example:',
    ...usage.examples.map((e) => `  ${e}`),
  ].join('\n');
}

/** What the arguments ask before the command runs: help, a refusal, or go on. */
export type CliVerdict = { exit: 0; out: string } | { exit: 2; err: string } | null;

/**
 * Reads the arguments against the usage's options: `--help` or `-h` anywhere → the usage (exit 0);
 * an option the usage does not list → the problem and the usage (exit 2); else null. An option
 * written with `<value>` takes the next argument (or `--name=value`); `--` and arguments that are
 * not options are left to the command.
 *
 * @example
 * readCliArgs(['--days', '7'], REPORT_USAGE) // null
 * readCliArgs(['--dyas', '7'], REPORT_USAGE) // { exit: 2, err: 'unknown option --dyas\n\nusage: …' }
 */
export function readCliArgs(argv: readonly string[], usage: CliUsage): CliVerdict {
  if (argv.includes('--help') || argv.includes('-h')) return { exit: 0, out: usageText(usage) };
  const takesValue = new Map(
    (usage.options ?? []).map(([spec]) => [spec.split(/[ =]/)[0]!, /<[^>]+>/.test(spec)] as const),
  );
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (!arg.startsWith('-')) continue;
    const name = arg.split('=')[0]!;
    if (!takesValue.has(name)) return { exit: 2, err: `unknown option ${arg}\n\n${usageText(usage)}` };
    if (takesValue.get(name) && !arg.includes('=')) i++;
  }
  return null;
}

/**
 * For a script's first lines: answers `--help` and refuses unknown options (printing, then ending
 * the process), else returns and the script goes on.
 */
export function exitOnHelpOrUnknownOption(argv: readonly string[], usage: CliUsage): void {
  const verdict = readCliArgs(argv, usage);
  if (!verdict) return;
  if (verdict.exit === 0) console.log(verdict.out);
  else console.error(verdict.err);
  process.exit(verdict.exit);
}

// Run as a script: the answer for a bash command (bench, soak), which calls this only when it was
// given arguments, since it takes none of its own.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { CLI_USAGES } = await import('./cli-usages.ts');
  const [name = '', ...args] = process.argv.slice(2);
  const usage = CLI_USAGES[name];
  if (!usage) {
    console.error(`cli-usage: no usage for "${name}"; known: ${Object.keys(CLI_USAGES).join(', ')}`);
    process.exit(2);
  }
  exitOnHelpOrUnknownOption(args, usage);
  // Arguments that are not options: these commands take none.
  if (args.some((a) => a !== '--')) {
    console.error(`unexpected argument ${args.find((a) => a !== '--')}\n\n${usageText(usage)}`);
    process.exit(2);
  }
}
