import * as z from '../zod-mini.ts';
import { BRANDS } from '../brands.ts';
import { isSafeHref, parseInlineMarkdown } from '../inline-markdown.ts';
import { LICENSES, SUPPORT_PLANS, type License, type PriceList } from './price-list-schema.ts';

/**
 * content/pricing/plans.json: what each plan includes (one feature matrix that the plan cards and
 * the comparison table both read), the recommended plan, each plan's next step per brand, the
 * support plans' summaries and the pricing FAQ. Prices stay in the price list; the FAQ names them
 * as `{{price:<price-list key>}}`, so an answer never repeats a number that could drift.
 */

/** Where a card button's words name its plan: `{plan}`, an argument of the message ("Try {plan} free"). */
export const PLAN_SLOT = '{plan}';

/** Fewest items a plan card lists (a buyer sees what the plan includes). */
export const MIN_CARD_ITEMS = 4;

// Schemas are built on first use, not when the module loads (common/zod-mini.ts).
const Link = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    label: z.string().check(z.minLength(1), z.maxLength(40)),
    href: z.string().check(z.refine(isSafeHref, 'a site path such as /start-trial, or an https:// URL')),
  }),
);
/**
 * A card's next step: one link, or one per billing (monthly, yearly, one-time) when what the button
 * starts differs with the billing the buyer picked: a subscription or a single event.
 */
const CardAction = /* @__PURE__ */ z.lazy(() =>
  z.union([Link, z.strictObject({ monthly: Link, yearly: Link, 'one-time': Link })]),
);
export type CardAction = z.infer<typeof CardAction>;

const PerBrand = <T extends z.ZodMiniType>(item: T) =>
  z.strictObject(Object.fromEntries(BRANDS.map((b) => [b, item])) as Record<(typeof BRANDS)[number], T>);

/** A matrix cell: included (true), not included (false), or a short word such as "Add-on". */
const Cell = /* @__PURE__ */ z.lazy(() => z.union([z.boolean(), z.string().check(z.minLength(1), z.maxLength(24))]));
export type Cell = z.infer<typeof Cell>;

const Feature = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    name: z.string().check(z.minLength(1), z.maxLength(90)),
    plans: z.strictObject(Object.fromEntries(LICENSES.map((l) => [l, Cell])) as Record<License, typeof Cell>),
    /**
     * The price-list items this row stands for, when it is something the price list sells: then the
     * list decides its cells (`planContentProblems`), as the spec's price list does.
     */
    priceKeys: z.optional(z.array(z.string().check(z.regex(/^[a-z0-9-]+$/))).check(z.minLength(1))),
  }),
);
export type Feature = z.infer<typeof Feature>;

/**
 * A link to the brand's trust centre in an answer: its path differs per brand
 * (worker/trust/trust-centre-path.ts), so the page fills it in, as it fills prices.
 */
export const TRUST_CENTRE_PLACEHOLDER = '{{trust-centre}}';

const InlineText = /* @__PURE__ */ z.lazy(() =>
  z.string().check(
    z.superRefine((text, ctx) => {
      // Checked as the site path it becomes.
      const parsed = parseInlineMarkdown(text.replaceAll(TRUST_CENTRE_PLACEHOLDER, '/trust-centre'));
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
    }),
  ),
);

