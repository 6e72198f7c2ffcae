/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

/**
 * An island is one file: `client/islands/<name>.tsx` (client/entry.ts loads every such file by
 * its name). Every island the server writes (`<Island name="…">`) must have its file, or the
 * browser would log "unknown island" and the part would never become interactive.
 */
const SERVER = import.meta.glob(['/worker/**/*.tsx', '/common/**/*.tsx', '!**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const ISLAND_FILES = new Set(
  Object.keys(import.meta.glob(['/client/islands/*.tsx', '!/client/islands/*.test.tsx'])).map((f) =>
    f.slice('/client/islands/'.length, -'.tsx'.length),
  ),
);

/** The island names written in the sources, as `file: name`. */
function islandNamesIn(sources: Record<string, string>): [string, string][] {
  return Object.entries(sources).flatMap(([file, text]) =>
    [...text.matchAll(/<Island\s+name="([^"]+)"/g)].map((m) => [file, m[1]!] as [string, string]),
  );
}

describe('islands', () => {
  it('finds the islands the server writes', () => {
    expect(islandNamesIn(SERVER).map(([, name]) => name)).toEqual(
      expect.arrayContaining(['contact-form', 'step-converter', 'video-player', 'snackbar']),
    );
  });

  it('has a client/islands/<name>.tsx file for every island the server writes', () => {
    const missing = islandNamesIn(SERVER).filter(([, name]) => !ISLAND_FILES.has(name));
    expect(missing).toEqual([]);
  });

  it('finds a planted island without its file', () => {
    const planted = { '/worker/pages/x.page.tsx': '<Island name="no-such-island" component={X} props={{}} />' };
    expect(islandNamesIn(planted).filter(([, name]) => !ISLAND_FILES.has(name))).toHaveLength(1);
  });
});
