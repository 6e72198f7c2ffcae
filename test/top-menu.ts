import ar from '../messages/ar.json' with { type: 'json' };
import de from '../messages/de.json' with { type: 'json' };
import en from '../messages/en.json' with { type: 'json' };
import es from '../messages/es.json' with { type: 'json' };
import fr from '../messages/fr.json' with { type: 'json' };
import nl from '../messages/nl.json' with { type: 'json' };

/** The top menu's landmark name in each language (`page.mainMenu`: "Main", "Hauptmenü", …). */
export const MAIN_MENU_NAMES = { en, de, fr, es, nl, ar } as const satisfies Record<
  string,
  { 'page.mainMenu': string }
>;

const NAMES = Object.values(MAIN_MENU_NAMES).map((m) => m['page.mainMenu']);

/** The top menu's `<nav>` in a page's HTML, whatever the page's language ('' when there is none). */
export const topMenuOf = (html: string): string =>
  new RegExp(`<nav[^>]*aria-label="(?:${NAMES.join('|')})"[^>]*>.*?</nav>`, 's').exec(html)?.[0] ?? '';
