import { PAGE_MODULES } from '../generated/page-modules.ts';
import type { PageModule } from '../pages/page-module.ts';
import type { PageRoute } from '../routes/routes.ts';

/**
 * The module of a routed page, evaluated on its first use in this isolate (a lazy `import()`, so
 * a cold isolate evaluates only the pages it serves). The build makes one loader per route name.
 */
export function pageModuleOf(route: PageRoute): Promise<PageModule> {
  const load = PAGE_MODULES[route.name];
  if (!load) throw new Error(`no page module for route "${route.name}": run npm run build`);
  return load();
}
