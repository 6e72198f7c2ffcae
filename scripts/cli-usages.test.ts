import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageText } from './cli-usage.ts';
import { CLI_USAGES } from './cli-usages.ts';

const ROOT = join(import.meta.dirname, '..');
const PACKAGE_SCRIPTS = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

/** The file an `npm run` command runs last (after its build steps): scripts/ or perf/<name>.ts or .sh. */
function fileOf(command: string): string {
  const files = [...(PACKAGE_SCRIPTS[command] ?? '').matchAll(/(?:scripts|perf)\/[\w-]+\.(?:ts|sh)/g)].map((m) => m[0]);
  if (!files.length) throw new Error(`package.json has no script "${command}" running a file of scripts/ or perf/`);
  return files.at(-1)!;
}

/** Runs the command's file as npm would, without its build steps. */
function run(command: string, args: string[]) {
  const file = fileOf(command);
  const [bin, pre] = file.endsWith('.sh') ? ['bash', []] : [process.execPath, ['--import', 'tsx']];
  return spawnSync(bin, [...pre, file, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env },
  });
}

describe.each(Object.keys(CLI_USAGES))('npm run %s', (command) => {
  it('answers --help with its options and an example, exit 0', () => {
    const result = run(command, ['--help']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe(usageText(CLI_USAGES[command]!));
    expect(result.stdout).toMatch(/\nexamples?:\n {2}\S/);
  });

  it('refuses a bogus option with the usage, exit 2', () => {
    const result = run(command, ['--no-such-option']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown option --no-such-option');
    expect(result.stderr).toContain(`usage: ${CLI_USAGES[command]!.command}`);
  });
});

describe('the usages', () => {
  it('cover every npm command whose script reads arguments', () => {
    const reading = Object.keys(PACKAGE_SCRIPTS).filter((command) => {
      let file: string;
      try {
        file = fileOf(command);
      } catch {
        return false;
      }
      return /process\.argv|"\$@"|\$1/.test(readFileSync(join(ROOT, file), 'utf8'));
    });
    // preflight is check --production; deploy:cofi is deploy --env cofi; test hands its arguments
    // to Vitest (`npm test -- --project workers`), which answers --help and refuses an unknown option.
    const covered = (c: string) => c in CLI_USAGES || ['preflight', 'deploy:cofi', 'test'].includes(c);
    expect(reading.filter((c) => !covered(c))).toEqual([]);
  });
});
