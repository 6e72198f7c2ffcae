/** Names the language suggestion's script (client/language-suggestion.ts) and the page that loads it share. */

/** The `localStorage` key of the visitor's language choice: a language code, the same for everyone who chose it. */
export const LANGUAGE_CHOICE_KEY = 'tt-language';
/** The script element's attribute carrying the suggestion box's class (its rules are in the component stylesheet). */
export const SUGGESTION_SCRIPT_ATTR = 'data-suggestion-class';
/** The box's `data-testid`. */
export const SUGGESTION_TEST_ID = 'language-suggestion';
