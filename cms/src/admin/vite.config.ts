import { mergeConfig, type Plugin, type UserConfig } from 'vite';
import { adminPatches } from './admin-patches';

// `strapi build` merges this into its Vite config (Strapi reads src/admin/vite.config.ts): changes
// to the admin's own code, so that a save the site refuses keeps the marketer's work and says why,
// and the page picker offers the open menu's brand's pages (src/admin/admin-patches.ts). The build
// fails when a patch no longer applies.

function patchStrapiAdmin(): Plugin {
  const applied = new Set<string>();
  return {
    name: 'site-admin-patches',
    // `strapi start` serves this build; `strapi develop` pre-bundles the admin's packages unpatched.
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      // Every patch of the module, in turn (two change the navigation plugin's admin).
      let patched: string | null = null;
      for (const patch of adminPatches) {
        if (!patch.file.test(id.split('?')[0]!)) continue;
        patched = patch.apply(patched ?? code);
        if (patched === null) this.error(`${patch.name}: ${id} no longer holds the code it replaces. ${patch.why}`);
        applied.add(patch.name);
      }
      return patched === null ? null : { code: patched, map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missing = adminPatches.filter((p) => !applied.has(p.name)).map((p) => `${p.name} (${p.file})`);
      if (missing.length) this.error(`src/admin/vite.config.ts: no module matched ${missing.join(', ')}`);
    },
  };
}

export default (config: UserConfig) => mergeConfig(config, { plugins: [patchStrapiAdmin()] });
