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

  it('a stale, missing or unsigned form stamp is refused in the page’s language (JSON and plain post)', async () => {
    const { LEAD } = await import('../forms-post.ts');
    const old = await stampFields(Date.now() - 3 * 24 * 3600_000);
    const cases: [string, string, Record<string, string>][] = [
      ['/ar/api/contact', 'انتهت صلاحية النموذج؛ أعد تحميل الصفحة ثم أرسله مرة أخرى.', { ...LEAD, ...old }],
      ['/ar/api/contact', 'انتهت صلاحية النموذج؛ أعد تحميل الصفحة ثم أرسله مرة أخرى.', { ...LEAD }],
      [
        '/de/api/contact',
        'Das Formular ist veraltet; bitte laden Sie die Seite neu und senden Sie es erneut.',
        { ...LEAD },
      ],
      ['/api/contact', 'The form is out of date; reload the page and send it again.', { ...LEAD, ...old }],
    ];
    for (const [path, message, body] of cases) {
      const json = await postForm(path, body, true);
      expect(json.status, path).toBe(400);
      expect(((await json.json()) as { error: string }).error, path).toBe(message);
    }
    const { startedSig: _sig, ...unsigned } = await stampFields();
    const plain = await postForm('/ar/api/contact', { ...LEAD, ...unsigned });
    expect(plain.status).toBe(400);
    const html = decode(await plain.text());
    expect(html).toContain('انتهت صلاحية النموذج؛ أعد تحميل الصفحة ثم أرسله مرة أخرى.');
    expect(html).not.toContain('The form is out of date');
  });
});