export const PlanContentSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({
      recommended: z.enum(LICENSES),
      plans: z
        .array(
          z.strictObject({
            license: z.enum(LICENSES),
            /**
             * Each brand's line under the plan's name: the general brand's for whoever organises a
             * team challenge, Corporate Fitness's for the HR, benefits and procurement buyer.
             */
            tagline: PerBrand(z.string().check(z.minLength(1), z.maxLength(90))),
            cta: PerBrand(CardAction),
          }),
        )
        .check(z.minLength(1)),
      /** The cards' next step on /pricing?mode=afterTrial (where /r/go/start-event lands); `{plan}` is the plan's name. */
      afterTrialCta: Link,
      groups: z
        .array(
          z.strictObject({ name: z.string().check(z.minLength(1)), features: z.array(Feature).check(z.minLength(1)) }),
        )
        .check(z.minLength(1)),
      supportPlans: PerBrand(
        z
          .array(
            z.strictObject({
              plan: z.enum(SUPPORT_PLANS),
              /** One line for the /pricing list. */
              summary: z.string().check(z.minLength(1), z.maxLength(90)),
              /** Who the plan is for, on /pricing/support-plans. */
              for: z.string().check(z.minLength(1), z.maxLength(160)),
              includes: z.array(z.string().check(z.minLength(1), z.maxLength(140))).check(z.minLength(3)),
              cta: Link,
            }),
          )
          .check(z.length(SUPPORT_PLANS.length)),
      ),
      recommendedSupportPlan: z.enum(SUPPORT_PLANS),
      /**
       * Each brand's own questions: a general-brand buyer starts a free trial, a Corporate Fitness
       * buyer (no self-service trial) books a demo, so neither is told about the other's way in.
       */
      /**
       * The facts a procurement or finance reviewer checks, as a brand sold to employers lists them
       * after its estimator (worker/pages/pricing/procurement-facts.tsx); `{{price:key}}` in a text
       * is the price list's price in the page's currency.
       */
      procurement: z.strictObject({
        heading: z.string().check(z.minLength(1), z.maxLength(60)),
        facts: z
          .array(
            z.strictObject({
              label: z.string().check(z.minLength(1), z.maxLength(40)),
              text: z.string().check(z.minLength(1), z.maxLength(240)),
            }),
          )
          .check(z.minLength(1)),
      }),
      faq: PerBrand(
        z
          .array(z.strictObject({ question: z.string().check(z.minLength(1), z.maxLength(90)), answer: InlineText }))
          .check(z.minLength(1)),
      ),
    })
    .check(
      z.superRefine((content, ctx) => {
        const licences = content.plans.map((p) => p.license);
        licences.forEach((l, i) => {
          if (licences.indexOf(l) !== i)
            ctx.addIssue({ code: 'custom', path: ['plans', i, 'license'], message: `${l} is listed twice` });
        });
        if (!licences.includes(content.recommended))
          ctx.addIssue({
            code: 'custom',
            path: ['recommended'],
            message: `recommend one of the plans: ${licences.join(', ')}`,
          });
        content.plans.forEach((p, i) => {
          // Each card's button says which plan it starts, so no two buttons of a screen read alike.
          for (const brand of BRANDS) {
            const cta = p.cta[brand];
            for (const [billing, link] of 'label' in cta ? [['', cta] as const] : Object.entries(cta))
              if (!link.label.includes(PLAN_SLOT))
                ctx.addIssue({
                  code: 'custom',
                  path: ['plans', i, 'cta', brand, ...(billing ? [billing] : []), 'label'],
                  message: `name the plan in its button: put ${PLAN_SLOT} where the plan's name goes ("Try ${PLAN_SLOT} free")`,
                });
          }
          const items = cardItems(content, p.license).items.length;
          if (items < MIN_CARD_ITEMS)
            ctx.addIssue({
              code: 'custom',
              path: ['plans', i],
              message: `the ${p.license} card would list ${items} items; include at least ${MIN_CARD_ITEMS} more features in it (groups.*.features.*.plans.${p.license}: true) than in the plan before it`,
            });
        });
        for (const brand of BRANDS)
          content.supportPlans[brand].forEach((s, i) => {
            if (content.supportPlans[brand].findIndex((o) => o.plan === s.plan) !== i)
              ctx.addIssue({
                code: 'custom',
                path: ['supportPlans', brand, i, 'plan'],
                message: `${s.plan} is listed twice`,
              });
          });
      }),
    ),
);

export type PlanContent = z.output<typeof PlanContentSchema>;

/** Every feature of the matrix, in order. */
export const allFeatures = (content: Pick<PlanContent, 'groups'>): Feature[] =>
  content.groups.flatMap((g) => g.features);

/**
 * What a plan's card lists: every feature it includes when it is the first plan, else what it
 * includes beyond the plan before it ("Everything in Starter, plus: …"), the way buyers compare.
 *
 * @example
 * cardItems(content, 'PRO') // { basis: 'BASIC', items: ['Wellbeing challenges and workout videos', …] }
 */
export function cardItems(
  content: Pick<PlanContent, 'groups' | 'plans'>,
  license: License,
): { basis?: License; items: string[] } {
  const at = content.plans.findIndex((p) => p.license === license);
  const basis = at > 0 ? content.plans[at - 1]!.license : undefined;
  const items = allFeatures(content)
    .filter((f) => f.plans[license] === true && (basis === undefined || f.plans[basis] !== true))
    .map((f) => f.name);
  return { ...(basis ? { basis } : {}), items };
}

