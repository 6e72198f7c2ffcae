import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withoutInvalid } from './without-invalid.ts';

const Schema = z.strictObject({ hosts: z.array(z.string().regex(/^[a-z.]+$/)), email: z.email(), name: z.string() });

describe('withoutInvalid', () => {
  it('drops refused array elements, deletes other refused fields and unknown keys, keeps the rest', () => {
    const input = {
      hosts: ['a.example', 'https://b.example/', 'c.example'],
      email: 'nobody',
      name: 'Kept',
      colour: 'red',
    };
    const result = Schema.safeParse(input);
    expect(result.success).toBe(false);
    const { value, deleted } = withoutInvalid(input, result.error!);
    expect(value).toEqual({ hosts: ['a.example', 'c.example'], name: 'Kept' });
    expect([...deleted]).toEqual(['email']);
  });
});
