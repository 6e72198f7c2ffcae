/**
 * Landing pages as Strapi 5 answers them (`GET /api/landing-pages`), for the stub CMS
 * `cms-landing.test` (test/upstream-stub.ts): one Corporate Fitness page, `spring-steps`, in English
 * and German, with a Picture (the media library's file as Strapi's REST populates it) and a picture
 * in its copy (both `/uploads/STUB_PICTURE`, which the stub serves); the list names it in both locales.
 */
export const STUB_PICTURE = 'spring_walk_1a2b3c4d5e.png';
/** A 1×1 PNG. */
export const STUB_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
export const STUB_LANDING = {
  slug: 'spring-steps',
  brand: 'Corporate Fitness',
  publishedAt: '2026-03-01T09:30:00.000Z',
};

const COPY: Record<string, { title: string; description: string; text: string }> = {
  en: {
    title: 'Spring into steps with {{name}}',
    description: 'A four-week step challenge for teams who want to start the season moving together.',
    text: 'Teams of five walk, run and roll towards a shared goal, with weekly wellbeing tips.',
  },
  de: {
    title: 'Mit {{name}} in den Frühling',
    description: 'Eine vierwöchige Schrittchallenge für Teams, die gemeinsam in die Saison starten wollen.',
    text: 'Fünferteams gehen, laufen und rollen auf ein gemeinsames Ziel zu, mit wöchentlichen Tipps.',
  },
};

const entry = (locale: string, fields?: string[]) => {
  const copy = COPY[locale]!;
  const full = {
    id: locale === 'en' ? 7 : 8,
    documentId: 'lp7spring0steps0doc000001',
    slug: STUB_LANDING.slug,
    brand: STUB_LANDING.brand,
    title: copy.title,
    description: copy.description,
    picture: {
      id: 4,
      documentId: 'up4spring0walk0file000001',
      name: 'spring-walk.png',
      alternativeText: 'Colleagues at the start line of a spring walk',
      caption: null,
      width: 1200,
      height: 800,
      formats: null,
      hash: 'spring_walk_1a2b3c4d5e',
      ext: '.png',
      mime: 'image/png',
      size: 0.07,
      url: `/uploads/${STUB_PICTURE}`,
      previewUrl: null,
      provider: 'local',
      provider_metadata: null,
      createdAt: '2026-02-20T07:55:00.000Z',
      updatedAt: '2026-02-20T07:56:00.000Z',
      publishedAt: '2026-02-20T07:55:00.000Z',
    },
    body: [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'How it works' }] },
      { type: 'paragraph', children: [{ type: 'text', text: copy.text }] },
      {
        type: 'image',
        image: {
          name: 'spring-walk.png',
          alternativeText: 'A team walking through a park in spring',
          url: `/uploads/${STUB_PICTURE}`,
          width: 1,
          height: 1,
          mime: 'image/png',
          hash: 'spring_walk_1a2b3c4d5e',
          ext: '.png',
        },
        children: [{ type: 'text', text: '' }],
      },
    ],
    cta: [{ id: 3, label: 'Book a demo', href: '/contact?topic=demo' }],
    createdAt: '2026-02-20T08:00:00.000Z',
    updatedAt: STUB_LANDING.publishedAt,
    publishedAt: STUB_LANDING.publishedAt,
    locale,
  };
  return fields
    ? { id: full.id, documentId: full.documentId, ...Object.fromEntries(fields.map((f) => [f, full[f as 'slug']])) }
    : full;
};

/** The answer to a landing-pages URL of the stub CMS. */
export function landingStubAnswer(url: URL): unknown {
  const locale = url.searchParams.get('locale') ?? 'en';
  const inLocale = locale in COPY;
  const slug = url.searchParams.get('filters[slug][$eq]');
  const brand = url.searchParams.get('filters[brand][$eq]');
  const data =
    slug === null
      ? inLocale
        ? [entry(locale, ['slug', 'brand'])]
        : []
      : inLocale &&
          slug === STUB_LANDING.slug &&
          brand === STUB_LANDING.brand &&
          url.searchParams.get('status') !== 'draft'
        ? [entry(locale)]
        : [];
  return { data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } } };
}
