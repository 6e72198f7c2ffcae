import { applyD1Migrations, env } from 'cloudflare:test';
import type { Env } from '../worker/env.ts';
import { loadContent } from '../worker/content/built-content.ts';
import { PAGE_LOCALES } from '../common/i18n/locales.ts';

type Migrations = Parameters<typeof applyD1Migrations>[1];

// The same migrations `npm start` applies, so tests see the production schema.
const bindings = env as unknown as Env & { TEST_MIGRATIONS: Migrations; TEST_CONTENT?: string };
await applyD1Migrations(bindings.DB, bindings.TEST_MIGRATIONS);

// The compiled content comes from the static assets in the worker (worker/content/content-from-assets.ts);
// tests that read it before any request need it loaded, as the first middleware does. The files that
// share one isolate get every locale's copy, so none of them depends on which file ran first; the
// files of a fresh isolate (vitest.config.ts) get English's alone, as an isolate's first request
// does, and fetch a locale's copy the way the worker does (a page in it, or loadContent).
await loadContent(bindings.ASSETS);
if (bindings.TEST_CONTENT !== 'english') for (const locale of PAGE_LOCALES) await loadContent(bindings.ASSETS, locale);
