import * as z from 'zod';
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

/** A trimmed text field; lengths count decoded characters (UTF-16 units, as a browser's maxlength does), never bytes. */
const text = (min: number, max: number, what: string, tooShort = `Please enter ${what}.`) =>
  z.string().trim().min(min, tooShort).max(max, `Please keep ${what} to at most ${max} characters.`);

const common = {
  name: text(2, 100, 'your name'),
  email: z
    .string()
    .trim()
    .max(200, 'Please enter a shorter email address.')
    .pipe(z.email('Please enter an email address such as anna@company.com.')),
  message: text(10, 5000, 'your message', 'Please enter a message of at least 10 characters.'),
};

/** A B2B lead: who, which organisation, how big, and what they want. */
export const ContactFieldsSchema = z.object({
  ...common,
  organisation: text(2, 120, 'your organisation'),
  participants: z
    .string()
    .trim()
    .regex(/^\d{0,7}$/, 'Please enter the number of participants as a whole number.')
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
  topic: z.enum(CONTACT_TOPICS).catch('general'),
  /**
   * A journey plan the visitor brought from a journey page ("Use this journey"): a hidden field,
   * stored with the message in its canonical form (inputs clamped as on the page); a field that is
   * not a plan is dropped, never an error the visitor could not fix.
   */
  plan: z
    .string()
    .max(400)
    .optional()
    .catch(undefined)
    .transform((v) => (v ? canonicalPlan(v) : undefined)),
  consent: z.literal('on', { error: 'Please agree to the privacy policy so we can answer you.' }),
});

/** A support request from an organiser or participant. */
export const SupportFieldsSchema = z.object({
  ...common,
  organisation: z.string().trim().max(120, 'Please keep the organisation under 120 characters.').optional(),
  category: z.enum(SUPPORT_CATEGORIES, { error: 'Please choose what your question is about.' }),
});

export type FormKind = 'contact' | 'support';
export const FORM_SCHEMAS = { contact: ContactFieldsSchema, support: SupportFieldsSchema } as const;

/** Hidden fields every form carries: idempotency key, render time (time trap) and the honeypot. */
export const MetaFieldsSchema = z.object({
  key: z
    .string({ error: 'The form is out of date; reload the page and send it again.' })
    .regex(/^[A-Za-z0-9-]{16,64}$/, 'The form is out of date; reload the page and send it again.'),
  startedAt: z.coerce
    .number({ error: 'The form is out of date; reload the page and send it again.' })
    .int()
    .positive('The form is out of date; reload the page and send it again.'),
  /** HMAC of key and startedAt (form-stamp.ts); checked by the worker, so an edited startedAt fails the time trap. */
  startedSig: z.string().optional(),
  website: z.string().optional(),
});

export type FieldErrors = Record<string, string>;

/** Validates a form's fields; returns the data or one message per field. */
export function validateFields(
  kind: FormKind,
  input: Record<string, string>,
): { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const result = FORM_SCHEMAS[kind].safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
