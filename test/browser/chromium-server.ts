/**
 * Global setup of the `browser` test project: one headless Chromium for the whole run, which each
 * test file connects to (`sharedBrowser()` in browser.ts) instead of launching and closing one of
 * its own. Each test opens its own browser context (no cookies, storage or cache shared), as it did
 * with a Chromium per file; 39 launches and shutdowns per run become one. If it cannot start, each
 * file launches its own Chromium, which then fails with the cause.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium (`chromium.connect`), or '' when each file launches its own. */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  let server: Awaited<ReturnType<typeof chromium.launchServer>>;
  try {
    server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch (error) {
    console.error(`[browser tests] no shared Chromium, each file launches its own: ${(error as Error).message}`);
    project.provide('chromiumEndpoint', '');
    return;
  }
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
