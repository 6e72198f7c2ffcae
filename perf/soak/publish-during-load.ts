/**
 * Publishes during the soak's heaviest step: from `--at` seconds, `--count` times, one every
 * `--every` seconds (or as soon as the last one is live), it bumps the stub CMS's content version
 * (perf/soak/cms-stub.ts: the soak runs no real Strapi, the stub answers in its shapes), fires
 * the site's publish webhook as Strapi would (`entry.publish` of a page), and polls each watched
 * page, beside the load, until it serves the new version: the menus' titles on the home pages,
 * and on the content-managed page its `x-cms-version` equal to the entry's `publishedAt`, as the
 * CMS's Site box judges it (cms/src/publish-state.ts). Writes what it saw to `--out`; the report
 * prints publish-to-live p50/p99 and judges them (`publishGoals`).
 *
 * Usage: node --import tsx perf/soak/publish-during-load.ts --port 8793 --cms 8797 --at 35 --count 10 --every 5 --secret … --out soak-out/publish.json
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { versionMark } from './cms-stub.ts';
import { send } from './http.ts';

/** A publish shows within 2 s (content version TTL) plus one CMS fetch; under the soak's load, 5 s (what a marketer waits at most). */
export const PUBLISH_GOAL_MS = 5000;

/** The pages a publish must reach: both brands' menus, and a content-managed page of the corporate-fitness brand. */
export const WATCHED = [
  { host: 'www.teamtrek.example', path: '/' },
  { host: 'www.corporatefitness.example', path: '/' },
  { host: 'www.corporatefitness.example', path: '/solutions/workplace' },
] as const;
const CMS_PAGE = '/solutions/workplace';

/** One publish: the webhook's answer, and per page the milliseconds until it served the version (null: never within the watch). */
export interface OnePublish {
  version: number;
  webhookStatus: number;
  webhookMs: number;
  pages: { host: string; path: string; ms: number | null }[];
}

export interface PublishResult {
  publishes: OnePublish[];
}

/** Publish-to-live of one publish: until the last watched page served it (null: one never did). */
export const toLive = (publish: OnePublish): number | null =>
  publish.pages.some((p) => p.ms === null) ? null : Math.max(...publish.pages.map((p) => p.ms!));

/** The nearest-rank percentile of publish-to-live; a publish never live counts as the slowest. */
export function percentile(result: PublishResult, p: number): number | null {
  const times = result.publishes.map(toLive).map((ms) => ms ?? Infinity);
  if (!times.length) return null;
  times.sort((a, b) => a - b);
  const value = times[Math.max(0, Math.ceil((p / 100) * times.length) - 1)]!;
  return Number.isFinite(value) ? value : null;
}

/** The goals the publishes miss, as lines (empty when none): every webhook 200, and p99 publish-to-live within PUBLISH_GOAL_MS. */
export function publishGoals(result: PublishResult): string[] {
  const missed: string[] = [];
  if (!result.publishes.length) return ['publish: no publish was made during the load'];
  for (const one of result.publishes) {
    if (one.webhookStatus !== 200)
      missed.push(`publish v${one.version}: the webhook answered ${one.webhookStatus}, not 200`);
    for (const page of one.pages)
      if (page.ms === null) missed.push(`publish v${one.version}: ${page.host}${page.path} never served it`);
  }
  const p99 = percentile(result, 99);
  if (p99 === null || p99 > PUBLISH_GOAL_MS)
    missed.push(`publish: p99 publish-to-live ${p99 === null ? 'never' : `${p99} ms`} (goal ${PUBLISH_GOAL_MS} ms)`);
  return missed;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function publishOnce(port: number, cms: string, secret: string): Promise<OnePublish> {
  const published = (await (await fetch(`http://127.0.0.1:${cms}/__soak/publish`, { method: 'POST' })).json()) as {
    version: number;
    publishedAt: string;
  };
  const started = Date.now();
  // A connection reset under the load is an answer too (status 0, a missed goal), not the end of the run.
  const webhook = await send(
    port,
    'POST',
    '/__cms/webhook',
    { Host: 'www.teamtrek.example', Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    JSON.stringify({ event: 'entry.publish', model: 'page', entry: { path: CMS_PAGE } }),
  ).catch((error: Error) => {
    console.warn(`publish v${published.version}: the webhook failed (${error.message})`);
    return { status: 0 };
  });
  const webhookMs = Date.now() - started;
  const mark = versionMark(published.version);
  const pages = await Promise.all(
    WATCHED.map(async ({ host, path }) => {
      while (Date.now() - started < 3 * PUBLISH_GOAL_MS) {
        const answer = await send(port, 'GET', path, { Host: host }).catch(() => null);
        const served =
          answer?.body.includes(mark) &&
          (path !== CMS_PAGE || answer.headers['x-cms-version'] === published.publishedAt);
        if (served) return { host, path, ms: Date.now() - started };
        await sleep(100);
      }
      return { host, path, ms: null };
    }),
  );
  return { version: published.version, webhookStatus: webhook.status, webhookMs, pages };
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      port: { type: 'string' },
      cms: { type: 'string' },
      at: { type: 'string' },
      count: { type: 'string', default: '10' },
      every: { type: 'string', default: '5' },
      secret: { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (!args.port || !args.cms || !args.at || !args.secret || !args.out)
    throw new Error(
      'usage: publish-during-load.ts --port <site> --cms <port> --at <seconds> [--count <n>] [--every <seconds>] --secret <s> --out <file>',
    );
  await sleep(Number(args.at) * 1000);
  const publishes: OnePublish[] = [];
  for (let i = 0; i < Number(args.count); i += 1) {
    const slot = Date.now();
    publishes.push(await publishOnce(Number(args.port), args.cms, args.secret));
    await sleep(Math.max(0, slot + Number(args.every) * 1000 - Date.now()));
  }
  writeFileSync(args.out, JSON.stringify({ publishes } satisfies PublishResult));
}

if (process.argv[1]?.endsWith('publish-during-load.ts')) await main();
