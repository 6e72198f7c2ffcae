import { defineConfig, type Plugin } from 'vite';
import { suggestionMessages } from './compiler/messages/suggestion-messages.ts';

const SUGGESTION_MESSAGES = 'virtual:language-suggestion-messages';

/** The language suggestion's messages of every locale, read from messages/*.json at build time. */
function languageSuggestionMessages(): Plugin {
  return {
    name: 'language-suggestion-messages',
    resolveId: (id) => (id === SUGGESTION_MESSAGES ? `\0${SUGGESTION_MESSAGES}` : undefined),
    load: (id) =>
      id === `\0${SUGGESTION_MESSAGES}` ? `export default ${JSON.stringify(suggestionMessages())};` : undefined,
  };
}

/**
 * Builds the island client: one small entry plus one chunk per island, hashed, with a manifest the
 * build script turns into worker/generated/client-manifest.ts; and the language suggestion's own
 * script (client/language-suggestion.ts), which pages with alternates load without the islands. `public/` (logos, badges, _headers)
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
    rollupOptions: {
      input: { entry: 'client/entry.ts', 'language-suggestion': 'client/language-suggestion.ts' },
    },
  },
  plugins: [languageSuggestionMessages()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
});
