import { defineConfig } from 'vite';

/**
 * Builds the island client: one small entry plus one chunk per island, hashed, with a manifest the
 * build script turns into worker/generated/client-manifest.ts. `public/` (logos, badges, _headers)
 * is copied into the same directory, which wrangler serves as static assets.
 */
export default defineConfig({
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: { input: { entry: 'client/entry.ts' } },
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
});
