/**
 * What the soak sends and what it expects back, per kind of request. The Lua script for wrk
 * (perf/soak/mix.lua) runs one connection per wrk thread and deals the threads round the
 * kinds, so every response is counted against the kind (the path) that asked for it, and a 5xx is
 * "unexpected" unless that kind expects it.
 */

/** A hidden-field set from a rendered form (idempotency key, render time, signature, …). */
export type FormToken = Record<string, string>;

export interface PlannedRequest {
  kind: SoakKind;
  method: 'GET' | 'POST';
  path: string;
  /** Header names as wrk wants them (`Host` capitalised); values without `|`. */
  headers: Record<string, string>;
  body: string;
}

/**
 * Statuses each kind may answer. Forms may answer any 2xx–4xx: duplicates, rate limits and the
 * deliberately invalid posts are 4xx by design; only a 5xx from a form post is a fault.
 */
export const SOAK_KINDS = {
  home: [200],
  pricing: [200],
  redirect: [301],
  // 302 to the app host; the `minimal` tenant proxies its handoffs, so the app stub's 200.
  handoff: [302, 200],
  legacy: [200],
  // The legacy stub is slow (→ 504), drops the connection (→ 502) or answers 503 on purpose.
  'legacy-faults': [502, 503, 504],
  'not-found': [404],
  form: 'any status below 500',
  // Hostile posts (perf/soak/abuse.ts): oversized → 413, trickled past the deadline → 408,
  // the webhook without its secret → 401.
  abuse: [401, 408, 413],
} as const satisfies Record<string, readonly number[] | string>;

export type SoakKind = keyof typeof SOAK_KINDS;

/**
 * Milliseconds each connection of a kind waits between requests. Form posts are paced (4 a second
 * per connection): a site gets a few leads a minute, and unpaced posts (about 200 a second) mostly
 * measured the local D1 stand-in. Abuse is paced the same way, between the real posts.
 */
export const SOAK_PACING_MS: Partial<Record<SoakKind, number>> = { form: 250, abuse: 250 };

/** Whether `status` is what a request of `kind` may answer. */
export function isExpected(kind: SoakKind, status: number): boolean {
  const expected = SOAK_KINDS[kind];
  return typeof expected === 'string'
    ? status >= 100 && status < 500
    : (expected as readonly number[]).includes(status);
}

/** A 5xx the kind does not expect: what fails the soak. */
export function isUnexpected5xx(kind: SoakKind, status: number): boolean {
  return status >= 500 && !isExpected(kind, status);
}

const TEAMTREK = 'www.teamtrek.example';
const COFI = 'www.corporatefitness.example';
const MINIMAL = 'minimal.teamtrek.example';
const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  'Accept-Language': 'en-GB,en;q=0.8',
};

const get = (kind: SoakKind, host: string, path: string): PlannedRequest => ({
  kind,
  method: 'GET',
  path,
  headers: { Host: host, Accept: 'text/html', ...BROWSER },
  body: '',
});

/** The visible fields of a valid contact or support form. */
function formFields(
  kind: 'contact' | 'support',
  i: number,
  email = `lead${i}@northwind.example`,
): Record<string, string> {
  const common = {
    name: `Soak Visitor ${i}`,
    email,
    message: `We would like a step challenge for our ${40 + i} warehouse and office staff this spring.`,
  };
  return kind === 'contact'
    ? { ...common, organisation: 'Northwind Logistics', participants: String(40 + i), topic: 'demo', consent: 'on' }
    : { ...common, organisation: 'Northwind Logistics', category: 'tracker-sync' };
}

/**
 * One form post from a distinct visitor (`CF-Connecting-IP`, which plain workerd does not set) as a
 * browser sends it: same-origin `Origin`, HTML or JSON answer wanted.
 */
function post(
  form: 'contact' | 'support',
  fields: Record<string, string>,
  visitor: number,
  json: boolean,
): PlannedRequest {
  return {
    kind: 'form',
    method: 'POST',
    path: `/api/${form}`,
    headers: {
      Host: TEAMTREK,
      Origin: `http://${TEAMTREK}`,
      'Sec-Fetch-Site': 'same-origin',
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: json ? 'application/json' : 'text/html',
      'CF-Connecting-IP': `198.51.100.${visitor % 250}`,
      ...BROWSER,
    },
    body: new URLSearchParams(fields).toString(),
  };
}

