// Changes to Strapi's admin code, applied when `strapi build` bundles it (src/admin/vite.config.ts),
// each to one file of a pinned package (cms/package-lock.json) and matched loosely on whitespace. A
// patch that no longer matches fails the build with its reason, rather than build an admin that
// loses a marketer's work again.

export interface AdminPatch {
  name: string;
  /** The module it changes (Vite's id, a path in node_modules). */
  file: RegExp;
  /** The patched code, or null when the code it replaces is not there. */
  apply(code: string): string | null;
  /** Why it exists: in the build's error when it no longer applies. */
  why: string;
}

/** `code` with the one match of `pattern` replaced, or null without a match. */
function replaceOne(code: string | null, pattern: RegExp, replacement: string): string | null {
  if (code === null || !pattern.test(code)) return null;
  return code.replace(pattern, replacement);
}

/**
 * The Content Manager's Save writes the typed values into its cached document before the request
 * ("optimistic update") and takes them back when the request fails; the edit form follows the
 * cached document, so a refused save reset every field to the last saved values ~200 ms later
 * (the form's initial values changed back), and the refetch it then started did the same. Patched:
 * the cache takes the values once the save succeeded, and a ValidationError (nothing was written)
 * refetches nothing, so the form keeps every field as typed and marks the fields the answer names.
 */
const keepRefusedEdits: AdminPatch = {
  name: 'keep-refused-edits',
  file: /@strapi\/content-manager\/dist\/admin\/services\/documents\.m?js$/,
  why: 'Strapi updates its cache before a save and undoes it on error, which resets the edit form (strapi/strapi#22646); check test/cms-admin and adapt the patch to the new code.',
  apply(code) {
    const start = code.indexOf('updateDocument: builder.mutation(');
    const end = code.indexOf('unpublishDocument: builder.mutation(', start);
    if (start < 0 || end < 0) return null;
    let section: string | null = code.slice(start, end);
    section = replaceOne(
      section,
      /(invalidatesTags: \(_result, _error, \{ collectionType, model, documentId \}\)\s*=>\s*\{)/,
      "$1\n                    if (_error && _error.name === 'ValidationError') return [];",
    );
    section = replaceOne(
      section,
      /async onQueryStarted \(\{ data, \.\.\.patch \}, \{ dispatch, queryFulfilled \}\)\s*\{\s*\/\/[^\n]*\n\s*const patchResult = (dispatch\(documentApi\.util\.updateQueryData\('getDocument', patch, \(draft\)\s*=>\s*\{\s*Object\.assign\(draft\.data, data\);\s*\}\)\));\s*try\s*\{\s*await queryFulfilled;\s*\}\s*catch\s*\{\s*\/\/[^\n]*\n\s*patchResult\.undo\(\);\s*\}\s*\}/,
      'async onQueryStarted ({ data, ...patch }, { dispatch, queryFulfilled }) {\n' +
        '                    try { await queryFulfilled; } catch { return; }\n' +
        '                    $1;\n' +
        '                }',
    );
    return section === null ? null : code.slice(0, start) + section + code.slice(end);
  },
};

/**
 * The navigation plugin answers any failed menu save with "Unable to save a navigation. Check
 * developer tools.", whatever the server said. Patched: when the server's reason is the site's
 * refusal (src/menu-rules-at-save.ts, "Not saved: …"), the notification says it instead, and
 * stays until closed (a reason takes longer to read than Strapi's few seconds).
 */
const menuRefusalInWords: AdminPatch = {
  name: 'menu-refusal-in-words',
  file: /strapi-plugin-navigation\/dist\/admin\/index\.m?js$/,
  why: "The navigation plugin's Save error handler changed; check test/cms-admin's menu refusal and adapt the patch.",
  apply(code) {
    return replaceOne(
      code,
      /onError: \((\w+)\) => \{\s*(\w+)\(\{\s*type: "danger",\s*message: (\w+\(\w+\("notification\.navigation\.update\.error"\)\))\s*\}\);/,
      'onError: ($1) => {\n' +
        '      $2({ type: "danger", ...((error, fallback) => {\n' +
        '        const answer = error && error.response && error.response.data && error.response.data.error;\n' +
        '        const reason = answer && ((answer.details && answer.details.originalError && answer.details.originalError.message) || answer.message);\n' +
        '        return typeof reason === "string" && reason.startsWith("Not saved: ")\n' +
        '          ? { message: reason, blockTransition: true }\n' +
        '          : { message: fallback };\n' +
        '      })($1, $3) });',
    );
  },
};

/**
 * The navigation plugin's page picker lists every Page and Site page, both brands' alike. Patched:
 * the plugin's page remembers which menu is open (its `name` is the site's menu key), and the
 * picker's request names it (`navigation=main-menu-cofi`, cached per menu), so the CMS answers
 * with that brand's pages only (src/page-picker.ts).
 */
const brandPagePicker: AdminPatch = {
  name: 'brand-page-picker',
  file: /strapi-plugin-navigation\/dist\/admin\/index\.m?js$/,
  why: "The navigation plugin's page picker request or its menu page changed; check test/cms/strapi.test.ts's page picker and adapt the patch.",
  apply(code) {
    let patched = replaceOne(
      code,
      /(readContentTypeItems\(\{ uid: \w+, locale: \w+, query: \w+ \}\) \{\s*const (\w+) = new URLSearchParams\(\);)/,
      '$1\n    globalThis.__siteMenuKey && $2.append("navigation", globalThis.__siteMenuKey);',
    );
    patched = replaceOne(
      patched,
      /(return \[\w+, "content-manager", "content-type-items", \w+, \w+, \w+)\]/,
      '$1, globalThis.__siteMenuKey]',
    );
    // The menu page's list of the open menu's items: its component knows the open menu (`c`).
    return replaceOne(
      patched,
      /(\w+ = \w+ \? (\w+)\?\.items \?\? \[\] : \w+;)/,
      '$1\n  globalThis.__siteMenuKey = $2?.name;',
    );
  },
};

export const adminPatches: AdminPatch[] = [keepRefusedEdits, menuRefusalInWords, brandPagePicker];
