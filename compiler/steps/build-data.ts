// Validates tenants, redirect tables, menus, content and the JSON data files, and writes
// worker/generated/site-data.ts and worker/generated/content.ts (with content.json, the worker's
// content asset). Fails (exit 1) with every problem,
// file (and line or field) and fix, so nothing bad reaches a build.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatCheckProblems } from '../redirects/redirect-checker.ts';
import { formatContentProblems, loadSite } from '../../scripts/load-site.ts';
import { pseudoData, pseudoTranslations } from '../i18n/pseudo-content.ts';
import { TRANSLATED_DATA_FILES } from '../content/build-data-translations.ts';
import { PAGE_LOCALES, PSEUDO_LOCALES } from '../../common/i18n/locales.ts';
import { ROOT } from '../../scripts/site-sources.ts';
import { buildMenuTranslations } from '../content/build-menu-translations.ts';
import { contentFiles } from '../../scripts/translation-parity.ts';
import { contentPartsFile } from '../content/content-parts-file.ts';
import { translationOutlines } from '../content/translation-outlines.ts';
import { logoSizes } from '../tenants/logo-sizes.ts';
import { contentFileOfPart, type ContentFile } from '../../worker/content/content-files.ts';
import { regionsLandPath } from '../regions-land.ts';

const { data, content, dataFiles, configProblems, tableProblems, contentProblems, missingContent } = loadSite();
const errors = tableProblems.filter((p) => p.severity === 'error');
if (configProblems.length || errors.length || contentProblems.length) {
  console.error(
    [
      'Site data is invalid; nothing was built:',
      ...configProblems,
      formatCheckProblems(errors),
      formatContentProblems(contentProblems),
    ]
      .filter(Boolean)
      .join('\n'),
  );
  process.exit(1);
}
// A page whose copy is not written yet still builds, so work on other pages goes on; the page
// answers 500, and `npm run check`, `npm test` and `npm run deploy` refuse it.
if (missingContent.length)
  console.warn(
    `content not written yet (npm run check and npm test fail until it is):\n${formatContentProblems(missingContent)}`,
  );
// The menus' translations (content/menus/<key>.<locale>.json): the English menus with their words.
const menuTranslations = buildMenuTranslations(data.menus, contentFiles());
if (menuTranslations.problems.length) {
  console.error(
    `Menu translations are invalid; nothing was built:\n${formatContentProblems(menuTranslations.problems)}`,
  );
  process.exit(1);
}
Object.assign(content, menuTranslations.parts);
const out = join(ROOT, 'worker/generated');
// The interface messages without arguments, per locale (compiler/steps/build-messages.ts runs first): one
// part of the content asset each, read on the locale's first page (worker/i18n/messages.ts).
for (const locale of PAGE_LOCALES) {
  const file = join(out, `messages/${locale}.json`);
  if (existsSync(file))
    content[`messages:${locale}`] = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}
// The pseudo-locales' copy and plain messages: a second asset, so an isolate on a
// production host never fetches or parses them (worker/content/content-from-assets.ts).
const pseudo: Record<string, unknown> = pseudoTranslations(content);
// The translated data files (home, plans, catalogues) in the pseudo-locales too, from English.
for (const name of Object.keys(TRANSLATED_DATA_FILES) as (keyof typeof TRANSLATED_DATA_FILES)[])
  for (const locale of PSEUDO_LOCALES)
    pseudo[`data:${locale}:${name}`] = pseudoData(
      name === 'catalogues' ? content.catalogues : dataFiles![name],
      locale,
    );
// The menus too, from English, so the pseudo-locale walk sees every entry's label.
for (const locale of PSEUDO_LOCALES)
  pseudo[`menus:${locale}`] = Object.fromEntries(
    Object.entries(data.menus).map(([key, items]) => [key, pseudoData(items, locale)]),
  );
for (const locale of PSEUDO_LOCALES) {
  const file = join(out, `messages/${locale}.json`);
  if (existsSync(file)) pseudo[`messages:${locale}`] = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}
