// Renders the illustration gallery (worker/ui/illustrations/gallery.tsx) for a few tenants in both
// themes to HTML, serves it with the built journey-map land files, and screenshots it in Chromium
// at 390 and 1280 px into screenshots/illustrations/ (git-ignored), for a person to look at.
// Usage: npm run illustrations [-- tenant …]
import { createReadStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { componentCss } from '../common/styles.ts';
import '../worker/ui/base-styles.ts';
import { offeredProviders, PROVIDER_NAMES } from '../worker/ui/app-offers.tsx';
import { TENANTS } from '../worker/tenants/registry.ts';
import { englishTranslate } from '../worker/i18n/messages.ts';
import { IllustrationGallery } from '../worker/ui/illustrations/gallery.tsx';
import { themeVariables, type ThemeMode } from '../worker/ui/theme.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { BRANDS } from '../common/brands.ts';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'screenshots/illustrations');
const tenants: readonly string[] = process.argv.slice(2).length ? process.argv.slice(2) : BRANDS;
const MODES: ThemeMode[] = ['default', 'highcontrast'];
mkdirSync(OUT, { recursive: true });

for (const id of tenants)
  for (const mode of MODES) {
    const tenant = TENANTS[id]!;
    const vars = Object.entries(themeVariables(tenant, mode))
      .map(([k, v]) => `${k}:${v}`)
      .join(';');
    const providers = offeredProviders(tenant, tenant.availableProviders).map((p) =>
      (PROVIDER_NAMES[p] ?? p).replace('{{name}}', tenant.name),
    );
    const body = renderToString(
      createElement(IllustrationGallery, { tenant, lang: 'en', t: englishTranslate, providers }),
    );
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Illustrations: ${tenant.name}, ${mode}</title><meta name="viewport" content="width=device-width, initial-scale=1"><style>html{${vars}}${componentCss()} main{max-width:1120px;margin:0 auto;padding:16px}</style></head><body><main><h1>${tenant.name} · ${mode}</h1>${body}</main></body></html>`;
    writeFileSync(join(OUT, `${id}-${mode}.html`), html);
    console.log(`${id}-${mode}.html: ${(html.length / 1024).toFixed(1)} KB`);
  }

// The land files are absolute site paths (/assets/maps/…), so the pages need a server, not file://.
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url!, 'http://x').pathname));
  const file = path.startsWith('/assets/') ? join(ROOT, 'dist/client', path) : join(OUT, path);
  if (!existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': file.endsWith('.svg') ? 'image/svg+xml' : 'text/html; charset=utf-8' });
  createReadStream(file).pipe(res);
}).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const port = (server.address() as AddressInfo).port;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const id of tenants)
  for (const mode of MODES)
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`http://127.0.0.1:${port}/${id}-${mode}.html`, { waitUntil: 'networkidle' });
      const file = join(OUT, `${id}-${mode}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      // axe-core (WCAG 2.0/2.1 A and AA) on the gallery: each illustration's name, contrast of its text.
      await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
        const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
        const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      console.log(file, violations.length ? `axe: ${violations.join('; ')}` : 'axe: clean');
      await page.close();
    }
await browser.close();
server.close();
