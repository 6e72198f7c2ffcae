import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island, IslandCollector, IslandContext } from './island.tsx';

function Hello({ name }: { name: string }) {
  return <b>Hello {name}</b>;
}

describe('Island', () => {
  it('writes a marker with escaped JSON props around the server HTML, and records its use', () => {
    const islands = new IslandCollector();
    const html = renderToString(
      <IslandContext.Provider value={islands}>
        <Island name="video-player" component={Hello} props={{ name: '"><script>alert(1)</script>' }} when="visible" />
      </IslandContext.Provider>,
    );
    expect(html).toMatch(
      /^<tt-island data-island="video-player" data-props="\{&quot;name&quot;:&quot;\\&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;&quot;\}" data-hydrate="visible" style="display:contents"><b>/,
    );
    expect(html).not.toContain('<script>');
    expect([...islands.used]).toEqual(['video-player']);
  });
});
