/**
 * After the load: prints each kind's statuses, what the stub upstreams saw, and the soak's last
 * line; exits 1 on any unexpected 5xx or socket error.
 *
 * Usage: node --import tsx scripts/soak/report.ts --wrk soak-out/wrk.txt --rss-before 90 --rss-after 120 [--upstreams soak-out/upstreams.json]
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { judge, kindLines, parseWrkOutput, soakLine } from './summary.ts';

const { values: args } = parseArgs({
  options: {
    wrk: { type: 'string' },
    'rss-before': { type: 'string' },
    'rss-after': { type: 'string' },
    upstreams: { type: 'string' },
  },
});
if (!args.wrk) throw new Error('usage: report.ts --wrk <file> --rss-before <MB> --rss-after <MB>');

const result = parseWrkOutput(readFileSync(args.wrk, 'utf8'));
const verdict = judge(result);
for (const line of kindLines(result)) console.log(line);
const e = result.socketErrors;
console.log(`socket errors connect ${e.connect}, read ${e.read}, write ${e.write}, timeout ${e.timeout}`);
if (verdict.otherUnexpected)
  console.log(`warning: ${verdict.otherUnexpected} responses with a status their kind does not expect (marked !)`);
if (args.upstreams && existsSync(args.upstreams)) {
  const seen = JSON.parse(readFileSync(args.upstreams, 'utf8')) as Record<string, number>;
  console.log(
    `upstreams     ${Object.entries(seen)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
}
console.log(soakLine(verdict, Number(args['rss-before']), Number(args['rss-after'])));
process.exit(verdict.ok ? 0 : 1);
