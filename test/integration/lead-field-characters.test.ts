/**
 * Names and organisations reach the sales team's mail and CRM: a lead whose name holds CR/LF, NUL,
 * a bidi override or nothing but zero-width characters is refused with a message the visitor can
 * act on (the JSON of the island and the re-rendered page of a plain post), nothing is stored or
 * sent; what is accepted is stored exactly as accepted. The rule is common/forms/form-schema.ts,
 * the one the island checks with too.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../worker/env.ts';
import { getSubmission } from '../../worker/forms/submissions.ts';
import { leadFields, postForm, stampFields } from './forms-post.ts';

const DB = (env as unknown as Env).DB;
const CHARACTERS = 'Please remove line breaks, control characters and invisible text-direction marks from this field.';
const SUPPORT = {
  name: 'Ola Nordmann',
  email: 'ola@school.example',
  category: 'billing',
  message: "Where do I find last month's invoice?",
};

describe('lead fields refuse characters no one types', () => {
  it.each([
    ['name', 'Anna\r\nBcc: everyone@example.com', CHARACTERS],
    ['name', 'Anna\u0000Berg', CHARACTERS],
    ['name', 'Anna\u202eBerg', CHARACTERS],
    ['name', '\u2067Anna Berg', CHARACTERS],
    ['name', 'Anna\u0085Berg', CHARACTERS],
    ['name', '\u200b\u200b\u200b', 'Please enter your name.'],
    ['name', ' \ufeff\u2060 ', 'Please enter your name.'],
    ['organisation', 'Northwind\nLogistics', CHARACTERS],
    ['organisation', '\u200b\u200c', 'Please enter your organisation.'],
    ['message', 'We want a challenge\u0000 for 250 staff.', CHARACTERS],
    ['message', 'We want a challenge \u202e for 250 staff.', CHARACTERS],
  ])('contact %s %j → 422 with the message, nothing stored', async (field, value, message) => {
    const body = await leadFields({ [field]: value });
    const res = await postForm('/api/contact', body, true);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string> }).errors[field]).toBe(message);
    expect(await getSubmission(DB, body.key)).toBeNull();
  });

  it.each([
    ['name', 'Ola\rNordmann'],
    ['organisation', 'Oslo\u0000Skole'],
  ])('support %s %j → 422 on the re-rendered form, nothing stored', async (field, value) => {
    const body = { ...SUPPORT, ...(await stampFields()), [field]: value };
    const res = await postForm('/api/support', body);
    expect(res.status).toBe(422);
    expect(await res.text()).toContain(CHARACTERS);
    expect(await getSubmission(DB, body.key)).toBeNull();
  });

  it('the stored lead is exactly what was accepted: trimmed, line breaks of a message and any script kept', async () => {
    const accepted = {
      name: 'مريم الحسيني',
      organisation: 'Zoë & Søn — Ōsaka 大阪',
      message: 'Line one,\r\nline two\twith a tab; at least ten characters.',
    };
    const body = await leadFields({ ...accepted, name: `  ${accepted.name} ` });
    const res = await postForm('/api/contact', body, true);
    expect(res.status).toBe(201);
    const stored = JSON.parse((await getSubmission(DB, body.key))!.payload);
    expect(stored).toMatchObject(accepted);
    expect(stored.name).toBe(accepted.name);
  });
});
