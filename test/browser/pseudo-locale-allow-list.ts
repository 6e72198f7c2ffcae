/**
 * The one allow-list of the pseudo-locale walk (test/browser/pseudo-locale-walk.test.ts): words of
 * plain ASCII letters that may stand on a translated page in any language because no translator
 * changes them: the brands' names (a message's `{tenant}` argument) and names of standards. Any
 * other plain word on an `/en-XA/` page escaped translation. Add an entry only with its reason.
 */
export const PSEUDO_ALLOWED_WORDS: Readonly<Record<string, string>> = {
  TeamTrek: 'the general brand’s name (tenants/default.json `name`)',
  Corporate: 'the corporate-fitness brand’s name, “Corporate Fitness” (tenants/cofi.json `name`)',
  Fitness: 'the corporate-fitness brand’s name, “Corporate Fitness” (tenants/cofi.json `name`)',
  WCAG: 'the standard’s name, also in German, French, Spanish, Dutch and Arabic text',
  AAA: 'a WCAG conformance level, written the same in every language',
};
