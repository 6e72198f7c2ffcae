// Reads wrk's output on stdin and prints the Requests/sec figure (an integer).
// Fails if wrk reported no figure, or any non-2xx/3xx responses, socket errors or
// timeouts — a benchmark of error pages would be meaningless.
// Usage: wrk ... | node perf/bench/wrk-rps.mjs [--allow-non-2xx]
import { readFileSync } from 'node:fs';

const out = readFileSync(0, 'utf8');
const allowNon2xx = process.argv.includes('--allow-non-2xx');
const fail = (msg) => {
  process.stderr.write(`wrk-rps: ${msg}\n--- wrk output ---\n${out}`);
  process.exit(1);
};

const rps = out.match(/^Requests\/sec:\s+([\d.]+)/m);
if (!rps) fail('no "Requests/sec" line');
const errors = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
if (errors && errors.slice(1).some((n) => Number(n) > 0)) fail(`socket errors: ${errors[0]}`);
const non2xx = out.match(/Non-2xx or 3xx responses: (\d+)/);
if (non2xx && !allowNon2xx) fail(`${non2xx[1]} non-2xx/3xx responses`);

process.stdout.write(`${Math.round(Number(rps[1]))}\n`);
