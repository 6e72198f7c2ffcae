// Copies the files of the compiled content (worker/generated/content-<file>.parts, written by
// build-data.ts) to the names the worker reads them from (worker/generated/content-asset.ts) under
// dist/client, the static assets. Runs after `vite build`, which empties dist/client.
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../scripts/site-sources.ts';

const { CONTENT_FILES } = (await import(pathToFileURL(join(ROOT, 'worker/generated/content-asset.ts')).href)) as {
  CONTENT_FILES: Record<string, string>;
};
for (const [file, asset] of Object.entries(CONTENT_FILES)) {
  const target = join(ROOT, 'dist/client', asset);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(join(ROOT, 'worker/generated', `content-${file}.parts`), target);
  console.log(`content asset → dist/client${asset}`);
}
// A file of an earlier build (the home illustrations build the content a second time) is not deployed.
const current = new Set(Object.values(CONTENT_FILES).map((asset) => asset.split('/').pop()));
for (const name of readdirSync(join(ROOT, 'dist/client/_content')))
  if (!current.has(name)) rmSync(join(ROOT, 'dist/client/_content', name));
