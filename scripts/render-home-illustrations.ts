// The home's illustrations rendered at build (issue 31: cold start), for every tenant and every
// locale it offers (worker/home/prebuilt-illustrations.ts). scripts/build-data.ts runs this in a
// child process with NODE_ENV=production (React's production build, as the worker's) once the
// generated content exists, and puts the markup in the content files; a cold isolate's first home
// then stores it instead of rendering it. Writes worker/generated/home-illustrations.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderHomeIllustrations } from '../worker/home/prebuilt-illustrations.ts';
import { ROOT } from './site-sources.ts';

if (process.env.NODE_ENV !== 'production')
  throw new Error(
    "render-home-illustrations: run with NODE_ENV=production (React's production build, as the worker's)",
  );
const parts = await renderHomeIllustrations();
const file = join(ROOT, 'worker/generated/home-illustrations.json');
const text = JSON.stringify(parts);
// Left alone when unchanged: `npm run route` builds the site data before every answer.
if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
const count = Object.values(parts).reduce((n, part) => n + Object.keys(part).length, 0);
console.log(`home illustrations: ${count} pictures in ${Object.keys(parts).length} content parts`);
