import { describe, expect, it } from 'vitest';
import { formatChoices, formatList, formatNames, formatPercent } from './format-list.ts';

describe('formatList', () => {
  it('joins with each language’s “and” and commas', () => {
    const three = ['US', 'EU', 'UK'];
    expect(formatList(three, 'en-GB')).toBe('US, EU and UK');
    expect(formatList(three, 'de')).toBe('US, EU und UK');
    expect(formatList(three, 'fr')).toBe('US, EU et UK');
    expect(formatList(three, 'es')).toBe('US, EU y UK');
    expect(formatList(three, 'nl')).toBe('US, EU en UK');
    expect(formatList(['أ', 'ب', 'ج'], 'ar')).toBe('أ وب وج');
    expect(formatList(['EU'], 'de')).toBe('EU');
  });
});

describe('formatChoices', () => {
  it('joins alternatives with each language’s “or”', () => {
    expect(formatChoices(['Private', 'Friends only', 'Everyone'], 'en')).toBe('Private, Friends only, or Everyone');
    expect(formatChoices(['Privat (nur Sie)', 'Nur Freunde', 'Alle'], 'de')).toBe(
      'Privat (nur Sie), Nur Freunde oder Alle',
    );
    expect(formatChoices(['Privé', 'Amis uniquement', 'Tout le monde'], 'fr')).toBe(
      'Privé, Amis uniquement ou Tout le monde',
    );
  });
});

describe('formatNames', () => {
  it('lists product names with commas in English, with «،» and «و» before each further name in Arabic', () => {
    const three = ['Microsoft Entra ID (Azure AD)', 'Okta', 'Google Workspace'];
    expect(formatNames(three, 'en')).toBe('Microsoft Entra ID (Azure AD), Okta, Google Workspace');
    expect(formatNames(three, 'ar')).toBe('Microsoft Entra ID (Azure AD)، وOkta، وGoogle Workspace');
    expect(formatNames(three, 'de')).toBe('Microsoft Entra ID (Azure AD), Okta und Google Workspace');
    expect(formatNames(['Okta'], 'ar')).toBe('Okta');
  });
});

describe('formatPercent', () => {
  it('writes the sign as each language does: a space in German and French, none in Dutch and English', () => {
    expect(formatPercent(78, 'en')).toBe('78%');
    expect(formatPercent(78, 'nl')).toBe('78%');
    expect(formatPercent(78, 'de')).toBe('78\u00a0%');
    expect(formatPercent(78, 'fr')).toMatch(/^78[\u00a0\u202f]%$/);
    expect(formatPercent(78, 'ar')).toMatch(/^78.?%.?$/u);
  });
});
