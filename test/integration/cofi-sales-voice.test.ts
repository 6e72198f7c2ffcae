/**
 * Corporate Fitness's pricing and contact pages in its own words, in every language it offers:
 * its plan lines, price-sheet headings and "what happens next" panel speak to HR, finance and IT,
 * never TeamTrek's words for an organiser recoloured; TeamTrek's pages keep theirs. Real requests
 * with each brand's real host.
 */
import { describe, expect, it } from 'vitest';
import { pageHtmlOf, textOf } from './helpers.ts';
import { tenantFile } from '../tenant-hosts.ts';
import { CONTENT } from '../../worker/content/built-content.ts';
import { planContentIn } from '../../worker/pricing/plan-content.ts';
import type { AuthoredLocale } from '../../common/i18n/locales.ts';

const COFI_LOCALES = tenantFile('cofi').locales as AuthoredLocale[];
const prefixOf = (locale: string) => (locale === 'en' ? '' : `/${locale}`);
/** A page's text as read; French keeps its narrow no-break spaces before a colon, as the messages write them. */
const pageText = async (tenant: string, path: string) =>
  textOf(await pageHtmlOf(tenant, path), { keepNoBreakSpaces: true });
const message = (locale: AuthoredLocale, key: string) => {
  const text = CONTENT[`messages:${locale}`]?.[key];
  expect(typeof text, `${locale} ${key}`).toBe('string');
  return text as string;
};

/** TeamTrek's panel sentences in each language Corporate Fitness offers (messages contact.next.who, then). */
const TEAMTREK_PANEL: Record<string, string[]> = {
  en: ['reads your message and answers it themselves', 'nothing is booked without you'],
  de: ['liest Ihre Nachricht und beantwortet sie selbst', 'ohne Ihre Zustimmung buchen wir nichts'],
  fr: ['lit votre message et y répond elle-même', 'rien n’est fixé sans votre accord'],
};
const EMPLOYER_PANEL = ['contact.next.whoEmployer', 'contact.next.thenEmployer'];
const EMPLOYER_HEADINGS = [
  'pricing.estimator.headingEmployer',
  'pricing.faq.headingEmployer',
  'pricing.proof.headingEmployer',
];

describe('Corporate Fitness speaks in its own voice on pricing and contact', () => {
  it('offers English, German and French (the languages below)', () => {
    expect(COFI_LOCALES).toEqual(Object.keys(TEAMTREK_PANEL));
  });

  it.each(COFI_LOCALES)(
    '%s: pricing shows its own plan lines and section headings, none of TeamTrek’s',
    async (locale) => {
      // Ensures the content asset is loaded before the plan content is read.
      const cofi = await pageText('cofi', `${prefixOf(locale)}/pricing`);
      const teamtrek = await pageText('default', `${prefixOf(locale)}/pricing`);
      for (const plan of planContentIn(locale).plans) {
        expect(plan.tagline.cofi).not.toBe(plan.tagline.default);
        expect(cofi).toContain(plan.tagline.cofi);
        expect(cofi).not.toContain(plan.tagline.default);
        expect(teamtrek).toContain(plan.tagline.default);
        expect(teamtrek).not.toContain(plan.tagline.cofi);
      }
      for (const key of EMPLOYER_HEADINGS) {
        expect(cofi).toContain(message(locale, key));
        expect(teamtrek).not.toContain(message(locale, key));
      }
      for (const shared of ['pricing.estimator.heading', 'pricing.faq.heading', 'pricing.proof.heading']) {
        expect(cofi).not.toContain(message(locale, shared));
        expect(teamtrek).toContain(message(locale, shared));
      }
      // Who counts, answered for an employer (the FAQ's second question on both brands).
      const { faq } = planContentIn(locale);
      const firstSentence = (answer: string) => answer.slice(0, answer.indexOf('. '));
      expect(faq.cofi[1]!.question).toBe(faq.default[1]!.question);
      expect(cofi).toContain(firstSentence(faq.cofi[1]!.answer));
      expect(cofi).not.toContain(firstSentence(faq.default[1]!.answer));
      expect(teamtrek).toContain(firstSentence(faq.default[1]!.answer));
    },
  );

  it.each(COFI_LOCALES)('%s: contact’s “what happens next” is its own, TeamTrek’s stays TeamTrek’s', async (locale) => {
    const cofi = await pageText('cofi', `${prefixOf(locale)}/contact`);
    const teamtrek = await pageText('default', `${prefixOf(locale)}/contact`);
    for (const sentence of TEAMTREK_PANEL[locale]!) {
      expect(cofi).not.toContain(sentence);
      expect(teamtrek).toContain(sentence);
    }
    for (const key of EMPLOYER_PANEL) {
      expect(cofi).toContain(message(locale, key));
      expect(teamtrek).not.toContain(message(locale, key));
    }
  });

  it.each(COFI_LOCALES)('%s: its security team answers in its own words too', async (locale) => {
    const cofi = await pageText('cofi', `${prefixOf(locale)}/contact?topic=security`);
    expect(cofi).toContain(message(locale, 'contact.next.whoSecurityEmployer'));
    expect(await pageText('default', `${prefixOf(locale)}/contact?topic=security`)).not.toContain(
      message(locale, 'contact.next.whoSecurityEmployer'),
    );
  });

  it('in English, word for word', async () => {
    const pricing = await pageText('cofi', '/pricing');
    expect(pricing).toContain('A first step, time or distance challenge to pilot with one department or site.');
    expect(pricing).not.toContain('A clear step, time or distance challenge, ready in an afternoon.');
    expect(pricing).toContain('Questions from HR, finance and IT');
    const contact = await pageText('cofi', '/contact');
    expect(contact).toContain('Our customer success team replies in person');
    expect(contact).not.toContain('A person from the Corporate Fitness team reads your message');
  });

  it('a support request on Corporate Fitness hears the shared words: the buyer’s next steps are not its own', async () => {
    const support = await pageText('cofi', '/contact?mode=support');
    expect(support).not.toContain(message('en', 'contact.next.thenEmployer'));
    expect(support).toContain('nothing is booked without you');
  });
});
