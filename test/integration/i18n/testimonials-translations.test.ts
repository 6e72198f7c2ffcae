import { describe, expect, it } from 'vitest';
import { readerTextOf as textOf } from '../helpers.ts';
import { urlOf } from '../../tenant-hosts.ts';

// content/testimonials.<locale>.json reach the home and the pricing page's proof:
// roles and quotes translated, people's and companies' names as written.
describe('translated testimonials', () => {
  it('the German home quotes in German, names unchanged', async () => {
    const html = await textOf(urlOf('default', '/de/'));
    expect(html).toContain('Unsere Depots und Büros haben endlich etwas gemeinsam gemacht.');
    expect(html).toContain('Leiterin People & Culture, Northwind Logistics');
    expect(html).toContain('Maya Lindqvist');
    expect(html).not.toContain('Our depots and offices finally did something together.');
  });

  it('the Arabic home and the French pricing proof are translated too', async () => {
    expect(await textOf(urlOf('default', '/ar/'))).toContain('تمكّن موظفو المناوبة الليلية من المشاركة');
    const pricing = await textOf(urlOf('default', '/fr/pricing'));
    expect(pricing).toContain('Le personnel de nuit a pu participer à égalité avec les équipes de jour.');
  });

  it('the English home is unchanged', async () => {
    const html = await textOf(urlOf('default', '/'));
    expect(html).toContain(
      'Our depots and offices finally did something together. Four weeks, 600 people, and the leaderboard was all anyone talked about at lunch.',
    );
    expect(html).toContain('People & Culture Lead, Northwind Logistics');
  });
});
