// Copies the compiled content (worker/generated/content.parts, written by build-data.ts) to the
// name the worker reads it from (worker/generated/content-asset.ts) under dist/client, the static
// assets. Runs after `vite build`, which empties dist/client.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './site-sources.ts';

const { CONTENT_ASSET, PSEUDO_ASSET } = (await import(
  pathToFileURL(join(ROOT, 'worker/generated/content-asset.ts')).href
)) as { CONTENT_ASSET: string; PSEUDO_ASSET: string };
for (const [file, asset] of [
  ['content.parts', CONTENT_ASSET],
  ['content-pseudo.parts', PSEUDO_ASSET],
] as const) {
  const target = join(ROOT, 'dist/client', asset);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(join(ROOT, 'worker/generated', file), target);
  console.log(`content asset → dist/client${asset}`);
}
