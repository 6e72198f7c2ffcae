import type { Tenant } from '../../worker/tenants/schema.ts';
import { TRUST_CENTRE_PATHS } from '../../worker/trust/trust-centre-path.ts';

/** A JSON-LD node as parsed: the tests read it loosely and check each property they need. */
export type Node = Record<string, any>;

/**
 * The page's one JSON-LD block, parsed. Throws when there is none, more than one, or its text is
 * not JSON (which is also what a `</script>` in content would cause).
 */
export function jsonLdOf(html: string): { '@context': string; '@graph': Node[] } {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  if (blocks.length !== 1) throw new Error(`${blocks.length} JSON-LD blocks`);
  return JSON.parse(blocks[0]![1]!);
}

const isUrl = (v: unknown) => typeof v === 'string' && URL.canParse(v);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What each type must carry: Google's required properties for its rich result where it has one
 * (https://developers.google.com/search/docs/appearance/structured-data/search-gallery), else
 * (Article, Organization, TouristTrip) the properties Google recommends and our pages promise.
 */
const RULES: Record<string, (node: Node, tenant: Tenant) => string[]> = {
  Organization: (n, t) => [
    ...(n['@id'] === `${t.homeUrl}/#organization` ? [] : [`Organization @id ${n['@id']}`]),
    ...(n.name === t.name ? [] : [`Organization name ${n.name} is not ${t.name}`]),
    ...(n.url === `${t.homeUrl}/` ? [] : [`Organization url ${n.url}`]),
    ...(isUrl(n.logo) ? [] : ['Organization without logo']),
    ...(n.contactPoint?.email === t.contactEmail ? [] : [`contactPoint email ${n.contactPoint?.email}`]),
  ],
  WebSite: (n, t) => [
    ...(n['@id'] === `${t.homeUrl}/#website` && n.url === `${t.homeUrl}/` ? [] : ['WebSite @id or url']),
    ...(n.name === t.name ? [] : [`WebSite name ${n.name}`]),
    ...(n.publisher?.['@id'] === `${t.homeUrl}/#organization` ? [] : ['WebSite publisher']),
  ],
  // Google: itemListElement; each ListItem position, name, and item (all but the last).
  BreadcrumbList: (n) => {
    const items: Node[] = n.itemListElement ?? [];
    if (items.length < 2) return [`BreadcrumbList of ${items.length}`];
    return items.flatMap((item, i) => [
      ...(item.position === i + 1 ? [] : [`crumb ${i} position ${item.position}`]),
      ...(typeof item.name === 'string' && item.name.trim() ? [] : [`crumb ${i} without name`]),
      ...(isUrl(item.item) ? [] : [`crumb ${i} without item URL`]),
    ]);
  },
  // Google's product snippet: name, and offers (or a review or rating); an Offer: price and priceCurrency.
  Product: (n) => {
    const offers: Node[] = n.offers ?? [];
    return [
      ...(n.name ? [] : ['Product without name']),
      ...(offers.length ? [] : ['Product without offers']),
      ...offers.flatMap((o) => [
        ...(/^\d+\.\d{2}$/.test(o.price) ? [] : [`offer price ${o.price}`]),
        ...(['USD', 'EUR', 'GBP'].includes(o.priceCurrency) ? [] : [`offer currency ${o.priceCurrency}`]),
        ...(o.priceValidUntil === undefined || ISO_DATE.test(o.priceValidUntil) ? [] : ['priceValidUntil']),
      ]),
    ];
  },
  // Google's FAQ rich result: mainEntity, each a Question with name and acceptedAnswer.text.
  FAQPage: (n) => {
    const questions: Node[] = n.mainEntity ?? [];
    if (!questions.length) return ['FAQPage without questions'];
    return questions.flatMap((q, i) => [
      ...(q['@type'] === 'Question' && typeof q.name === 'string' && q.name ? [] : [`question ${i} without name`]),
      ...(typeof q.acceptedAnswer?.text === 'string' && q.acceptedAnswer.text ? [] : [`question ${i} without answer`]),
    ]);
  },
  // A document of the tenant itself (the trust centre): of its WebSite, by and about its Organization.
  WebPage: (n, t) => [
    ...(isUrl(n.url) && n['@id'] === `${n.url}#webpage` ? [] : ['WebPage @id or url']),
    ...(typeof n.name === 'string' && n.name.trim() ? [] : ['WebPage without name']),
    ...(n.isPartOf?.['@id'] === `${t.homeUrl}/#website` ? [] : ['WebPage isPartOf']),
    ...(n.publisher?.['@id'] === `${t.homeUrl}/#organization` ? [] : ['WebPage publisher']),
    ...(n.about?.['@id'] === `${t.homeUrl}/#organization` ? [] : ['WebPage about']),
  ],
  // Google's Article guidelines (Article, BlogPosting): no required property; headline, image, author and dates recommended.
  Article: (n) => creativeWork(n),
  BlogPosting: (n) => [...creativeWork(n), ...(ISO_DATE.test(n.datePublished) ? [] : ['BlogPosting date'])],
  TouristTrip: (n) => [
    ...(n.name && n.description ? [] : ['TouristTrip name or description']),
    ...((n.itinerary?.itemListElement?.length ?? 0) >= 2 ? [] : ['TouristTrip itinerary']),
  ],
};

function creativeWork(n: Node): string[] {
  return [
    ...(typeof n.headline === 'string' && n.headline && n.headline.length <= 110 ? [] : [`headline ${n.headline}`]),
    ...(isUrl(n.image) ? [] : ['no image']),
    ...(n.author?.name || n.author?.['@id'] ? [] : ['no author']),
    ...(n.datePublished === undefined || ISO_DATE.test(n.datePublished) ? [] : ['datePublished']),
    ...(n.about === undefined || n.about.name ? [] : ['about without name']),
  ];
}

/** Every string in a value that is an absolute URL. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

/** Every `{ "@id": … }` reference in a value (an object whose only key is `@id`). */
function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (!value || typeof value !== 'object') return [];
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === '@id') return [(value as Node)['@id']];
  return Object.values(value).flatMap(referencesIn);
}

