import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './site-sources.ts';
import { sizesLine, WORKER_BUDGET_KIB, type WorkerModuleSizes } from './worker-module-sizes.ts';

/**
 * `npm run bench` checks the worker against the same total as scripts/bundle-size.test.ts: it reads
 * the budget from the line this script prints, never a figure of its own (it once checked 207 KiB
 * while the test held 216).
 */
const BENCH = readFileSync(join(ROOT, 'perf/bench.sh'), 'utf8');

const sizes = {
  files: 3,
  entryGzip: 20 * 1024,
  entryClosureGzip: 70 * 1024,
  heaviestPage: { module: 'worker/pages/home.page.tsx', gzip: 150 * 1024 },
  totalGzip: 210_000,
} as WorkerModuleSizes;

/** What bench.sh's worker_sizes reads from a line with one of its sed expressions (the one naming `what`). */
function benchReads(what: string, line: string): string {
  const expression = [...BENCH.matchAll(/sed -n '([^']+)' <<<"\$sizes"/g)]
    .map((m) => m[1]!)
    .find((e) => e.includes(what));
  expect(expression, `perf/bench.sh reads "${what}" from scripts/worker-module-sizes.ts`).toBeDefined();
  return execFileSync('sed', ['-n', expression!], { input: line, encoding: 'utf8' }).trim();
}

describe("the worker's size budget, one for the bundle-size test and the bench", () => {
  it('is printed on the line the bench reads, after the total', () => {
    const line = sizesLine(sizes);
    expect(line).toContain('total gzip -9 210000 B (205.1 KiB');
    expect(line).toMatch(new RegExp(`total budget ${WORKER_BUDGET_KIB.total} KiB$`));
  });

  it('is what perf/bench.sh checks the total against, and the total it checks is the measured one', () => {
    const line = sizesLine(sizes);
    expect(benchReads('total budget', line)).toBe(String(WORKER_BUDGET_KIB.total));
    expect(benchReads('total gzip', line)).toBe('210000');
  });

  it('is written nowhere in perf/bench.sh as a figure of its own', () => {
    expect(BENCH).toMatch(/^GOAL20_SIZE_KIB=$/m);
    expect(BENCH).not.toMatch(/^GOAL20_SIZE_KIB=\d/m);
  });
});
