import { describe, expect, it } from 'vitest';
import * as z from './zod-mini.ts';

// The worker's schemas moved from classic zod to zod/mini. What a CMS editor, a log or a
// test reads when a value is refused must not change: mini builds the same checks, and common/zod-mini.ts
// registers the English messages classic zod registers on its own (without it, mini says only
// "Invalid input"). The expected words are classic zod 4.6.7's for the same schema and value.
// No classic schema may be built in this file: the first one would register English for mini too.
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);

const cases: [name: string, schema: z.ZodMiniType, input: unknown, classicSaid: string[]][] = [
  [
    'a number given text',
    z.number().check(z.int(), z.positive()),
    'seven',
    ['(root): Invalid input: expected number, received string'],
  ],
  ['a fraction', z.number().check(z.int()), 1.5, ['(root): Invalid input: expected int, received number']],
  ['below a minimum', z.number().check(z.gte(1), z.lte(9)), 0, ['(root): Too small: expected number to be >=1']],
  [
    'a short string',
    z.string().check(z.trim(), z.minLength(3)),
    '  a ',
    ['(root): Too small: expected string to have >=3 characters'],
  ],
  [
    'a long array',
    z.array(z.string()).check(z.maxLength(1)),
    ['a', 'b'],
    ['(root): Too big: expected array to have <=1 items'],
  ],
  [
    'an unknown option',
    z.enum(['INDEX', 'HERO_IMAGE']),
    'OTHER',
    ['(root): Invalid option: expected one of "INDEX"|"HERO_IMAGE"'],
  ],
  ['not a URL', z.url({ protocol: /^https$/ }), 'http://x.example', ['(root): Invalid URL']],
  [
    'an unknown key and a missing one',
    z.strictObject({ id: z.number(), title: z.optional(z.string()) }),
    { title: 3, extra: true },
    [
      'id: Invalid input: expected number, received undefined',
      'title: Invalid input: expected string, received number',
      '(root): Unrecognized key: "extra"',
    ],
  ],
  [
    'a discriminated union',
    z.discriminatedUnion('type', [z.object({ type: z.literal('text') }), z.object({ type: z.literal('link') })]),
    { type: 'image' },
    ["type: Invalid discriminator value. Expected 'text' | 'link'"],
  ],
  ['an ISO date', z.iso.date(), '26/11/2026', ['(root): Invalid ISO date']],
];

describe('zod/mini as the worker uses it', () => {
  it.each(cases)('refuses %s with the words classic zod used', (_name, schema, input, classicSaid) => {
    expect(messages(schema.safeParse(input))).toEqual(classicSaid);
  });

  it('keeps custom messages and defaults', () => {
    const schema = z.strictObject({
      title: z.string().check(z.trim(), z.minLength(1, 'needs a title')),
      collapsed: z._default(z.boolean(), false),
    });
    expect(messages(schema.safeParse({ title: '  ' }))).toEqual(['title: needs a title']);
    expect(schema.parse({ title: ' Pricing ' })).toEqual({ title: 'Pricing', collapsed: false });
  });
});
