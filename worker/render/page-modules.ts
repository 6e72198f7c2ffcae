import { PAGE_MODULES } from '../generated/page-modules.ts';
import type { PageModule } from '../pages/page-module.ts';
import type { PageRoute } from '../routes/routes.ts';
import { loadedOnce } from './loaded-once.ts';

/**
 * The module of a routed page, evaluated on its first use in this isolate (a lazy `import()`, so
 * a cold isolate evaluates only the pages it serves). The build makes one loader per route name.
 */
export function pageModuleOf(route: PageRoute): PageModule | Promise<PageModule> {
  let load = loaders.get(route.name);
  if (!load) {
    const module = PAGE_MODULES[route.name];
    if (!module) throw new Error(`no page module for route "${route.name}": run npm run build`);
    loaders.set(route.name, (load = loadedOnce(module)));
  }
  return load();
}

/** Each route's loader, imported once (worker/render/loaded-once.ts). */
const loaders = new Map<string, () => PageModule | Promise<PageModule>>();
