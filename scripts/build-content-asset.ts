// Copies the files of the compiled content (worker/generated/content-<file>.parts, written by
// build-data.ts) to the names the worker reads them from (worker/generated/content-asset.ts) under
// dist/client, the static assets. Runs after `vite build`, which empties dist/client.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './site-sources.ts';

const { CONTENT_FILES } = (await import(pathToFileURL(join(ROOT, 'worker/generated/content-asset.ts')).href)) as {
  CONTENT_FILES: Record<string, string>;
};
for (const [file, asset] of Object.entries(CONTENT_FILES)) {
  const target = join(ROOT, 'dist/client', asset);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(join(ROOT, 'worker/generated', `content-${file}.parts`), target);
  console.log(`content asset → dist/client${asset}`);
}
