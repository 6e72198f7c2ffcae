import * as z from '../zod-mini.ts';
import { canonicalPlan } from '../journeys/plan-query.ts';

/** Contact topics (`/contact?topic=`): each changes the form's heading and what sales prepares. */
export const CONTACT_TOPICS = [
  'demo',
  'pricing',
  'chat',
  'partnership',
  // The trust centre's requests (a DPA or a security questionnaire; news of sub-processor changes).
  'security',
  'subprocessors',
  'general',
] as const;
export const SUPPORT_CATEGORIES = [
  'account',
  'tracker-sync',
  'event-setup',
  'billing',
  'accessibility',
  'other',
] as const;
/**
 * Topics that are support requests: `/contact?topic=accessibility` (the accessibility statement's
 * link) opens the support form with that category chosen.
 */
export const SUPPORT_TOPICS = ['accessibility'] as const satisfies readonly (typeof SUPPORT_CATEGORIES)[number][];

/**
 * Field errors are message keys (messages/<locale>.json `form.error.*`), formatted in the page's
 * language by whoever shows them (`validateFields`' `describe`): the worker for a plain post, the
 * island inline. The numbers they name are the schema's own (`FIELD_ERROR_ARGS`).
 */
export const FIELD_LIMITS = { name: [2, 100], organisation: [2, 120], message: [10, 5000] } as const;

/** The arguments of each field error that names a number. */
export const FIELD_ERROR_ARGS: Readonly<Record<string, Record<string, number>>> = {
  'form.error.nameTooLong': { max: FIELD_LIMITS.name[1] },
  'form.error.organisationTooLong': { max: FIELD_LIMITS.organisation[1] },
  'form.error.message': { min: FIELD_LIMITS.message[0] },
  'form.error.messageTooLong': { max: FIELD_LIMITS.message[1] },
};

/**
 * Characters no one types into a name or an organisation: C0 and C1 controls (NUL, CR/LF, tab,
 * DEL) and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
 * reorder what the sales team reads in a mail or a CRM. A message keeps its line breaks and tabs.
 */
const LINE_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const TEXT_UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Zero-width and invisible formatting characters: a value of only these (and spaces) is empty. */
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2060-\u2064\u3164\ufeff\uffa0]/g;

/**
 * Whether a field's text is free of the characters it must not hold: the same rule for the worker
 * (a plain post) and the island (as the visitor types), so both refuse with the same message.
 *
 * @example
 * safeFieldText('Anna\r\nBcc: x', 'line') // false
 * safeFieldText('Line one\nLine two', 'text') // true
 */
export function safeFieldText(value: string, kind: 'line' | 'text'): boolean {
  return !(kind === 'line' ? LINE_UNSAFE : TEXT_UNSAFE).test(value);
}

/** The characters a reader sees: without zero-width and invisible formatting ones, trimmed. */
export const visibleText = (value: string): string => value.replace(INVISIBLE, '').trim();

/**
 * A trimmed text field; lengths count decoded characters (UTF-16 units, as a browser's maxlength
 * does), never bytes; the minimum counts visible ones (a value of zero-width spaces is empty). What
 * is accepted is stored as is (trimmed): nothing is cleaned out of sight of the visitor.
 */
const text = (field: keyof typeof FIELD_LIMITS, tooShort: string, tooLong: string, kind: 'line' | 'text' = 'line') =>
  z.string().check(
    z.trim(),
    z.refine((v) => safeFieldText(v, kind), { message: 'form.error.characters', abort: true }),
    z.refine((v) => visibleText(v).length >= FIELD_LIMITS[field][0], tooShort),
    z.maxLength(FIELD_LIMITS[field][1], tooLong),
  );

const common = () => ({
  name: text('name', 'form.error.name', 'form.error.nameTooLong'),
  email: z.pipe(z.string().check(z.trim(), z.maxLength(200, 'form.error.emailTooLong')), z.email('form.error.email')),
  message: text('message', 'form.error.message', 'form.error.messageTooLong', 'text'),
});

// Schemas are built on first use, not when the module loads (common/zod-mini.ts).
/** A B2B lead: who, which organisation, how big, and what they want. */
export const ContactFieldsSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    ...common(),
    organisation: text('organisation', 'form.error.organisation', 'form.error.organisationTooLong'),
    participants: z.pipe(
      z.optional(z.string().check(z.trim(), z.regex(/^\d{0,7}$/, 'form.error.participants'))),
      z.transform((v) => (v ? Number(v) : undefined)),
    ),
    topic: z.catch(z.enum(CONTACT_TOPICS), 'general'),
    /**
     * A journey plan the visitor brought from a journey page ("Use this journey"): a hidden field,
     * stored with the message in its canonical form (inputs clamped as on the page); a field that is
     * not a plan is dropped, never an error the visitor could not fix.
     */
    plan: z.pipe(
      z.catch(z.optional(z.string().check(z.maxLength(400))), undefined),
      z.transform((v) => (v ? canonicalPlan(v) : undefined)),
    ),
    consent: z.literal('on', { error: 'form.error.consent' }),
  }),
);

/** A support request from an organiser or participant. */
export const SupportFieldsSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    ...common(),
    organisation: z.optional(
      z.string().check(
        z.trim(),
        z.refine((v) => safeFieldText(v, 'line'), { message: 'form.error.characters', abort: true }),
        z.maxLength(FIELD_LIMITS.organisation[1], 'form.error.organisationTooLong'),
      ),
    ),
    category: z.enum(SUPPORT_CATEGORIES, { error: 'form.error.category' }),
  }),
);

export type FormKind = 'contact' | 'support';
export const FORM_SCHEMAS = { contact: ContactFieldsSchema, support: SupportFieldsSchema } as const;

/** Hidden fields every form carries: idempotency key, render time (time trap) and the honeypot. */
export const MetaFieldsSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    key: z
      .string({ error: 'The form is out of date; reload the page and send it again.' })
      .check(z.regex(/^[A-Za-z0-9-]{16,64}$/, 'The form is out of date; reload the page and send it again.')),
    startedAt: z.coerce
      .number({ error: 'The form is out of date; reload the page and send it again.' })
      .check(z.int(), z.positive('The form is out of date; reload the page and send it again.')),
    /** HMAC of key and startedAt (form-stamp.ts); checked by the worker, so an edited startedAt fails the time trap. */
    startedSig: z.optional(z.string()),
    website: z.optional(z.string()),
  }),
);

export type FieldErrors = Record<string, string>;

/**
 * Validates a form's fields; returns the data or one message per field, each its message key
 * (`form.error.name`) put through `describe`, which formats it in the page's language.
 */
export function validateFields(
  kind: FormKind,
  input: Record<string, string>,
  describe: (key: string) => string = (key) => key,
): { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const result = FORM_SCHEMAS[kind].safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= describe(issue.message);
  }
  return { ok: false, errors };
}
