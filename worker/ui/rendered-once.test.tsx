import { compactMarkup } from './compact-markup.ts';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { homeIllustrations } from '../home/home-illustrations.tsx';
import { createPageContext } from '../render/create-page-context.ts';
import { resolveTenant } from '../tenants/resolve.ts';
import {
  forgetRenderedOnce,
  idPrefixOf,
  illustrationKey,
  RenderedOnce,
  renderOnce,
  storedMarkup,
} from './rendered-once.tsx';
import { CONTENT } from '../content/built-content.ts';

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

describe('renderOnce and the build’s copy', () => {
  it('stores the build’s markup of a part without rendering it', async () => {
    const part = {
      key: 'test:prebuilt|default|default|en|0',
      prebuilt: () => '<svg role="img" aria-label="built"></svg>',
      render: () => {
        throw new Error('rendered although the build had it');
      },
    };
    await renderOnce([part]);
    expect(storedMarkup(part.key)).toBe('<svg role="img" aria-label="built"></svg>');
  });

  it('renders a part the build has no copy of (a pseudo-locale, a locale formatted otherwise)', async () => {
    const part = { key: 'test:missing|default|default|en|0', prebuilt: () => undefined, render: () => <b>drawn</b> };
    await renderOnce([part]);
    expect(storedMarkup(part.key)).toBe('<b>drawn</b>');
  });

  it('gives a part the same ids whatever the theme and content version, so the build’s copy fits both', () => {
    expect(idPrefixOf('home-hero:reporting|cofi|highcontrast|en|7')).toBe(
      idPrefixOf('home-hero:reporting|cofi|default|en|0'),
    );
    expect(idPrefixOf('home-hero:reporting|cofi|default|en|0')).not.toBe(
      idPrefixOf('home-hero:reporting|mzg|default|en|0'),
    );
  });

  it('finds the build’s copy for a tenant’s home in a locale it offers', () => {
    const ctx = ctxOf('www.corporatefitness.example');
    const hero = homeIllustrations(ctx)[0]!;
    expect(hero.prebuilt?.()).toBe(CONTENT['illustrations:en:cofi']!['home-hero:reporting|cofi|en']);
    expect(
      homeIllustrations({ ...ctx, locale: 'de' })[0]!.prebuilt?.(),
      'English words, German numbers',
    ).toBeUndefined();
  });
});
