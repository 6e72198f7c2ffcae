/**
 * The rules only an opened island draws (the drawer's panel and menu, the video dialog and its
 * player, the account menu's list, the snackbar's bar) are not in the page's sheet:
 * compiler/steps/build-component-stylesheet.ts writes them to `islands.css` beside it, which an
 * island links when it first opens, before it shows anything (opened unstyled, it would flash).
 * The client entry installs it for the islands (parts/island-sheet-call.ts): the worker, which
 * renders them, then does not carry it.
 */
let loading: Promise<unknown> | undefined;

/**
 * Runs `show` once the islands' sheet applies, linking it the first time. Should it not load,
 * `show` runs anyway and the error is reported (a menu drawn without its rules beats a button that
 * does nothing); a later opening tries again.
 */
export function withIslandSheet(show: () => void): void {
  loading ??= new Promise((onload, onerror) => {
    const page = document.querySelector<HTMLLinkElement>('link[href*="/assets/css-"]');
    if (!page) throw new Error('the page links no sheet under /assets/css-*');
    const href = page.href.replace(/[^/]+$/, 'islands.css');
    document.head.appendChild(
      Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload, onerror }),
    );
  });
  loading.then(show, (error: unknown) => {
    loading = undefined;
    console.error('island sheet did not load', error);
    show();
  });
}
