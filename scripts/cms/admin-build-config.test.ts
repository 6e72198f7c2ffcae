/**
 * `strapi build` (the admin panel, built once per machine and cached) compiles the CMS's server
 * code and then loads its config; config/admin.ts requires the site's rules, which tsc does not
 * write. On an empty cache `npm run cms` stopped there ("Cannot find module '../src/site-rules'").
 * The config is compiled here to CommonJS, as `strapi build` compiles it, into a folder of its own, and loaded
 * in a fresh Node: it fails without the bundle that ensureAdminBuild writes first, and loads with it.
 */
import { spawnSync } from 'node:child_process';
import { buildSync } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleSiteRules, CMS_DIR } from './strapi-process.ts';

const outDir = mkdtempSync(join(tmpdir(), 'cms-admin-config-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function loadConfig() {
  return spawnSync(
    process.execPath,
    [
      '-e',
      `require(${JSON.stringify(join(outDir, 'config/admin.js'))}).default({ env: Object.assign((k, d) => process.env[k] ?? d, { bool: (k, d) => d }) })`,
    ],
    { encoding: 'utf8' },
  );
}

describe('the admin build loads the CMS config', () => {
  it('needs the site rules bundle, and loads with the one bundleSiteRules writes', () => {
    // As tsc compiles it (CommonJS), in one file: what it requires at load besides the site's
    // rules comes along; the rules stay a require of '../src/site-rules', as tsc leaves it.
    buildSync({
      entryPoints: [join(CMS_DIR, 'config/admin.ts')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      external: ['../src/site-rules', '@strapi/*'],
      logLevel: 'warning',
      outfile: join(outDir, 'config/admin.js'),
    });
    const before = loadConfig();
    expect(before.status).not.toBe(0);
    expect(before.stderr).toContain("Cannot find module '../src/site-rules'");
    bundleSiteRules(outDir);
    const after = loadConfig();
    expect(after.status, after.stderr).toBe(0);
  });
});
