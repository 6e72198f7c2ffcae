import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { runTogether } from './run-together.ts';
import { ROOT } from './site-sources.ts';

it('runs the commands at the same time, each output whole and in the order given', async () => {
  // Each waits for the other's file: run one after the other, the first would wait until the test times out.
  const dir = `/tmp/run-together-${process.pid}`;
  const finished = await runTogether([
    `mkdir -p ${dir} && touch ${dir}/a && echo one && while [ ! -e ${dir}/b ]; do sleep 0.05; done && echo two`,
    `while [ ! -e ${dir}/a ]; do sleep 0.05; done; touch ${dir}/b; echo three >&2; exit 3`,
  ]);
  spawnSync('rm', ['-rf', dir]);
  expect(finished.map(({ output, code }) => [output, code])).toEqual([
    ['one\ntwo\n', 0],
    ['three\n', 3],
  ]);
});

it('reports: prints every output, then exits 1 naming the failed commands', () => {
  const report = (commands: string[]) =>
    spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { runAndReport } = await import('./scripts/run-together.ts'); await runAndReport(${JSON.stringify(commands)});`,
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
  const run = report(['echo fine', 'echo broken >&2; exit 2', 'true']);
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('fine\nbroken\n');
  expect(run.stderr).toContain('✗ echo broken >&2; exit 2: exit code 2');
  expect(run.stderr).toContain('failed: echo broken >&2; exit 2');
  expect(report(['true', 'true']).status).toBe(0);
});
