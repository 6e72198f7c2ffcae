import { renderToString } from 'react-dom/server';
import { englishTranslate, messagesFor, translator } from '../../i18n/messages.ts';
import { pictureWords } from './picture-words.ts';
import { describe, expect, it } from 'vitest';
import { TENANTS } from '../../tenants/registry.ts';
import { AvatarInitials } from './avatar-initials.tsx';
import { BadgeWall, LABEL_CHARS } from './badge-wall.tsx';
import { twoLines } from './two-lines.ts';
import { sampleBadges } from './gallery-data.ts';
import { contrastRatio } from '../contrast.ts';
import { PAGE_LOCALES } from '../../../common/i18n/locales.ts';
import { BADGE_SHAPES } from './badge-shapes.ts';
import { BlogCover } from './blog-cover.tsx';
import { CustomerLogos } from './customer-logos.tsx';
import { IllustrationGallery } from './gallery.tsx';
import * as sample from './gallery-data.ts';
import { PhoneLeaderboard } from './phone-leaderboard.tsx';
import { PlanComparison } from './plan-comparison.tsx';
import { StatCallouts } from './stat-callouts.tsx';
import { StepConversion } from './step-conversion.tsx';
import { TeamProgress } from './team-progress.tsx';

/** The pictures' English words, as an English page passes them. */
const WORDS = pictureWords(englishTranslate);
import { TrackerSync } from './tracker-sync.tsx';

