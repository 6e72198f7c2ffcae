/**
 * Before the load: fetches real form pages for their hidden fields (idempotency key, render time
 * and whatever else the form carries, such as a signature), waits out the form's time trap, builds
 * the plan, sends each kind of planned request once (preflightSample) and stops with the details
 * if one answers a status its kind does not expect, then writes the plan file for mix.lua.
 *
 * Usage: node --import tsx perf/soak/prepare.ts --port 8793 --plan soak-out/plan.tsv
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { send } from './http.ts';
import {
  encodePlan,
  hiddenFields,
  isExpected,
  preflightSample,
  soakPlan,
  type FormToken,
  type Tokens,
} from './plan.ts';

/** MIN_FILL_MS of worker/forms/handle-form-post.ts (not imported: that module pulls in the whole renderer). */
const TIME_TRAP_MS = 3000;

const { values: args } = parseArgs({
  options: { port: { type: 'string' }, plan: { type: 'string' }, tokens: { type: 'string', default: '600' } },
});
const port = Number(args.port);
if (!port || !args.plan) throw new Error('usage: prepare.ts --port <site port> --plan <file>');

async function harvest(path: string, count: number): Promise<FormToken[]> {
  const tokens: FormToken[] = [];
  for (let i = 0; i < count; i++) {
    const res = await send(port, 'GET', path, { Host: 'www.teamtrek.example', Accept: 'text/html' });
    const token = hiddenFields(res.body);
    if (res.status !== 200 || !token.key)
      throw new Error(`GET ${path} answered ${res.status} without a form key; cannot post forms`);
    tokens.push(token);
  }
  return tokens;
}

// 600 contact and 300 support forms: enough for every post of the 64-connection step to be a new
// lead (D1 insert, delivery) rather than a resend; the two before it use about 160.
const count = Number(args.tokens);
const tokens: Tokens = {
  contact: await harvest('/contact', count),
  support: await harvest('/contact?mode=support', count / 2),
};
const rendered = Date.now();
console.error(
  `prepare: ${tokens.contact.length + tokens.support.length} form tokens (hidden fields: ${Object.keys(tokens.contact[0]!).join(', ')})`,
);

// The time trap refuses a form sent sooner than TIME_TRAP_MS after it was rendered.
await new Promise((resolve) => setTimeout(resolve, Math.max(0, rendered + TIME_TRAP_MS + 500 - Date.now())));

const plan = soakPlan(tokens);
const failures: string[] = [];
for (const r of preflightSample(plan)) {
  const res = await send(port, r.method, r.path, r.headers, r.body);
  const line = `${r.kind.padEnd(14)}${r.method} ${r.path} (Host ${r.headers.Host}) → ${res.status}`;
  if (isExpected(r.kind, res.status)) console.error(`ok   ${line}`);
  else failures.push(`${line}, not expected for ${r.kind}\n     ${res.body.slice(0, 300).replace(/\s+/g, ' ')}`);
}
if (failures.length) {
  console.error(failures.map((f) => `FAIL ${f}`).join('\n'));
  process.exit(1);
}
writeFileSync(args.plan, encodePlan(plan));
console.log(new Set(plan.map((r) => r.kind)).size);
