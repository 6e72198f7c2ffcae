/**
 * The language suggestion: "Diese Seite gibt es auch auf Deutsch" for a visitor
 * whose browser prefers a language the page also exists in. Its own tiny script, not an island:
 * a classic script placed under the header on pages with `hreflang` alternates, it runs while the
 * page is parsed, reads `navigator.languages` and the page's alternates (in <head>, already
 * parsed), and puts a notice in the flow where it stands, before the content below exists: it
 * covers nothing, moves nothing (CLS 0), and the cached HTML never depends on the visitor.
 *
 * Remembered without tracking: one `localStorage` entry holding a language code (the same for
 * everyone who chose it, never sent to the server). Following the suggestion or a switcher link
 * stores the language chosen; dismissing stores the page's, so the visitor is not asked again.
 */
import MESSAGES from 'virtual:language-suggestion-messages';
import { suggestedLocale } from '../common/i18n/suggested-locale.ts';
import {
  LANGUAGE_CHOICE_KEY,
  SUGGESTION_SCRIPT_ATTR,
  SUGGESTION_TEST_ID,
} from '../common/i18n/language-suggestion-markers.ts';

function storedChoice(): string | null | undefined {
  try {
    return localStorage.getItem(LANGUAGE_CHOICE_KEY);
  } catch {
    return undefined; // Storage blocked: a dismissal could not be kept, so ask nobody.
  }
}

function remember(locale: string) {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {
    // Storage blocked: nothing to remember with.
  }
}

function suggest() {
  // A language link followed (the switcher's or the suggestion's) is a choice made.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[hreflang]') as HTMLAnchorElement | null;
    if (link?.hreflang) remember(link.hreflang);
  });
  if (storedChoice() !== null) return;

  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const alternates = [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].filter(
    (link) => link.hreflang !== 'x-default',
  );
  const current = alternates.find((link) => link.href === canonical)?.hreflang;
  if (!current) return;
  const locale = suggestedLocale(
    navigator.languages,
    alternates.map((link) => link.hreflang),
    current,
  );
  const messages = locale ? MESSAGES[locale] : undefined;
  const target = alternates.find((link) => link.hreflang === locale);
  if (!locale || !messages || !target) return;

  const box = document.createElement('aside');
  box.className =
    document.querySelector(`script[${SUGGESTION_SCRIPT_ATTR}]`)?.getAttribute(SUGGESTION_SCRIPT_ATTR) ?? '';
  box.lang = locale;
  box.setAttribute('aria-label', messages.label);
  box.dataset.testid = SUGGESTION_TEST_ID;
  const text = document.createElement('p');
  text.textContent = messages.text;
  // Same host as this page: the alternates name the canonical host, which a preview is not.
  const link = document.createElement('a');
  link.href = new URL(target.href).pathname + location.search + location.hash;
  link.hreflang = locale;
  link.textContent = messages.link;
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.textContent = messages.dismiss;
  dismiss.addEventListener('click', () => {
    remember(current);
    box.remove();
  });
  // The box is in the language it suggests, direction included: an English notice on an Arabic
  // page runs left to right, its sentence, link and button in English order, not the page's mirror.
  box.dir = messages.dir;
  for (const part of [text, link, dismiss]) box.appendChild(part);
  const script = document.currentScript;
  if (script?.parentNode) script.parentNode.insertBefore(box, script);
  else document.body.insertBefore(box, document.body.firstChild);
}

suggest();