/** Every `<input type="hidden">` of a form page, by name (attribute order as React writes it or not). */
export function hiddenFields(html: string): FormToken {
  const fields: FormToken = {};
  for (const [input] of html.matchAll(/<input\b[^>]*>/g)) {
    if (!/\btype="hidden"/.test(input)) continue;
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    const value = /\bvalue="([^"]*)"/.exec(input)?.[1];
    if (name)
      fields[name] = (value ?? '')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>');
  }
  return fields;
}

export interface Tokens {
  contact: FormToken[];
  support: FormToken[];
}

/**
 * The soak's requests, in kind order. Form posts use hidden fields fetched from real form pages
 * (so a signed render time stays valid): each token posts valid fields (repeats are duplicates of
 * the same submission), the last two tokens of each form post an invalid email on purpose (422),
 * and one post has no hidden fields at all (400).
 */
export function soakPlan(tokens: Tokens): PlannedRequest[] {
  const plan: PlannedRequest[] = [
    get('home', TEAMTREK, '/'),
    get('home', COFI, '/'),
    get('pricing', TEAMTREK, '/pricing'),
    get('pricing', COFI, '/pricing'),
    get('redirect', TEAMTREK, '/request-demo'),
    get('handoff', TEAMTREK, '/profile/edit?x=1'),
    get('handoff', MINIMAL, '/profile/edit?x=1'),
    get('legacy', COFI, '/blog/soak-post'),
    get('legacy-faults', COFI, '/soak-slow/page'),
    get('legacy-faults', COFI, '/soak-reset/page'),
    get('legacy-faults', COFI, '/soak-error/page'),
    get('not-found', TEAMTREK, '/no-such-page'),
  ];
  let visitor = 0;
  for (const form of ['contact', 'support'] as const) {
    const list = tokens[form];
    list.forEach((token, i) => {
      const invalid = i >= list.length - 2;
      const fields = formFields(form, visitor, invalid ? 'not-an-email' : undefined);
      plan.push(post(form, { ...fields, ...token }, visitor, visitor % 2 === 0));
      visitor++;
    });
  }
  plan.push(post('contact', formFields('contact', visitor), visitor, false));
  return plan;
}

/** One line of the plan file mix.lua reads: kind, method, path, headers (`Name: value|…`), body, tab-separated. */
export function encodePlanLine(r: PlannedRequest): string {
  const headers = Object.entries(r.headers).map(([k, v]) => `${k}: ${v}`);
  for (const field of [r.kind, r.method, r.path, r.body, ...headers])
    if (/[\t\n\r]/.test(field)) throw new Error(`plan field with a tab or newline: ${JSON.stringify(field)}`);
  for (const header of headers)
    if (header.includes('|')) throw new Error(`plan header with a |: ${JSON.stringify(header)}`);
  return [r.kind, r.method, r.path, headers.join('|'), r.body].join('\t');
}

/**
 * The requests to check once before the load: every request but form posts, and of those the
 * first of each path and answer type, so the other tokens are first posted (and stored) under load.
 */
export function preflightSample(plan: PlannedRequest[]): PlannedRequest[] {
  const seen = new Set<string>();
  return plan.filter((r) => {
    if (r.kind !== 'form') return true;
    const group = `${r.path} ${r.headers.Accept} ${r.body.includes('key=')}`;
    return !seen.has(group) && Boolean(seen.add(group));
  });
}

/** The plan file: a `pace <kind> <ms>` line per paced kind, then one line per request. */
export function encodePlan(plan: PlannedRequest[]): string {
  const pacing = Object.entries(SOAK_PACING_MS).map(([kind, ms]) => `pace\t${kind}\t${ms}`);
  return [...pacing, ...plan.map(encodePlanLine)].join('\n') + '\n';
}

/** The inverse of {@link encodePlanLine}. */
export function decodePlanLine(line: string): PlannedRequest {
  const [kind, method, path, headers, body = ''] = line.split('\t');
  if (!kind || !(kind in SOAK_KINDS) || (method !== 'GET' && method !== 'POST') || !path || headers === undefined)
    throw new Error(`bad plan line: ${line}`);
  const parsed = Object.fromEntries(
    headers
      .split('|')
      .filter(Boolean)
      .map((h) => [h.slice(0, h.indexOf(': ')), h.slice(h.indexOf(': ') + 2)]),
  );
  return { kind: kind as SoakKind, method, path, headers: parsed, body };
}
