import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VisualCard } from './card.tsx';
import { CheckList } from './check-list.tsx';
import { ICONS } from './icons.tsx';
import { FeatureRow, Grid } from './layout.tsx';
import { COLOUR } from './tokens.ts';

describe('visual language components', () => {
  it('section rhythm: rows alternate the visual side and the band by their index alone', () => {
    const row = (index: number) => renderToString(<FeatureRow index={index} title="Walk to Rome" visual={<svg />} />);
    expect(row(0)).not.toMatch(/data-flip|data-band/);
    expect(row(1)).toMatch(/data-band=""/);
    expect(row(1)).toMatch(/data-flip=""/);
    expect(row(2)).not.toMatch(/data-flip|data-band/);
    // Words come first in the markup whichever side they show on: phones and screen readers read them first.
    expect(row(1).indexOf('<h2>')).toBeLessThan(row(1).indexOf('<svg'));
  });

  it('check lists and cards carry icons as decoration only', () => {
    const list = renderToString(<CheckList items={['Fair scoring for every activity', 'Manual entry']} />);
    expect(list.match(/<li>/g)).toHaveLength(2);
    expect(list.match(/aria-hidden="true"/g)).toHaveLength(2);
    const card = renderToString(
      <VisualCard icon="map" title="Virtual journeys">
        Walk Route 66 together.
      </VisualCard>,
    );
    expect(card).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(card).toContain('<h3>Virtual journeys</h3>');
  });

  it('the grid lets children choose their span on wide screens', () => {
    expect(
      renderToString(
        <Grid>
          <div data-span="6" />
        </Grid>,
      ),
    ).toMatch(/<div class="go\d+"><div data-span="6"><\/div><\/div>/);
  });

  it('colours come only from the tenant theme', () => {
    for (const value of Object.values(COLOUR)) expect(value).toMatch(/^(var\(--tt-|color-mix\(in srgb, var\(--tt-)/);
    expect(Object.keys(ICONS)).toEqual(
      expect.arrayContaining(['running', 'shoe-prints', 'cycling', 'walking', 'mountain']),
    );
  });
});
