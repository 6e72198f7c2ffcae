import * as z from '../../common/zod-mini.ts';

// Schemas are built on first use, not when the module loads (common/zod-mini.ts).
/**
 * What the home page shows from the backend API ("Stats", "Customer logos",
 * "Testimonials"). The same schemas check the API's answers and the embedded files under
 * `content/`, so both sources give the page the same shape. Links and images must be https (or,
 * for images, a path on this site): the API is trusted config, but a `javascript:` link on every
 * tenant's home page is not a risk worth taking.
 */
const HTTPS_URL = /* @__PURE__ */ z.lazy(() => z.url({ protocol: /^https$/ }));
const IMAGE = /* @__PURE__ */ z.lazy(() =>
  z._default(
    z.nullable(z.union([HTTPS_URL, z.string().check(z.regex(/^\/(?!\/)/, 'a site path starting with one "/"'))])),
    null,
  ),
);

export const StatsSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    total_orgs: z.int().check(z.nonnegative()),
    total_events: z.int().check(z.nonnegative()),
  }),
);

export const CustomerSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.union([z.int(), z.string().check(z.minLength(1))]),
    name: z.string().check(z.minLength(1), z.maxLength(120)),
    url: HTTPS_URL,
    /** Shown on the marketing site (home page logos). */
    showcase: z.boolean(),
    /** A corporate customer (kept as data; the home page does not filter on it). */
    corporate: z.boolean(),
  }),
);

export const TestimonialSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    /** Tenant id the quote belongs to; a tenant shows its own, else its base tenant's. */
    tenant: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1), z.maxLength(120)),
    title: z.string().check(z.maxLength(160)),
    org: z.string().check(z.maxLength(160)),
    logo: IMAGE,
    avatar: IMAGE,
    quote: z.string().check(z.minLength(1), z.maxLength(1000)),
  }),
);

export const CustomersSchema = /* @__PURE__ */ z.lazy(() => z.array(CustomerSchema));
export const TestimonialsSchema = /* @__PURE__ */ z.lazy(() => z.array(TestimonialSchema));
/** `content/customers.json`: tenant id → its customers (a subtenant without a list uses its base's). */
export const EmbeddedCustomersSchema = /* @__PURE__ */ z.lazy(() => z.record(z.string(), CustomersSchema));

export type Stats = z.infer<typeof StatsSchema>;
export type Customer = z.infer<typeof CustomerSchema>;
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** The home page shows at most this many logos and quotes, whatever the API sends. */
export const MAX_LOGOS = 12;
export const MAX_TESTIMONIALS = 3;

/** Where each part of the home data came from: useful in logs and tests. */
export type LiveSource = 'api' | 'cache' | 'embedded';

export interface HomeData {
  stats: Stats;
  /** Showcase customers only, at most MAX_LOGOS. */
  customers: Customer[];
  /** The tenant's own quotes (else its base tenant's), at most MAX_TESTIMONIALS. */
  testimonials: Testimonial[];
  sources: { stats: LiveSource; customers: LiveSource; testimonials: LiveSource };
}
