import { describe, expect, it } from 'vitest';
import { childCards } from './child-cards.ts';

const tenant = { name: 'TeamTrek' };
const translated = { path: '/solutions/a', title: 'Lauf-Challenges', description: 'Mit {{name}}.', translated: true };
const english = { path: '/solutions/b', title: 'Relay races', description: 'On {{name}}.', translated: false };

describe('an INDEX page’s child cards', () => {
  it('a translated page marks only the children still in English', () => {
    const cards = childCards([translated, english], tenant, { translated: true, pageLocale: 'de' });
    expect(cards).toEqual([
      { href: '/solutions/a', title: 'Lauf-Challenges', description: 'Mit TeamTrek.', lang: undefined },
      { href: '/solutions/b', title: 'Relay races', description: 'On TeamTrek.', lang: 'en' },
    ]);
  });

  it('an English page, or a prefixed page shown in English, marks nothing', () => {
    for (const page of [
      { translated: true, pageLocale: 'en' as const },
      { translated: false, pageLocale: 'de' as const },
    ])
      expect(childCards([english], tenant, page).map((c) => c.lang)).toEqual([undefined]);
  });
});
