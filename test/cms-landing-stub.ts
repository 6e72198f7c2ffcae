/**
 * Landing pages as Strapi 5 answers them (`GET /api/landing-pages`), for the stub CMS
 * `cms-landing.test` (test/upstream-stub.ts): one Corporate Fitness page, `spring-steps`, in English
 * and German; the list names it in both locales.
 */
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
    body: [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'How it works' }] },
      { type: 'paragraph', children: [{ type: 'text', text: copy.text }] },
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
