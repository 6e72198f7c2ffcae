import { describe, expect, it } from 'vitest';
import { loadedOnce } from './loaded-once.ts';
import { pageModuleOf } from './page-modules.ts';
import { PAGE_MODULES } from '../generated/page-modules.ts';
import { PAGE_ROUTES } from '../routes/routes.ts';

describe('loadedOnce', () => {
  it('imports once, then hands out the module itself', async () => {
    let imports = 0;
    const module = { name: 'm' };
    const load = loadedOnce(async () => (imports++, module));
    expect(await load()).toBe(module);
    expect(load()).toBe(module);
    expect(imports).toBe(1);
  });

  it('tries a failed import again on the next call', async () => {
    let calls = 0;
    const load = loadedOnce(async () => {
      if (++calls === 1) throw new Error('not yet');
      return 'ok';
    });
    await expect(load()).rejects.toThrow('not yet');
    expect(await load()).toBe('ok');
    expect(calls).toBe(2);
  });

  it('lets concurrent first callers each import (no request awaits another one’s work)', async () => {
    let imports = 0;
    const load = loadedOnce(async () => ++imports);
    await Promise.all([load(), load()]);
    expect(imports).toBe(2);
    expect(load()).toBe(2);
  });

  it('asks a page’s loader once per isolate', async () => {
    const route = PAGE_ROUTES.find((r) => r.name === 'about')!;
    const original = PAGE_MODULES.about!;
    let imports = 0;
    PAGE_MODULES.about = () => (imports++, original());
    try {
      const first = await pageModuleOf(route);
      expect(pageModuleOf(route)).toBe(first);
      expect(await pageModuleOf(route)).toBe(first);
    } finally {
      PAGE_MODULES.about = original;
    }
    expect(imports).toBeLessThanOrEqual(1);
  });
});
