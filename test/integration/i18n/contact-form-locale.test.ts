import { describe, expect, it } from 'vitest';
import { get } from '../helpers.ts';
import { postForm, stampFields } from '../forms-post.ts';
import { urlOf } from '../../tenant-hosts.ts';

const EMPTY = { name: '', email: '', organisation: '', message: '', consent: '' };
const decode = (html: string) => html.replace(/<!-- -->/g, '').replace(/&quot;/g, '"');

describe('the contact form in the page’s language', () => {
  it('/de/contact renders German labels, posts under /de/ and carries German inline errors for the island', async () => {
    const html = decode(await (await get(urlOf('default', '/de/contact'))).text());
    expect(html).toContain('<label for="f-name">Ihr Name</label>');
    expect(html).toContain('action="/de/api/contact"');
    expect(html).toContain('"form.error.name":"Bitte geben Sie Ihren Namen ein."');
    expect(html).toContain('"localePrefix":"/de"');
    // The island gets only the form's messages: no header or footer words in its props.
    expect(html).not.toContain('"header.signIn"');
  });

  it('an empty plain post from /de/contact is answered with the German form and a message per field', async () => {
    const res = await postForm('/de/api/contact', { ...EMPTY, ...(await stampFields()) });
    expect(res.status).toBe(422);
    const html = decode(await res.text());
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('Bitte geben Sie Ihren Namen ein.');
    expect(html).toContain('Bitte schreiben Sie eine Nachricht mit mindestens 10 Zeichen.');
    expect(html).toContain('Bitte stimmen Sie der Datenschutzerklärung zu');
    expect(html).toContain('Bitte prüfen Sie die markierten Felder.');
    expect(html).not.toContain('Please enter your name.');
  });

  it('the island’s JSON post under /fr/ gets French field errors; unprefixed stays English', async () => {
    const fr = (await (await postForm('/fr/api/contact', { ...EMPTY, ...(await stampFields()) }, true)).json()) as {
      errors: Record<string, string>;
    };
    expect(fr.errors.name).toBe('Veuillez saisir votre nom.');
    const en = (await (await postForm('/api/contact', { ...EMPTY, ...(await stampFields()) }, true)).json()) as {
      errors: Record<string, string>;
    };
    expect(en.errors.name).toBe('Please enter your name.');
  });

  it('a valid plain post under /de/ thanks on /de/thankyou', async () => {
    const res = await postForm('/de/api/contact', {
      name: 'Anna Berg',
      email: 'anna@northwind.example',
      organisation: 'Northwind',
      message: 'Wir planen eine Schrittchallenge für 250 Beschäftigte.',
      consent: 'on',
      topic: 'demo',
      ...(await stampFields()),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/de\/thankyou\?form=contact$/);
  });
});
