import { applyD1Migrations, env } from 'cloudflare:test';
import type { Env } from '../worker/env.ts';
import { loadContent } from '../worker/content/built-content.ts';

type Migrations = Parameters<typeof applyD1Migrations>[1];

// The same migrations `npm start` applies, so tests see the production schema.
const bindings = env as unknown as Env & { TEST_MIGRATIONS: Migrations };
await applyD1Migrations(bindings.DB, bindings.TEST_MIGRATIONS);

// The compiled content comes from the static assets in the worker (worker/content/content-from-assets.ts);
// tests that read it before any request need it loaded, as the first middleware does.
await loadContent(bindings.ASSETS);
