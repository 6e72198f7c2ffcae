import { describe, expect, it } from 'vitest';
import { nameInCompound } from './name-in-compound.ts';

describe('a brand name as the first part of a compound', () => {
  it('German couples every word: Corporate-Fitness(-App), 100-km-Challenge(-App); one word stays', () => {
    expect(nameInCompound('Corporate Fitness', 'de')).toBe('Corporate-Fitness');
    expect(nameInCompound('100 km Challenge', 'de')).toBe('100-km-Challenge');
    expect(nameInCompound('TeamTrek', 'de')).toBe('TeamTrek');
  });

  it('Dutch (Walk My Miles-app), English and French keep the name as written', () => {
    for (const locale of ['nl', 'en', 'fr'] as const)
      expect(nameInCompound('Walk My Miles', locale)).toBe('Walk My Miles');
  });
});
