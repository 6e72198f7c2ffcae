import { describe, expect, it } from 'vitest';
import { get } from '../helpers.ts';
import { urlOf } from '../../tenant-hosts.ts';

const htmlOf = async (path: string) => (await (await get(urlOf('default', path))).text()).replace(/<!-- -->/g, '');

describe('journey pages in the page’s language (issue 29)', () => {
  it('/de/ journey page: its own words are German messages, its region, stages and sample teams the German entry', async () => {
    const html = await htmlOf('/de/challenges/journeys/camino-de-santiago');
    expect(html).toContain('<h2 id="stages-heading">Etappen</h2>');
    expect(html).toContain('Der Start');
    expect(html).toMatch(/25 km vom Start/);
    expect(html).toContain('Frankreich und Spanien');
    expect(html).toContain('Pilger der Lohnbuchhaltung: 715 km, hinter');
    expect(html).toContain('Beispielteams, so wie die Live-Karte');
    expect(html).not.toContain('km from the start');
    expect(html).not.toContain('France and Spain');
  });

  it('/fr/ journeys index: each card’s title, region and stage count in French', async () => {
    const html = await htmlOf('/fr/challenges/journeys');
    expect(html).toContain('aria-label="Parcours virtuels"');
    expect(html).toMatch(/France et Espagne · 780 km · \d+ étapes/);
    expect(html).toContain('Planifier votre groupe sur');
    expect(html).not.toContain('Plan your group on');
  });

  it('English stays as it was', async () => {
    const html = await htmlOf('/challenges/journeys');
    expect(html).toMatch(/France and Spain · 780 km · \d+ stages/);
    expect(await htmlOf('/challenges/journeys/camino-de-santiago')).toContain('<h2 id="stages-heading">Stages</h2>');
  });
});