const PRICE_PLACEHOLDER = /\{\{price:([a-z0-9-]+)\}\}/g;

/** `{{price:key}}` placeholders of a text, as price-list keys. */
export const pricePlaceholders = (text: string) => [...text.matchAll(PRICE_PLACEHOLDER)].map((m) => m[1]!);

/** Fills `{{price:key}}` with `format(price-list row)`; a key the list lacks stays as written (the build refuses it). */
export function fillPrices(text: string, list: PriceList, format: (row: PriceList[number]) => string): string {
  return text.replace(PRICE_PLACEHOLDER, (whole, key: string) => {
    const row = list.find((p) => p.key === key);
    return row ? format(row) : whole;
  });
}

/** Problems between the plan content and the price list: plans it does not sell, prices it does not have. */
export function planContentProblems(content: PlanContent, list: PriceList): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  content.plans.forEach((p, i) => {
    if (!list.some((row) => row.license === p.license && row.type === 'subscription'))
      problems.push({ path: `plans.${i}.license`, message: `${p.license} has no subscription in the price list` });
  });
  problems.push(...priceListCellProblems(content, list));
  content.procurement.facts.forEach((f, i) => {
    for (const key of pricePlaceholders(f.text))
      if (!list.some((row) => row.key === key))
        problems.push({
          path: `procurement.facts.${i}.text`,
          message: `{{price:${key}}}: no such key in the price list`,
        });
  });
  for (const [brand, faq] of Object.entries(content.faq))
    faq.forEach((f, i) => {
      for (const key of pricePlaceholders(f.answer))
        if (!list.some((row) => row.key === key))
          problems.push({
            path: `faq.${brand}.${i}.answer`,
            message: `{{price:${key}}}: no such key in the price list`,
          });
    });
  return problems;
}

/**
 * The spec's price list decides some cells of the matrix, so they cannot drift from it:
 * - an item sold apart from the licences (an add-on, a paid support plan) has a row, and no plan
 *   includes it (`true`): its cells say how it is bought ("Add-on");
 * - an item priced 0 in every currency without a licence (Self-service support) is in every plan;
 * - an item of some licences (one-time events, their extension) is in exactly those plans.
 */
function priceListCellProblems(content: PlanContent, list: PriceList): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const rows = content.groups.flatMap((g, gi) =>
    g.features.map((f, fi) => ({ f, path: `groups.${gi}.features.${fi}` })),
  );
  const soldApart = list.filter(
    (item) => item.plan === 'ADD_ON' || (item.type === 'support-plan' && Object.values(item.prices).some((p) => p > 0)),
  );
  for (const item of soldApart)
    if (!rows.some(({ f }) => f.priceKeys?.includes(item.key)))
      problems.push({
        path: 'groups',
        message: `${item.key} ("${item.name}") is sold apart from the plans: add a row with "priceKeys": ["${item.key}"] and "Add-on" in every plan`,
      });
  for (const { f, path } of rows) {
    const items = (f.priceKeys ?? []).map((key) => ({ key, item: list.find((row) => row.key === key) }));
    for (const { key, item } of items)
      if (!item) problems.push({ path: `${path}.priceKeys`, message: `${key}: no such key in the price list` });
    const known = items.flatMap(({ item }) => (item ? [item] : []));
    if (known.length === 0) continue;
    const licensed = new Set(known.flatMap((item) => (item.license ? [item.license] : [])));
    const free = known.every((item) => !item.license && Object.values(item.prices).every((p) => p === 0));
    for (const license of LICENSES) {
      const cell = f.plans[license];
      const expected: Cell | 'not true' = licensed.size > 0 ? licensed.has(license) : free ? true : 'not true';
      const wrong = expected === 'not true' ? cell === true : cell !== expected;
      if (wrong)
        problems.push({
          path: `${path}.plans.${license}`,
          message:
            expected === 'not true'
              ? `the price list sells ${known.map((i) => i.key).join(', ')} separately: say how (such as "Add-on"), not true`
              : `the price list ${expected ? 'includes' : 'has no'} ${known.map((i) => i.key).join(', ')} for ${license}: ${expected}`,
        });
    }
  }
  return problems;
}
