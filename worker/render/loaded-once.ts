/**
 * A lazily imported module, imported once per isolate: `import()` of a module the isolate already
 * evaluated still goes through workerd's module loader on every call (a few per cent of a warm
 * home's render in a CPU profile). The module is kept once it resolved, never the pending
 * promise: a request must not await another request's work (workerd cancels it as hung), so
 * concurrent first requests each import, and a failed import is tried again by the next request.
 *
 * @example
 * const renderer = loadedOnce(() => import('./render-page.tsx')); (await renderer()).renderPage(…)
 */
export function loadedOnce<T>(load: () => Promise<T>): () => T | Promise<T> {
  let loaded: { module: T } | undefined;
  return () => {
    if (loaded) return loaded.module;
    return load().then((module) => {
      loaded = { module };
      return module;
    });
  };
}
