// The home's illustrations rendered at build (cold start), for every tenant and every
// locale it offers (worker/home/prebuilt-illustrations.ts), with React's production build as the
// worker's (`npm run build` runs this with NODE_ENV=production once every generated module the
// pictures import exists). Writes worker/generated/home-illustrations.json and, when the markup
// changed, builds the content files again with it (compiler/steps/build-data.ts reads the file, then
// compiler/steps/build-content-asset.ts copies them): a cold isolate's first home stores the markup
// instead of rendering it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderHomeIllustrations } from '../../worker/home/prebuilt-illustrations.ts';
import { ROOT } from '../../scripts/site-sources.ts';

if (process.env.NODE_ENV !== 'production')
  throw new Error(
    "render-home-illustrations: run with NODE_ENV=production (React's production build, as the worker's)",
  );
const parts = await renderHomeIllustrations();
const file = join(ROOT, 'worker/generated/home-illustrations.json');
const text = JSON.stringify(parts);
const changed = !existsSync(file) || readFileSync(file, 'utf8') !== text;
if (changed) writeFileSync(file, text);
const count = Object.values(parts).reduce((n, part) => n + Object.keys(part).length, 0);
console.log(`home illustrations: ${count} pictures in ${Object.keys(parts).length} content parts`);
if (changed) {
  const { NODE_ENV: _production, ...env } = process.env;
  for (const script of ['compiler/steps/build-data.ts', 'compiler/steps/build-content-asset.ts']) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, script)], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error(`${script} failed after the home illustrations changed (above)`);
  }
}