const ILLUSTRATIONS: [string, React.ReactElement, RegExp][] = [
  [
    'phone leaderboard',
    <PhoneLeaderboard
      event="Spring Step Challenge"
      status="Day 12 of 28"
      rows={sample.SAMPLE_LEADERBOARD}
      lang="en"
      words={WORDS}
    />,
    /1\. Night Owls, 9,829 points, 982,910 steps/,
  ],
  [
    'team progress',
    <TeamProgress {...sample.SAMPLE_TEAMS} lang="en" words={WORDS} />,
    /2,296 of 3,440 km \(67%\).*Operations 741 km \(Office 120 km, Warehouse 560 km/,
  ],
  ['badge wall', <BadgeWall badges={sample.SAMPLE_BADGES} words={WORDS} />, /5 of 8 badges earned \(First 10,000/],
  [
    'tracker sync',
    <TrackerSync platform="TeamTrek" providers={['Garmin', 'Fitbit', 'Polar']} steps={12480} lang="en" words={WORDS} />,
    /Garmin, Fitbit,? and Polar syncing into TeamTrek.*12,480 steps/,
  ],
  [
    'step conversion',
    <StepConversion rows={sample.sampleConversions()} lang="en" />,
    /Cycling, 45 min, counts as 10,305 steps/,
  ],
  [
    'plan comparison',
    <PlanComparison {...sample.planComparisonFromPriceList()} />,
    /One-time event: Starter, Pro, Enterprise/,
  ],
  [
    'blog cover',
    <BlogCover title="Running a relay" tags={['relay', 'teams']} />,
    /Cover illustration for “Running a relay”: a stopwatch/,
  ],
  ['avatar', <AvatarInitials name="Maya Lindqvist" />, /^Maya Lindqvist$/],
];

const attr = (html: string, name: string) =>
  [...html.matchAll(new RegExp(` ${name}="([^"]*)"`, 'g'))].map((m) => m[1]!);

describe.each(ILLUSTRATIONS)('%s', (_name, element, says) => {
  const html = renderToString(element);

  it('is one image with a text alternative that says what it shows', () => {
    expect(html.startsWith('<svg role="img" aria-label="')).toBe(true);
    expect(attr(html, 'role').filter((r) => r === 'img')).toHaveLength(1);
    expect(attr(html, 'aria-label')[0]).toMatch(says);
    // Icons inside are decoration: hidden, so only the alternative is read.
    for (const nested of html.split('<svg').slice(2)) expect(nested).toMatch(/aria-hidden="true"/);
  });

  it('declares its size (view box, width, height, aspect ratio): no layout shift', () => {
    const [w, h] = [Number(attr(html, 'width')[0]), Number(attr(html, 'height')[0])];
    const [, , vw, vh] = attr(html, 'viewBox')[0]!.split(' ').map(Number);
    expect(vw! / vh!).toBeCloseTo(w / h);
    const [, aw, ah] = /style="aspect-ratio:(\d+) \/ (\d+)/.exec(html)!.map(Number);
    expect(aw! / ah!).toBeCloseTo(w / h);
  });

  it('draws only with the theme (custom properties), runs no script', () => {
    const paints = [...attr(html, 'fill'), ...attr(html, 'stroke'), ...attr(html, 'color')];
    expect(paints.length).toBeGreaterThan(0);
    for (const paint of paints)
      expect(paint).toMatch(/^(var\(--tt-|color-mix\(in srgb, var\(--tt-|none$|currentColor$)/);
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });
});

describe('badge wall', () => {
  it('draws every badge shape of the spec', () => {
    const wall = renderToString(
      <BadgeWall
        badges={BADGE_SHAPES.map((shape) => ({ name: shape, shape, icon: 'running', earned: true }))}
        words={WORDS}
      />,
    );
    expect(attr(wall, 'd').length).toBeGreaterThanOrEqual(BADGE_SHAPES.length);
  });

  it.each(PAGE_LOCALES)(
    '%s: every label in one weight at its own width, a long name on two lines, never stretched to its cell',
    async (locale) => {
      const t = translator(await messagesFor(locale));
      const badges = sampleBadges(t);
      const wall = renderToString(<BadgeWall badges={badges} words={pictureWords(t)} />);
      const labels = [...wall.matchAll(/<text([^>]*)>(.*?)<\/text>/g)];
      expect(labels.length).toBe(badges.length);
      expect(new Set(labels.map(([, a]) => /font-weight="(\d+)"/.exec(a!)?.[1])).size).toBe(1);
      // textLength stretched a name narrower in the brand's face than estimated ("Venice reached").
      expect(wall).not.toContain('textLength');
      for (const [i, [, , inner]] of labels.entries()) {
        const lines = [...inner!.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]);
        if (lines.length)
          expect(lines.join(lines[0]!.endsWith('-') ? '' : ' ')).toBe(badges[i]!.name.replace(/&/g, '&amp;'));
        for (const line of lines.length ? lines : [inner!])
          expect(line!.length * 12 * 0.6, line).toBeLessThanOrEqual(88);
      }
      expect(twoLines('Venice reached', LABEL_CHARS)).toEqual(['Venice', 'reached']);
      expect(twoLines('Semi-marathon à pied', LABEL_CHARS)).toEqual(['Semi-marathon', 'à pied']);
      expect(twoLines('Semi-marathon', LABEL_CHARS)).toEqual(['Semi-', 'marathon']);
    },
  );

  it.each(Object.keys(TENANTS))(
    "%s: a badge still to earn is labelled in the muted text, 4.5:1 on the picture's panel",
    (id) => {
      const wall = renderToString(<BadgeWall badges={sample.SAMPLE_BADGES} words={WORDS} />);
      expect(wall).toContain('fill="var(--tt-muted-text)"');
      for (const theme of [TENANTS[id]!.theme, TENANTS[id]!.highContrastTheme])
        expect(contrastRatio(theme.mutedText, theme.surface)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('proof', () => {
  it('customer wordmarks: a named image per customer in a labelled list, drawn in its own brand sprite', () => {
    const html = renderToString(
      <CustomerLogos
        customers={[
          { id: 1, name: 'Northwind Logistics' },
          { id: 2, name: 'Bluepeak Software' },
          { id: 3, name: 'Meridian Bank' },
        ]}
        label="Organisations that use TeamTrek"
      />,
    );
    expect(html).toMatch(/^<ul class="go\d+" aria-label="Organisations that use TeamTrek">/);
    expect(attr(html, 'aria-label')).toEqual([
      'Organisations that use TeamTrek',
      'Northwind Logistics',
      'Bluepeak Software',
      'Meridian Bank',
    ]);
    // Each its own outlines (mark and lettering), from its brand's sprite: no text a missing font could change.
    expect(attr(html, 'href')).toEqual([
      expect.stringMatching(/^\/assets\/customer-wordmarks-default-[0-9a-f]{10}\.svg#northwind-logistics$/),
      expect.stringMatching(/^\/assets\/customer-wordmarks-default-[0-9a-f]{10}\.svg#bluepeak-software$/),
      expect.stringMatching(/^\/assets\/customer-wordmarks-cofi-[0-9a-f]{10}\.svg#meridian-bank$/),
    ]);
    expect(html).not.toContain('<text');
    // One optical size: every box the same height, each as wide as its name.
    expect(new Set(attr(html, 'height'))).toEqual(new Set(['40']));
    expect(new Set(attr(html, 'width')).size).toBe(3);
  });

  it('a customer without a drawn wordmark (added in the CMS) gets its name at the same size', () => {
    const html = renderToString(
      <CustomerLogos customers={[{ id: 9, name: 'Lakeside Rowing' }]} label="Organisations that use TeamTrek" />,
    );
    expect(attr(html, 'fill').every((f) => f === 'currentColor' || f === 'none')).toBe(true);
    expect(attr(html, 'height')).toEqual(['40']);
    expect(html).not.toContain('spacingAndGlyphs');
    expect(html).toMatch(/>Lakeside Rowing<\/text>/);
  });

  it('stat callouts keep the spec numbers exact, as text', () => {
    const html = renderToString(
      <StatCallouts
        lang="en"
        stats={[
          { value: 814, label: 'organisations' },
          { value: 2149, label: 'events' },
        ]}
      />,
    );
    // Each figure isolated (<bdi>): it keeps its own direction inside right-to-left text.
    expect(html).toMatch(/<dt>organisations<\/dt><dd><bdi>814<\/bdi><\/dd>/);
    expect(html).toMatch(/<dt>events<\/dt><dd><bdi>2,149<\/bdi><\/dd>/);
  });
});

describe('IllustrationGallery', () => {
  it.each(['default', 'cofi'])('renders every illustration and journey for %s, each with a text alternative', (id) => {
    const html = renderToString(
      <IllustrationGallery tenant={TENANTS[id]!} lang="en" t={englishTranslate} providers={['Garmin', 'Strava']} />,
    );
    const images = attr(html, 'role').filter((r) => r === 'img').length;
    expect(images).toBeGreaterThanOrEqual(8 + 10);
    expect(html).toContain(TENANTS[id]!.name);
    expect(html.match(/<svg role="img" aria-label=""/)).toBeNull();
  });
});

describe('phone leaderboard in Arabic', () => {
  it('writes each sample team name whole beside its points', () => {
    const names = ['عدّاؤو المستودع', 'مشّاؤو البحيرة', 'مبرمجون يمشون'];
    const rows = names.map((team, i) => ({ team, colour: '#000', steps: 900_000 - i * 1000, points: 9000 - i * 10 }));
    const html = renderToString(
      <PhoneLeaderboard event="تحدي خطوات الربيع" status="اليوم 12" rows={rows} lang="ar" words={WORDS} />,
    );
    for (const name of names) expect(html).toContain(`>${name}</text>`);
  });
});

describe('tracker sync: the tile for trackers not shown', () => {
  const providers = ['Garmin', 'Fitbit', 'Polar', 'Strava', 'Apple Health', 'Withings', 'Oura', 'Coros'];
  it('counts them in the sentence of the language, never a sign that right to left moves', async () => {
    const tile = async (lang: 'en' | 'ar') => {
      const words = pictureWords(translator(await messagesFor(lang)));
      return renderToString(
        <TrackerSync platform="TeamTrek" providers={providers} steps={1} lang={lang} words={words} />,
      );
    };
    const english = await tile('en');
    expect(english).toContain('>+ 3 more</text>');
    const arabic = await tile('ar');
    expect(arabic).toContain('>و3 أخرى</text>');
    expect(arabic).not.toContain('+');
  });
});
