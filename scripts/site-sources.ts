import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteSources } from '../compiler/content/build-site-data.ts';

export const ROOT = new URL('..', import.meta.url).pathname;

/** Reads every tenant, redirect and menu file from the repository. */
export function readSiteSources(root = ROOT): SiteSources {
  const tenantFiles: Record<string, unknown> = {};
  const redirectFiles: Record<string, string> = {};
  for (const name of readdirSync(join(root, 'tenants'))
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const file = `tenants/${name}`;
    try {
      tenantFiles[file] = JSON.parse(readFileSync(join(root, file), 'utf8'));
    } catch (error) {
      tenantFiles[file] = { __jsonError: (error as Error).message };
    }
  }
  for (const name of readdirSync(join(root, 'redirects'))
    .filter((n) => n.endsWith('.redirects'))
    .sort()) {
    redirectFiles[`redirects/${name}`] = readFileSync(join(root, 'redirects', name), 'utf8');
  }
  const menuFiles: Record<string, unknown> = {};
  // `<key>.<locale>.json` are a menu's translations (compiler/content/build-menu-translations.ts).
  for (const name of readdirSync(join(root, 'content/menus'))
    .filter((n) => n.endsWith('.json') && !/\.[a-z]{2}\.json$/.test(n))
    .sort()) {
    const file = `content/menus/${name}`;
    try {
      menuFiles[file] = JSON.parse(readFileSync(join(root, file), 'utf8'));
    } catch (error) {
      menuFiles[file] = { __jsonError: (error as Error).message };
    }
  }
  return { tenantFiles, redirectFiles, menuFiles };
}

/** Every Markdown and JSON file under content/ (repository path → text), for the content build. */
export function readContentFiles(root = ROOT): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const path = `${dir}/${name}`;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (/\.(md|json)$/.test(name) && name !== 'README.md') files[path] = readFileSync(join(root, path), 'utf8');
    }
  };
  walk('content');
  return files;
}
