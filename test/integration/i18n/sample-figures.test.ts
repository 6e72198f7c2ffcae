import { describe, expect, it } from 'vitest';
import { readerTextOf } from '../helpers.ts';
import { urlOf } from '../../tenant-hosts.ts';

describe('sample figures a reader can believe', () => {
  it.each([
    ['/challenges/journeys', /A team has walked 3,600 km and passed Uranus\./],
    ['/ar/challenges/journeys', /قطع أحد الفرق 3,600 كم وتجاوز أورانوس\./],
  ])('%s: the solar system card places its leading sample team, not a team at 0 km', async (path, sample) => {
    const html = await readerTextOf(urlOf('default', path));
    expect(html).toMatch(sample);
    expect(html).not.toMatch(/walked 0 km|قطع أحد الفرق 0 كم/);
  });

  it.each([
    ['default', '/solutions'],
    ['default', '/solutions/fitness-engine'],
    ['cofi', '/solutions/integration-partners'],
    ['cofi', '/solutions/workplace'],
  ])('%s English %s writes the event count with its thousands separator', async (tenant, path) => {
    const html = await readerTextOf(urlOf(tenant, path));
    expect(html).toContain('2,149 events');
    expect(html).not.toMatch(/\b2149\b/);
  });
});
