import { describe, expect, it } from 'vitest';
import { SITE_DATA } from '../../worker/generated/site-data.ts';
import { PAD, headlineOf, logoLeft, shareImageSvg } from './share-image-svg.ts';

const theme = SITE_DATA.tenants.default!.theme;
const texts = (svg: string) => [...svg.matchAll(/<text x="(\d+)"[^>]*>([^<]*)<\/text>/g)].map((m) => [m[1], m[2]]);

describe('headlineOf', () => {
  it.each([
    [
      'TeamTrek – step, distance and wellbeing challenges for teams',
      'Step, distance and wellbeing challenges for teams',
    ],
    [
      'TeamTrek: retos de pasos, distancia y bienestar para equipos',
      'Retos de pasos, distancia y bienestar para equipos',
    ],
    ['TeamTrek – تحديات الخطوات والمسافة والعافية للفرق', 'تحديات الخطوات والمسافة والعافية للفرق'],
    ['Challenge Portal', 'Challenge Portal'],
  ])('leaves the name the logo shows off "%s"', (title, headline) => {
    expect(headlineOf(title, 'TeamTrek')).toBe(headline);
  });
});

describe('shareImageSvg', () => {
  it('left to right: logo card and headline at the left padding, no direction set', () => {
    const svg = shareImageSvg(theme, { title: 'TeamTrek – Challenges für Teams', name: 'TeamTrek', dir: 'ltr' }, 300);
    expect(logoLeft('ltr', 300)).toBe(PAD);
    expect(svg).toContain(`<rect x="${PAD - 24}" y="40" width="348"`);
    expect(texts(svg)).toEqual([[String(PAD), 'Challenges für Teams']]);
    expect(svg).not.toContain('direction=');
  });

  it('right to left: mirrored, the lines start at the right padding (librsvg: rtl with anchor start)', () => {
    const svg = shareImageSvg(theme, { title: 'TeamTrek – تحديات للفرق', name: 'TeamTrek', dir: 'rtl' }, 300);
    const right = 1200 - PAD;
    expect(logoLeft('rtl', 300)).toBe(right - 300);
    expect(svg).toContain(`<rect x="${right - 300 - 24}" y="40" width="348"`);
    expect(svg).toContain('direction="rtl" text-anchor="start"');
    expect(texts(svg)).toEqual([[String(right), 'تحديات للفرق']]);
    expect(svg).toContain('<circle cx="40"');
  });

  it('wraps a long headline onto up to three lines at a size that fits', () => {
    const svg = shareImageSvg(
      theme,
      { title: 'TeamTrek – Schritt-, Distanz- und Wellbeing-Challenges für Teams', name: 'TeamTrek', dir: 'ltr' },
      300,
    );
    expect(texts(svg).map(([, line]) => line)).toEqual(['Schritt-, Distanz- und', 'Wellbeing-Challenges', 'für Teams']);
  });
});
