// Copies the compiled content (worker/generated/content.json, written by build-data.ts) to the
// name the worker reads it from (worker/generated/content-asset.ts) under dist/client, the static
// assets. Runs after `vite build`, which empties dist/client.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './site-sources.ts';

const { CONTENT_ASSET } = (await import(pathToFileURL(join(ROOT, 'worker/generated/content-asset.ts')).href)) as {
  CONTENT_ASSET: string;
};
const target = join(ROOT, 'dist/client', CONTENT_ASSET);
mkdirSync(dirname(target), { recursive: true });
copyFileSync(join(ROOT, 'worker/generated/content.json'), target);
console.log(`content asset → dist/client${CONTENT_ASSET}`);
