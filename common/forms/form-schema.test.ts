import { describe, expect, it } from 'vitest';
import { validateFields } from './form-schema.ts';

const lead = {
  name: 'Anna Berg',
  email: 'anna@northwind.example',
  organisation: 'Northwind',
  message: 'We want a step challenge for 250 staff.',
  consent: 'on',
  topic: 'demo',
};
const support = {
  name: 'Ola',
  email: 'ola@school.example',
  category: 'billing',
  message: "Where do I find last month's invoice?",
};

describe('contact fields', () => {
  it('accepts a complete lead and normalises it', () => {
    const r = validateFields('contact', { ...lead, participants: ' 250 ', name: '  Anna Berg ' });
    expect(r).toEqual({
      ok: true,
      data: expect.objectContaining({ name: 'Anna Berg', participants: 250, topic: 'demo' }),
    });
  });
  it.each([
    ['name', { name: 'A' }, 'form.error.name'],
    ['email', { email: 'anna@' }, 'form.error.email'],
    ['organisation', { organisation: '' }, 'form.error.organisation'],
    ['participants', { participants: '25 people' }, 'form.error.participants'],
    ['message', { message: 'hi' }, 'form.error.message'],
    ['message', { message: 'x'.repeat(5001) }, 'form.error.messageTooLong'],
    ['consent', { consent: '' }, 'form.error.consent'],
  ])('%s: %j → %s', (field, change, message) => {
    const r = validateFields('contact', { ...lead, ...change });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[field]).toBe(message);
  });
  it('lengths count characters, not bytes: 5000 kanji (15 KB in UTF-8) pass, 5001 do not', () => {
    expect(validateFields('contact', { ...lead, message: '歩'.repeat(5000) }).ok).toBe(true);
    expect(validateFields('contact', { ...lead, message: '歩'.repeat(5001) }).ok).toBe(false);
  });
  it('an unknown topic falls back to general instead of failing the lead', () => {
    const r = validateFields('contact', { ...lead, topic: 'free-stuff' });
    expect(r.ok && r.data.topic).toBe('general');
  });
});

describe('support fields', () => {
  it('accepts a request without an organisation', () => {
    expect(validateFields('support', support).ok).toBe(true);
  });
  it('takes an accessibility report (the accessibility statement links its form)', () => {
    const r = validateFields('support', { ...support, category: 'accessibility' });
    expect(r.ok && r.data.category).toBe('accessibility');
  });
  it('needs a category from the list', () => {
    const r = validateFields('support', { ...support, category: 'other-thing' });
    expect(!r.ok && r.errors.category).toBe('form.error.category');
  });
});

describe('delivery backoff', async () => {
  const { backoffMs } = await import('../../worker/forms/deliver.ts');
  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [10, 6 * 3600_000],
    [50, 6 * 3600_000],
  ])('attempt %i waits %i ms', (attempt, ms) => {
    expect(backoffMs(attempt)).toBe(ms);
  });
});

describe('form service target', async () => {
  const { formTarget } = await import('../../worker/forms/deliver.ts');
  const { parseSettings } = await import('../../worker/env.ts');
  // Through the env schema, as the worker reads FORM_ORIGIN.
  const env = (FORM_ORIGIN?: string) => parseSettings({ TENANT: 'default', FORM_ORIGIN });
  it('keeps the tenant URL unless FORM_ORIGIN replaces its origin', () => {
    expect(formTarget('https://forms.teamtrek.example/f/contact?x=1', env())).toBe(
      'https://forms.teamtrek.example/f/contact?x=1',
    );
    expect(formTarget('https://forms.teamtrek.example/f/contact?x=1', env('http://127.0.0.1:9200'))).toBe(
      'http://127.0.0.1:9200/f/contact?x=1',
    );
  });
  it('a FORM_ORIGIN that is not an origin is a clear config error, like APP_ORIGIN', () => {
    expect(() => formTarget('https://forms.teamtrek.example/f/contact', env('http://127.0.0.1:9200/path'))).toThrow(
      /FORM_ORIGIN=.* must be an http\(s\) origin only/,
    );
  });
});

describe('delivery timeout', async () => {
  const { parseSettings, DELIVERY_TIMEOUT_MS } = await import('../../worker/env.ts');
  const deliveryTimeoutMs = (vars: { FORM_TIMEOUT_MS?: string }) =>
    parseSettings({ TENANT: 'default', ...vars }).formTimeoutMs;
  it('FORM_TIMEOUT_MS replaces the default; anything but a whole number of milliseconds is a clear config error', () => {
    expect(deliveryTimeoutMs({})).toBe(DELIVERY_TIMEOUT_MS);
    expect(deliveryTimeoutMs({ FORM_TIMEOUT_MS: '300' })).toBe(300);
    expect(() => deliveryTimeoutMs({ FORM_TIMEOUT_MS: '5s' })).toThrow(
      /FORM_TIMEOUT_MS="5s" must be a whole number of milliseconds/,
    );
  });
});

describe('characters no one types (the same rule in the island, which validates with validateFields before sending)', () => {
  it.each([
    ['contact', 'name', 'Anna\nBerg', 'form.error.characters'],
    ['contact', 'name', 'Anna\u0000', 'form.error.characters'],
    ['contact', 'name', '\u202dAnna', 'form.error.characters'],
    ['contact', 'name', '\u200b \u200b', 'form.error.name'],
    ['contact', 'organisation', 'North\u0007wind', 'form.error.characters'],
    ['support', 'organisation', 'North\r\nwind', 'form.error.characters'],
    ['support', 'message', 'Where is my invoice?\u0000', 'form.error.characters'],
  ] as const)('%s %s %j → %s', (kind, field, value, message) => {
    const base = kind === 'contact' ? lead : support;
    const r = validateFields(kind, { ...base, [field]: value });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[field]).toBe(message);
  });

  it('a message keeps its line breaks and tabs; a name in any script passes as typed (trimmed)', () => {
    const r = validateFields('contact', {
      ...lead,
      name: ' Zoë Ōsaka-Nguyễn ',
      message: 'Line one\r\n\tline two, long enough.',
    });
    expect(r).toEqual({
      ok: true,
      data: expect.objectContaining({ name: 'Zoë Ōsaka-Nguyễn', message: 'Line one\r\n\tline two, long enough.' }),
    });
  });
});