Object.assign(content, translationOutlines(content as unknown as Record<string, unknown>));
Object.assign(pseudo, translationOutlines(pseudo));
mkdirSync(out, { recursive: true });
rmSync(join(out, 'data.ts'), { force: true }); // what held the data files before they joined the content asset
// Unchanged files are left alone: `npm run route` runs this before every answer, and a rewrite
// would make a running `wrangler dev` reload for nothing.
const writeIfChanged = (file: string, text: string) => {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
};
/** A record as JSON text per field, parsed on first read (worker/content/lazy-json.ts). */
const lazyRecord = (record: object) =>
  `lazyJsonRecord({\n${Object.entries(record)
    .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(JSON.stringify(v))},`)
    .join('\n')}\n})`;
const LAZY_IMPORT = `import { lazyJsonRecord } from '../content/lazy-json.ts';\n`;
// The menus are content, in the asset (part `menus`, beside their translations `menus:<locale>`): the
// worker's modules carry only what routing needs (tenants, redirects).
const { menus: englishMenus, redirects, ...routingData } = data;
(content as unknown as Record<string, unknown>).menus = englishMenus;
// A redirect table several tenants have (a subtenant without its own file has its brand's) is
// written once, and each tenant's is parsed on that tenant's first request: eight tables were 64 KB
// of the entry's JSON, two of them distinct.
const tables: string[] = [];
const tableOf = Object.entries(redirects).map(([id, rules]) => {
  const text = JSON.stringify(rules);
  if (!tables.includes(text)) tables.push(text);
  return `    ${JSON.stringify(id)}: TABLE_${tables.indexOf(text)},`;
});
writeIfChanged(
  join(out, 'site-data.ts'),
  `// Generated by compiler/steps/build-data.ts from tenants/*.json and redirects/*.redirects. Do not edit.\n` +
    LAZY_IMPORT +
    `import type { WorkerSiteData } from '../content/site-data-shape.ts';

` +
    `// Each distinct redirect table, as JSON text.
${tables.map((text, i) => `const TABLE_${i} = ${JSON.stringify(text)};`).join('\n')}

` +
    `export const SITE_DATA = Object.assign(${lazyRecord(routingData)}, {
  redirects: lazyJsonRecord({
${tableOf.join('\n')}
  }),
}) as WorkerSiteData;
`,
);
// The header logos' sizes, so the <img> keeps its box before the file arrives (compiler/tenants/logo-sizes.ts).
writeIfChanged(
  join(out, 'logo-sizes.ts'),
  `// Generated by compiler/steps/build-data.ts from the header logos in public/. Do not edit.\n` +
    `import type { LogoSize } from '../../compiler/tenants/logo-sizes.ts';\n\n` +
    `export const LOGO_SIZES: Record<string, LogoSize> = ${JSON.stringify(
      logoSizes(Object.values(data.tenants), join(ROOT, 'public')),
      null,
      2,
    )};\n`,
);
// The trust centre map's land, drawn inline from the content asset, not from the worker bundle.
content['picture:regions-land'] = regionsLandPath();
// The home's illustrations, rendered once every generated module exists (compiler/steps/render-home-illustrations.ts,
// late in `npm run build`, which then runs this again): the last render's markup, if any.
const illustrationsFile = join(out, 'home-illustrations.json');
if (existsSync(illustrationsFile))
  Object.assign(content, JSON.parse(readFileSync(illustrationsFile, 'utf8')) as Record<string, unknown>);
writeIfChanged(
  join(out, 'content.ts'),
  `// Generated by compiler/steps/build-data.ts from content/ (Markdown compiled to HTML). Do not edit.\n` +
    LAZY_IMPORT +
    `import type { SiteContent } from '../content/site-content-types.ts';\n\n` +
    `export const CONTENT = ${lazyRecord({ ...content, ...pseudo })} as SiteContent;\n`,
);
// The worker's copy of the content: the parts' JSON texts side by side in a few files (English and
// what every locale shares, one per locale, the pseudo-locales': worker/content/content-files.ts),
// and each part's file and byte range in content-asset.ts (compiler/content/content-parts-file.ts),
// served from the static assets under names that change with them (worker/content/content-from-assets.ts);
// compiler/steps/build-content-asset.ts copies them into dist/client after `vite build` empties that.
const byFile = new Map<ContentFile, Record<string, unknown>>();
for (const [key, value] of Object.entries(content)) {
  const file = contentFileOfPart(key);
  if (!byFile.has(file)) byFile.set(file, {});
  byFile.get(file)![key] = value;
}
byFile.set('pseudo', pseudo);
const fileAssets: Partial<Record<ContentFile, string>> = {};
const contentParts: Record<string, readonly [ContentFile, number, number]> = {};
for (const [file, record] of byFile) {
  const { bytes, offsets } = contentPartsFile(record);
  const name = join(out, `content-${file}.parts`);
  if (!existsSync(name) || !readFileSync(name).equals(bytes)) writeFileSync(name, bytes);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  fileAssets[file] = `/_content/content-${file}-${hash}.parts`;
  for (const [key, [start, end]] of Object.entries(offsets)) contentParts[key] = [file, start, end];
}
rmSync(join(out, 'content.parts'), { force: true }); // what held the content before it was split by locale
writeIfChanged(
  join(out, 'content-asset.ts'),
  `// Generated by compiler/steps/build-data.ts. Do not edit.\n` +
    `import type { ContentFile } from '../content/content-files.ts';\n\n` +
    `/** Where the worker reads each file of the compiled content (dist/client, served by the assets binding). */\n` +
    `export const CONTENT_FILES: Readonly<Record<ContentFile, string>> = ${JSON.stringify(fileAssets)};\n` +
    `/** The parts every locale may read (SiteContent's fields). */\n` +
    `export const CONTENT_KEYS = ${JSON.stringify(Object.keys(content))} as const;\n` +
    `/** The pseudo-locales' parts (preview hosts only). */\n` +
    `export const PSEUDO_KEYS = ${JSON.stringify(Object.keys(pseudo))} as const;\n` +
    `/** Each part's file and its bytes there: [file, start, end). */\n` +
    `export const CONTENT_PARTS: Readonly<Record<string, readonly [ContentFile, number, number]>> = ${JSON.stringify(contentParts)};\n`,
);
const entries = Object.entries(content)
  .filter(
    ([k]) =>
      k !== 'catalogues' && !k.startsWith('data:') && !k.startsWith('illustrations:') && !k.startsWith('picture:'),
  )
  .map(([k, v]) => `${Object.keys(v).length} ${k}`);
console.log(
  `site data: ${Object.keys(data.tenants).length} tenants, ${Object.values(data.redirects).reduce((n, r) => n + r.length, 0)} tenant rules → worker/generated/site-data.ts`,
);
console.log(
  `content: ${entries.join(', ')}, ${content.catalogues.groups.length} catalogues → worker/generated/content.ts`,
);
