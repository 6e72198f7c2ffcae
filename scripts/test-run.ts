// `npm test`: the checks (two type checks, the format check, `npm run check`; scripts/test-checks.ts)
// and every Vitest project at the same time. The checks run at the lowest CPU priority, so they take
// the cores only where the tests leave them idle (a group's last file, Strapi starting, a page
// waiting on wrangler): before, they ran first and the tests waited about a minute and a half for
// them on a 2-core machine. The checks' output is printed whole when they end; the run fails if
// either part fails, and the tests' count line stays the last line unless a check failed.
import { spawn } from 'node:child_process';
import { runTogether } from './run-together.ts';

const checks = runTogether(['nice -n 19 node --import tsx scripts/test-checks.ts']).then(([finished]) => {
  process.stdout.write(`\n── checks (typecheck, format, npm run check), ${finished!.seconds.toFixed(0)} s ──\n`);
  process.stdout.write(finished!.output);
  return finished!.code;
});

const tests = new Promise<number>((done) => {
  const child = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
  child.on('error', () => done(127));
  child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
});

const [testsCode, checksCode] = await Promise.all([tests, checks]);
if (checksCode !== 0) console.error(`failed: the checks (exit code ${checksCode}; their output is above)`);
process.exit(testsCode || checksCode);
