import * as z from '../../common/zod-mini.ts';

// What a client error report must be (worker/analytics/client-errors.ts); loaded with the first report.

const buildClientErrorSchema = () =>
  z.strictObject({
    description: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'description is empty'),
        z.maxLength(500, 'description is longer than 500 characters'),
      ),
    fatal: z.literal(false, 'fatal must be false: the page keeps working'),
    page: z
      .url({ protocol: /^https?$/, error: 'page must be the http(s) URL of the page' })
      .check(z.maxLength(2048, 'page is longer than 2048 characters')),
  });

let schema: ReturnType<typeof buildClientErrorSchema> | undefined;

/** The report's schema, built on first use. */
export const clientErrorSchema = () => (schema ??= buildClientErrorSchema());

export type ClientError = z.infer<ReturnType<typeof buildClientErrorSchema>>;
