/** A call to action under a page's copy: a site path or an https URL. */
export interface CallToAction {
  label: string;
  href: string;
}

/**
 * What every page-like content file compiles to (compiler/steps/build-data.ts): the `<h1>`, the lead
 * and meta description, calls to action, and the Markdown body as HTML made at build time from
 * repository files (raw HTML in Markdown is refused, so the HTML is trusted).
 */
export interface CompiledPage {
  title: string;
  description: string;
  cta?: CallToAction[];
  html: string;
  noindex?: boolean;
}
