/**
 * A publish in the middle of the soak's heaviest step: after `--at` seconds it
 * bumps the stub CMS's content version (scripts/soak/cms-stub.ts), fires the site's publish
 * webhook as Strapi would (`entry.publish` of a page), and polls each watched page, beside the
 * load, until it shows the new version's titles. Writes what it saw to `--out`; the report judges
 * it (`publishGoals`): the webhook answers 200 and every page shows the change within
 * PUBLISH_GOAL_MS of the publish.
 *
 * Usage: node --import tsx scripts/soak/publish-during-load.ts --port 8793 --cms 8797 --at 45 --secret … --out soak-out/publish.json
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

export interface PublishResult {
  version: number;
  webhookStatus: number;
  webhookMs: number;
  /** Milliseconds from the publish to the first answer showing the new version; null: never within the watch. */
  pages: { host: string; path: string; ms: number | null }[];
}

/** The goals a publish result misses, as lines (empty when none). */
export function publishGoals(result: PublishResult): string[] {
  const missed: string[] = [];
  if (result.webhookStatus !== 200) missed.push(`publish: the webhook answered ${result.webhookStatus}, not 200`);
  for (const page of result.pages)
    if (page.ms === null || page.ms > PUBLISH_GOAL_MS)
      missed.push(
        `publish: ${page.host}${page.path} showed v${result.version} ${page.ms === null ? 'never' : `after ${page.ms} ms`} (goal ${PUBLISH_GOAL_MS} ms)`,
      );
  return missed;
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      port: { type: 'string' },
      cms: { type: 'string' },
      at: { type: 'string' },
      secret: { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (!args.port || !args.cms || !args.at || !args.secret || !args.out)
    throw new Error(
      'usage: publish-during-load.ts --port <site> --cms <port> --at <seconds> --secret <s> --out <file>',
    );
  const port = Number(args.port);
  await new Promise((resolve) => setTimeout(resolve, Number(args.at) * 1000));

  const published = (await (await fetch(`http://127.0.0.1:${args.cms}/__soak/publish`, { method: 'POST' })).json()) as {
    version: number;
  };
  const started = Date.now();
  const webhook = await send(
    port,
    'POST',
    '/__cms/webhook',
    { Host: 'www.teamtrek.example', Authorization: `Bearer ${args.secret}`, 'Content-Type': 'application/json' },
    JSON.stringify({ event: 'entry.publish', model: 'page', entry: { path: '/solutions/workplace' } }),
  );
  const webhookMs = Date.now() - started;
  const mark = versionMark(published.version);
  const pages = await Promise.all(
    WATCHED.map(async ({ host, path }) => {
      while (Date.now() - started < 3 * PUBLISH_GOAL_MS) {
        const answer = await send(port, 'GET', path, { Host: host }).catch(() => null);
        if (answer?.body.includes(mark)) return { host, path, ms: Date.now() - started };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return { host, path, ms: null };
    }),
  );
  const result: PublishResult = { version: published.version, webhookStatus: webhook.status, webhookMs, pages };
  writeFileSync(args.out, JSON.stringify(result));
}

if (process.argv[1]?.endsWith('publish-during-load.ts')) await main();
