// Writes worker/generated/page-routes.ts and worker/generated/page-modules.ts from the page
// modules' route declarations (compiler/page-routes.ts). First step of `npm run build`: the site data
// checks (build-data.ts) match content and redirects against these routes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { declaredPages, PageDeclarationError, pageModulesModule, pageRoutesModule } from '../page-routes.ts';
import { ROOT } from '../../scripts/site-sources.ts';

let pages;
try {
  pages = declaredPages(ROOT);
} catch (error) {
  if (!(error instanceof PageDeclarationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const out = join(ROOT, 'worker/generated');
mkdirSync(out, { recursive: true });
// Unchanged files are left alone, so a running `wrangler dev` does not reload for nothing.
const writeIfChanged = (file: string, text: string) => {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
};
writeIfChanged(join(out, 'page-routes.ts'), pageRoutesModule(pages));
writeIfChanged(join(out, 'page-modules.ts'), pageModulesModule(pages));
console.log(`page modules: ${pages.length} → worker/generated/page-routes.ts, page-modules.ts`);
