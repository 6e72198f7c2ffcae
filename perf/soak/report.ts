/**
 * After the load: prints each step's figures per kind (answers, p50, p99, max, new connections,
 * statuses), what the stub upstreams saw, every goal missed, and the soak's last line; exits 1
 * when a goal was missed (perf/soak/goals.ts).
 *
 * Usage: node --import tsx perf/soak/report.ts --load soak-out/load.json [--upstreams soak-out/upstreams.json] [--publish soak-out/publish.json]
 *    or: node --import tsx perf/soak/report.ts --wrk soak-out/wrk.txt --rss-before 90 --rss-after 120 (SOAK_LOAD=wrk)
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { missedGoals, stepLines, type StepFigures } from './goals.ts';
import { judge, kindLines, parseWrkOutput, soakLine } from './summary.ts';
import { percentile, publishGoals, toLive, type PublishResult } from './publish-during-load.ts';

const { values: args } = parseArgs({
  options: {
    load: { type: 'string' },
    wrk: { type: 'string' },
    'rss-before': { type: 'string' },
    'rss-after': { type: 'string' },
    upstreams: { type: 'string' },
    publish: { type: 'string' },
  },
});

function upstreams() {
  if (!args.upstreams || !existsSync(args.upstreams)) return;
  const { cms, ...seen } = JSON.parse(readFileSync(args.upstreams, 'utf8')) as Record<string, number> & {
    cms?: Record<string, number>;
  };
  const list = (o: Record<string, number>) =>
    Object.entries(o)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  console.log(`upstreams     ${list(seen)}`);
  if (cms) console.log(`cms stub      ${list(cms)}`);
}

/** The publishes made during the load: publish-to-live p50/p99, each one's slowest page, and the goals missed. */
function publish(): string[] {
  if (!args.publish) return [];
  if (!existsSync(args.publish)) return ['publish: no result (soak-out/publish.log says why)'];
  const result = JSON.parse(readFileSync(args.publish, 'utf8')) as PublishResult;
  const ms = (value: number | null) => (value === null ? 'never' : `${value} ms`);
  for (const one of result.publishes)
    console.log(
      `publish       v${one.version}: webhook ${one.webhookStatus} in ${one.webhookMs} ms; live after ${ms(toLive(one))}`,
    );
  console.log(
    `publish-to-live ${result.publishes.length} publishes (CMS: the soak's stub in Strapi's shapes, not a real Strapi): ` +
      `p50 ${ms(percentile(result, 50))}, p99 ${ms(percentile(result, 99))}`,
  );
  return publishGoals(result);
}

if (args.load) {
  const { steps } = JSON.parse(readFileSync(args.load, 'utf8')) as { steps: StepFigures[] };
  for (const step of steps) for (const line of stepLines(step)) console.log(line);
  upstreams();
  const missed = [...steps.flatMap((step, i) => missedGoals(step, i === steps.length - 1)), ...publish()];
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