/**
 * The problems of a page's graph for a tenant: each node checked by its type's rules, one
 * Organization and one WebSite, every `@id` reference resolved within the graph, and every URL on
 * the tenant's own home URL (a subtenant never speaks as its brand).
 */
export function checkGraph(graph: { '@context': string; '@graph': Node[] }, tenant: Tenant): string[] {
  const problems: string[] = [];
  if (graph['@context'] !== 'https://schema.org') problems.push(`@context ${graph['@context']}`);
  const nodes = graph['@graph'] ?? [];
  for (const type of ['Organization', 'WebSite'])
    if (nodes.filter((n) => n['@type'] === type).length !== 1) problems.push(`not one ${type}`);
  for (const node of nodes) {
    const rule = RULES[node['@type']];
    problems.push(...(rule ? rule(node, tenant) : [`unexpected type ${node['@type']}`]));
  }
  const ids = new Set(nodes.map((n) => n['@id']).filter(Boolean));
  for (const ref of referencesIn(nodes)) if (!ids.has(ref)) problems.push(`dangling @id ${ref}`);
  const origin = new URL(tenant.homeUrl).origin;
  for (const url of urlsIn(nodes)) if (new URL(url).origin !== origin) problems.push(`URL off the tenant: ${url}`);
  return problems;
}

/** The names of the visible breadcrumb, in order (empty when the page shows none). */
function visibleBreadcrumb(html: string): string[] {
  const nav = /<nav aria-label="Breadcrumb"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map(([, li]) =>
    li!
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"'),
  );
}

/** Which of the page's own types a sitemap path must carry, by the kind of page it is. */
function expectedTypes(path: string): string[] {
  if (path === '/pricing') return ['Product', 'FAQPage'];
  if (/^\/blog\/[^/]+$/.test(path)) return ['BlogPosting'];
  if (/^\/articles\/[^/]+$/.test(path)) return ['Article'];
  if (path === '/resources/case-studies') return ['Article'];
  if (/^\/challenges\/journeys\/[^/]+$/.test(path)) return ['TouristTrip'];
  if ((Object.values(TRUST_CENTRE_PATHS) as string[]).includes(path)) return ['WebPage'];
  return [];
}

/**
 * What is wrong with the JSON-LD of the English sitemap page at `path` (its HTML): the graph's
 * rules, the types its page kind needs, and a BreadcrumbList that names the visible breadcrumb
 * (shown on nested pages only). Each problem starts with the path.
 */
export function pageJsonLdProblems(path: string, html: string, tenant: Tenant): string[] {
  const graph = jsonLdOf(html);
  const problems = checkGraph(graph, tenant).map((p) => `${path}: ${p}`);
  const nodes: Node[] = graph['@graph'];
  const types = nodes.map((n) => n['@type']);
  for (const type of expectedTypes(path)) if (!types.includes(type)) problems.push(`${path}: no ${type}`);
  const crumbs = visibleBreadcrumb(html);
  const list = nodes.find((n) => n['@type'] === 'BreadcrumbList');
  const nested = path.split('/').filter(Boolean).length > 1;
  if (nested !== crumbs.length > 0) problems.push(`${path}: nested ${nested} but shows ${crumbs.length} crumbs`);
  const listed = (list?.itemListElement ?? []).map((item: Node) => item.name);
  if (JSON.stringify(listed) !== JSON.stringify(crumbs))
    problems.push(`${path}: BreadcrumbList ${JSON.stringify(listed)} ≠ visible ${JSON.stringify(crumbs)}`);
  return problems;
}
