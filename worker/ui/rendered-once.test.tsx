import { compactMarkup } from './compact-markup.ts';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { homeIllustrations } from '../home/home-illustrations.tsx';
import { createPageContext } from '../render/create-page-context.ts';
import { resolveTenant } from '../tenants/resolve.ts';
import { forgetRenderedOnce, illustrationKey, RenderedOnce, renderOnce, storedMarkup } from './rendered-once.tsx';

const ctxOf = (host: string, query = '') => {
  const url = new URL(`https://${host}/${query}`);
  return createPageContext(new Request(url), url, resolveTenant(url, 'default'), null, {}, new Date(), {
    contentVersion: 7,
  });
};
/** React's `useId` ids (SVG masks) differ inline and stored; everything else must not. */
const withoutIds = (html: string) => html.replace(/\bi[A-Za-z0-9]+-(land|clip|mask)\b/g, 'ID-$1');

beforeEach(() => forgetRenderedOnce());

describe('RenderedOnce', () => {
  it('keys on the tenant, the theme, the locale and the content version', () => {
    expect(illustrationKey(ctxOf('www.corporatefitness.example', '?theme=highcontrast'), 'home-hero:reporting')).toBe(
      'home-hero:reporting|cofi|highcontrast|en|7',
    );
    // A tenant formatting its English pages in German must not share the German page's pictures.
    const english = { ...ctxOf('www.teamtrek.example'), locale: 'de', pageLocale: 'en' as const };
    const german = { ...english, pageLocale: 'de' as const };
    expect(illustrationKey(english, 'home-hero:leaderboard')).not.toBe(
      illustrationKey(german, 'home-hero:leaderboard'),
    );
  });

  it.each(['www.teamtrek.example', 'www.corporatefitness.example', 'mzg.corporatefitness.example'])(
    'on %s shows the same markup stored as inline (ids aside, stored compact), rendered once',
    async (host) => {
      const parts = homeIllustrations(ctxOf(host));
      const inline = parts.map((p) => renderToString(<RenderedOnce part={p} />));
      await renderOnce(parts);
      const stored = parts.map((p) => storedMarkup(p.key));
      const shown = parts.map((p) => renderToString(<RenderedOnce part={p} />));
      // Stored compact (compactMarkup): the same elements, text and attributes as the inline render.
      expect(shown.map(withoutIds)).toEqual(inline.map((html) => withoutIds(compactMarkup(html))));
      // A second call renders nothing again: the same strings, not new ones.
      await renderOnce(parts);
      parts.forEach((p, i) => expect(storedMarkup(p.key)).toBe(stored[i]));
    },
  );
});
