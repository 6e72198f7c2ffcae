import { describe, expect, it } from 'vitest';
import { get } from '../helpers.ts';
import { urlOf } from '../../tenant-hosts.ts';

const htmlOf = async (path: string) => (await (await get(urlOf('default', path))).text()).replace(/<!-- -->/g, '');

describe('journey pages in the page’s language', () => {
  it('/de/ journey page: its own words are German messages, its region, stages and sample teams the German entry', async () => {
    const html = await htmlOf('/de/challenges/journeys/camino-de-santiago');
    expect(html).toContain('<h2 id="stages-heading">Stationen unterwegs</h2>');
    expect(html).toContain('Der Start');
    expect(html).toMatch(/25 km vom Start/);
    expect(html).toContain('Frankreich und Spanien');
    expect(html).toContain('Pilger der Lohnbuchhaltung: 715 km, zuletzt passiert: ');
    expect(html).toContain('Beispielteams – so zeigt die Live-Karte jedes Team');
    expect(html).not.toContain('km from the start');
    expect(html).not.toContain('France and Spain');
  });

  it('/fr/ journeys index: each card’s title, region and stage count in French', async () => {
    const html = await htmlOf('/fr/challenges/journeys');
    expect(html).toContain('aria-label="Voyages virtuels"');
    expect(html).toMatch(/France et Espagne · 780 km · \d+ haltes/);
    expect(html).toContain('Planifier la durée pour votre groupe\u202f: ');
    expect(html).not.toContain('Plan your group on');
  });

  it('/de/ journey page: the planner speaks German in its server render (no JavaScript needed)', async () => {
    const html = await htmlOf(
      '/de/challenges/journeys/european-landmarks?people=30&daily=8000&start=2027-01-04&activity=CYCLING&minutes=20',
    );
    expect(html).toContain('<h2 id="planner-heading">Ihre Gruppe auf dieser Reise planen</h2>');
    expect(html).toContain('Teilnehmende Personen');
    expect(html).toContain('<option value="CYCLING" selected="">Radfahren</option>');
    expect(html).toContain('<option value="">Keine</option>');
    expect(html).toMatch(/Tage bis zum Ziel/);
    expect(html).toMatch(/Ihre Gruppe schafft [\d.,]+ km am Tag \([\d.,]+ km pro Person\)\./);
    expect(html).toMatch(/Ankunft am \d+\. Januar 2027\./);
    expect(html).toMatch(/Woche 1: [\d.,]+ km · noch [\d.,]+ km bis /);
    expect(html).toContain('Schritte zählen als Strecke mit 1.250 Schritten pro km');
    expect(html).toContain('aria-label="Karte – ');
    for (const english of [
      'Plan your group',
      'People taking part',
      '>Cycling<',
      'days to finish',
      'Finish on',
      'Week 1',
    ])
      expect(html).not.toContain(english);
  });

  it('/de/ solar system: the drawing’s own words in German, on the journey page and the index', async () => {
    const page = await htmlOf('/de/challenges/journeys/solar-system');
    expect(page).toContain('Maßstabsgetreu, Sonne bis Neptun: 3.600 km gegangen');
    expect(page).toMatch(/Saturn <tspan font-weight="400">1\.434 km<\/tspan>/);
    // Saturn keeps its rings in every language: the drawing knows the planets by their distance.
    expect((await htmlOf('/ar/challenges/journeys/solar-system')).match(/<ellipse /g)).toHaveLength(1);
    const index = await htmlOf('/de/challenges/journeys');
    expect(index).toContain('Maßstabsgetreu, Sonne bis Neptun: 3.600 km gegangen');
    expect(index).not.toContain('To scale');
  });

  it('/ar/ journey page: the map’s stage names run right to left, the planner in Arabic', async () => {
    const html = await htmlOf('/ar/challenges/journeys/us-route-66');
    const labels = [...html.matchAll(/<text class="stop-name"[^>]*>/g)].map((m) => m[0]);
    expect(labels.length).toBeGreaterThan(2);
    for (const label of labels) {
      expect(label).toContain('style="direction:rtl"');
      expect(label).toMatch(/text-anchor="(start|middle|end)"/);
    }
    expect(html).toContain('خطّط رحلة مجموعتك على هذا المسار');
    expect(html).not.toContain('Plan your group');
    // Left to right, the names carry no direction of their own (their anchor is the placement's).
    const english = await htmlOf('/challenges/journeys/us-route-66');
    expect(english).toMatch(/<text class="stop-name"/);
    expect(english).not.toMatch(/<text class="stop-name"[^>]*direction/);
  });

  it('English stays as it was', async () => {
    const html = await htmlOf('/challenges/journeys');
    expect(html).toMatch(/France and Spain · 780 km · \d+ stops/);
    expect(await htmlOf('/challenges/journeys/camino-de-santiago')).toContain(
      '<h2 id="stages-heading">Stops on the way</h2>',
    );
    const planned = await htmlOf('/challenges/journeys/european-landmarks?people=30&daily=8000&start=2027-01-04');
    expect(planned).toContain('<h2 id="planner-heading">Plan your group on this journey</h2>');
    expect(planned).toContain('Finish on January 21, 2027.');
    expect(planned).toContain('Week 1: 1,344 km · 286 km to Brandenburg Gate, Berlin');
    expect(planned).toContain('<option value="CYCLING">Cycling</option>');
    expect(planned).toContain('aria-label="Map of European landmarks');
    expect(html).toContain('To scale, Sun to Neptune: 3,600 km walked');
  });
});
