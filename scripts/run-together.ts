// Runs shell commands at the same time and prints each one's output whole, in the order given,
// once it is done; exits 1 if any failed, naming them. `npm test` runs its checks (two type
// checks, the format check, `npm run check`) this way (scripts/test-checks.ts, scripts/typecheck.ts):
// each is single-threaded, and one after the other they left a core idle for about a minute and a
// half of every CI run.
import { spawn } from 'node:child_process';

export interface Finished {
  command: string;
  code: number;
  output: string;
  seconds: number;
}

/** Runs every command in `sh -c` at once; resolves with each one's exit code and output (stdout and stderr as they came). */
export function runTogether(commands: readonly string[], cwd = process.cwd()): Promise<Finished[]> {
  return Promise.all(
    commands.map(
      (command) =>
        new Promise<Finished>((done) => {
          const started = Date.now();
          const child = spawn('sh', ['-c', command], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
          const chunks: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
          const finish = (code: number) =>
            done({
              command,
              code,
              output: Buffer.concat(chunks).toString('utf8'),
              seconds: (Date.now() - started) / 1000,
            });
          child.on('error', (error) => {
            chunks.push(Buffer.from(`${error.message}\n`));
            finish(127);
          });
          child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
        }),
    ),
  );
}

/** Runs the commands together, prints each output whole in order, and exits 1 naming any that failed. */
export async function runAndReport(commands: readonly string[]): Promise<void> {
  const finished = await runTogether(commands);
  for (const { command, code, output, seconds } of finished) {
    process.stdout.write(output);
    if (code !== 0) console.error(`✗ ${command}: exit code ${code} after ${seconds.toFixed(1)} s`);
  }
  const failed = finished.filter(({ code }) => code !== 0);
  if (failed.length) {
    console.error(`failed: ${failed.map(({ command }) => command).join(', ')}`);
    process.exit(1);
  }
}
