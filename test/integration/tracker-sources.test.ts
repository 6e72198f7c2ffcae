/**
 * Through the worker: the tracker picture counts the data sources the trust centre lists (one
 * list: its five named tiles and "+ N more" add up to the trust centre's "19 of 19"), in every
 * language and on both brands, and the pitch beside it names only sources the picture shows.
 */
import { describe, expect, it } from 'vitest';
import { pageHtmlOf } from './helpers.ts';
import { TRUST_CENTRE_PATHS } from '../../worker/trust/trust-centre-path.ts';

/** The tiles of the picture that draws tool chips (the trackers), in order: the text at the tiles' x. */
function trackerTiles(html: string): string[] {
  const chip = html.indexOf('data-tool=');
  const start = html.lastIndexOf('<svg role="img"', chip);
  expect(chip > 0 && start > 0, 'a tracker picture').toBe(true);
  const svg = html.slice(start, chip);
  return [...svg.matchAll(/<text x="44"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/** The data sources the trust centre server-renders, one row each. */
const trustRows = (html: string) => [...html.matchAll(/data-provider="([^"]+)"/g)].map((m) => m[1]!);

const NAMED = ['Garmin', 'Fitbit', 'Strava', 'Polar', 'COROS'];
/** Makers the trust centre lists that the picture only counts: the pitch must not name them. */
const COUNTED_ONLY = ['Apple', 'Samsung', 'Google', 'Android', 'Under Armour', 'Suunto', 'Concept2'];

describe('the tracker picture and the trust centre count one list', () => {
  it.each([
    ['default', ''],
    ['default', '/de'],
    ['default', '/ar'],
    ['cofi', ''],
    ['cofi', '/de'],
  ] as const)('%s %s: five named sources and the rest of the trust centre’s list as "more"', async (tenant, prefix) => {
    const sources = trustRows(await pageHtmlOf(tenant, `${prefix}${TRUST_CENTRE_PATHS[tenant]}`));
    expect(new Set(sources).size).toBe(19);
    const tiles = trackerTiles(await pageHtmlOf(tenant, `${prefix}/`));
    expect(tiles.slice(0, 5)).toEqual(NAMED);
    expect(tiles).toHaveLength(6);
    // "+ 14 more" in every language: the count is the figure in the last tile.
    expect(tiles[5]!.replace(/[^\d٠-٩]/g, '')).toMatch(/^(14|١٤)$/);
  });

  it.each(['', '/de', '/fr', '/es', '/nl', '/ar'])(
    '%s: the pitch names the picture’s sources and no other',
    async (prefix) => {
      const html = await pageHtmlOf('default', `${prefix}/`);
      const pitch = html.slice(
        html.indexOf('data-testid="custom-home"'),
        html.indexOf('</section>', html.indexOf('data-testid="custom-home"')),
      );
      for (const name of NAMED) expect(pitch).toContain(name);
      for (const maker of COUNTED_ONLY) expect(pitch, maker).not.toContain(maker);
    },
  );
});
