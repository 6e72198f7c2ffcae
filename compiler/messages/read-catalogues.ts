import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_LOCALES } from '../../common/i18n/locales.ts';
import type { CatalogueFile } from './catalogues.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

/**
 * The catalogue files of every locale, read from `messages/` (or `MESSAGES_DIR`, which the tests
 * of `npm run check` point at a broken copy).
 */
export function readCatalogueFiles(
  dir = process.env.MESSAGES_DIR ?? join(ROOT, 'messages'),
): Record<string, CatalogueFile> {
  return Object.fromEntries(
    PAGE_LOCALES.map((locale) => {
      const path = join(dir, `${locale}.json`);
      return [
        locale,
        { file: `messages/${locale}.json`, text: existsSync(path) ? readFileSync(path, 'utf8') : undefined },
      ];
    }),
  );
}
