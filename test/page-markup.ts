// Reading a rendered page's markup in tests: one definition for the workerd and real-Strapi tests alike.

/** The text of a page's `<h1>`, tags dropped; '' without one. */
export const h1Of = (html: string): string => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';

/** A page's `hreflang` alternates in document order, each as `<hreflang> <href>`. */
export const alternatesOf = (html: string): string[] =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`);
