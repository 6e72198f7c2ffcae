import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island, IslandCollector, IslandContext } from '../common/islands/island.tsx';
import { decodeAttribute, islandMarker, islandProps } from './island-props.ts';

function Hello({ name }: { name: string }) {
  return <b>Hello {name}</b>;
}

const HOSTILE = { name: `"><script>alert('1 & 2')</script> &quot; é ✓` };

describe('islandProps (test helper)', () => {
  it('gives back exactly the props the server wrote, escaping undone once', () => {
    const html = renderToString(
      <IslandContext.Provider value={new IslandCollector()}>
        <p>before</p>
        <Island name="video-player" component={Hello} props={HOSTILE} when="visible" />
      </IslandContext.Provider>,
    );
    expect(islandProps(html, 'video-player')).toEqual(HOSTILE);
    expect(islandMarker(html, 'video-player')?.inner).toMatch(/^<b>Hello /);
  });

  it('is null or an error when the page has no such island', () => {
    expect(islandMarker('<p>none</p>', 'drawer')).toBeNull();
    expect(() => islandProps('<p>none</p>', 'drawer')).toThrow('no drawer island marker');
  });

  it('decodes named and numeric entities in one pass', () => {
    expect(decodeAttribute('&amp;quot; &#39;&#x27; &lt;&gt; &quot;')).toBe(`&quot; '' <> "`);
  });
});
