import { PAGE_MODULES } from '../worker/generated/page-modules.ts';

/**
 * Evaluates every page module before a test file's first request. The deployed worker is one
 * script, so a page's lazy `import()` resolves without I/O; in this pool each module is fetched
 * from Vite on its first import, and concurrent first requests for one page then share that
 * fetch, which workerd cancels as I/O on behalf of another request ("code had hung"). Files whose
 * tests send concurrent first requests call this in `beforeAll`; the others keep the cold path.
 */
export async function preloadPageModules(): Promise<void> {
  await Promise.all(Object.values(PAGE_MODULES).map((load) => load()));
}
