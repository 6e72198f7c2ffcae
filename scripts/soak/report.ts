/**
 * After the load: prints each step's figures per kind (answers, p50, p99, max, new connections,
 * statuses), what the stub upstreams saw, every goal missed, and the soak's last line; exits 1
 * when a goal was missed (scripts/soak/goals.ts).
 *
 * Usage: node --import tsx scripts/soak/report.ts --load soak-out/load.json [--upstreams soak-out/upstreams.json]
 *    or: node --import tsx scripts/soak/report.ts --wrk soak-out/wrk.txt --rss-before 90 --rss-after 120 (SOAK_LOAD=wrk)
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { missedGoals, stepLines, type StepFigures } from './goals.ts';
import { judge, kindLines, parseWrkOutput, soakLine } from './summary.ts';

const { values: args } = parseArgs({
  options: {
    load: { type: 'string' },
    wrk: { type: 'string' },
    'rss-before': { type: 'string' },
    'rss-after': { type: 'string' },
    upstreams: { type: 'string' },
  },
});

function upstreams() {
  if (!args.upstreams || !existsSync(args.upstreams)) return;
  const seen = JSON.parse(readFileSync(args.upstreams, 'utf8')) as Record<string, number>;
  console.log(
    `upstreams     ${Object.entries(seen)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
}

if (args.load) {
  const { steps } = JSON.parse(readFileSync(args.load, 'utf8')) as { steps: StepFigures[] };
  for (const step of steps) for (const line of stepLines(step)) console.log(line);
  upstreams();
  const missed = steps.flatMap((step, i) => missedGoals(step, i === steps.length - 1));
  for (const line of missed) console.log(`MISSED ${line}`);
  const requests = steps.reduce((n, s) => n + Object.values(s.kinds).reduce((m, k) => m + k.answers, 0), 0);
  const last = steps[steps.length - 1]!;
  console.log(
    `soak: ${requests} answers over ${steps.map((s) => s.connections).join('/')} connections, ${missed.length} goals missed, rss ${last.rssMb[0]}→${last.rssMb[last.rssMb.length - 1]} MB`,
  );
  process.exit(missed.length ? 1 : 0);
}

if (!args.wrk) throw new Error('usage: report.ts --load <file> | --wrk <file> --rss-before <MB> --rss-after <MB>');
const result = parseWrkOutput(readFileSync(args.wrk, 'utf8'));
const verdict = judge(result);
for (const line of kindLines(result)) console.log(line);
const e = result.socketErrors;
console.log(`socket errors connect ${e.connect}, read ${e.read}, write ${e.write}, timeout ${e.timeout}`);
if (verdict.otherUnexpected)
  console.log(`warning: ${verdict.otherUnexpected} responses with a status their kind does not expect (marked !)`);
upstreams();
console.log(soakLine(verdict, Number(args['rss-before']), Number(args['rss-after'])));
process.exit(verdict.ok ? 0 : 1);
