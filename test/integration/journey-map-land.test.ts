/**
 * A journey map reads as geography: land in its own colour (not the page's, or a route inside one
 * country floats in a blank box) and the borders inside it, US states included, drawn from the
 * build's data into the land file the page masks.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { JOURNEY_MAPS } from '../../worker/generated/journey-maps.ts';
import { PALETTE } from '../../worker/ui/illustrations/palette.ts';
import { hostOf } from '../tenant-hosts.ts';
import { pageHtmlOf } from './helpers.ts';

const HOST = hostOf('default');
const landFile = async (href: string) => {
  const res = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(`https://${HOST}${href}`);
  expect(res.status).toBe(200);
  return res.text();
};
/** The pieces of line in the land file's border path (each starts with a move). */
const borderPieces = (svg: string) => (svg.match(/stroke="#000"[^>]*d="([^"]*)"/)?.[1]?.match(/M/g) ?? []).length;

describe('a journey map’s land', () => {
  it('is drawn in the land colour, apart from the page’s', async () => {
    expect(PALETTE.land).not.toBe(PALETTE.paper);
    const html = await pageHtmlOf('default', '/challenges/journeys/us-route-66');
    const masked = [...html.matchAll(/<rect [^>]*fill="([^"]+)" mask="url\(#[^"]+\)"/g)].map((m) => m[1]);
    expect(masked.length).toBeGreaterThan(0);
    expect(new Set(masked)).toEqual(new Set([PALETTE.land]));
  });

  it('crosses Route 66’s eight states with their borders', async () => {
    // Without the states, the only borders in Route 66's box are Mexico's and Canada's: a few pieces.
    expect(borderPieces(await landFile(JOURNEY_MAPS['us-route-66']!.landHref))).toBeGreaterThanOrEqual(20);
  });

  it('keeps the Camino’s country borders (France, Spain, Portugal)', async () => {
    expect(borderPieces(await landFile(JOURNEY_MAPS['camino-de-santiago']!.landHref))).toBeGreaterThanOrEqual(2);
  });
});
