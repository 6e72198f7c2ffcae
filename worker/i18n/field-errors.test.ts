import { describe, expect, it } from 'vitest';
import { validateFields } from '../../common/forms/form-schema.ts';
import { describeFieldError } from './field-errors.ts';
import { messagesFor, translator } from './messages.ts';

const empty = { name: '', email: '', organisation: '', message: '', consent: '' };

describe('field errors in the page’s language', () => {
  it('English names the schema’s own numbers', async () => {
    const describe = describeFieldError(translator(await messagesFor('en')));
    const r = validateFields('contact', { ...empty, message: 'x'.repeat(5001) }, describe);
    expect(!r.ok && r.errors).toMatchObject({
      name: 'Please enter your name.',
      consent: 'Please agree to the privacy policy so we can answer you.',
      message: 'Please keep your message to at most 5,000 characters.',
    });
  });

  it.each([
    ['de', 'Bitte geben Sie Ihren Namen ein.', 'Bitte schreiben Sie eine Nachricht mit mindestens 10 Zeichen.'],
    ['fr', 'Veuillez saisir votre nom.', 'Veuillez saisir un message d’au moins 10 caractères.'],
    ['ar', 'يُرجى إدخال اسمك.', 'يُرجى كتابة رسالة لا تقل عن 10 أحرف.'],
  ] as const)('%s', async (locale, name, message) => {
    const describe = describeFieldError(translator(await messagesFor(locale)));
    const r = validateFields('contact', empty, describe);
    expect(!r.ok && r.errors.name).toBe(name);
    expect(!r.ok && r.errors.message).toBe(message);
  });
});
