/**
 * The rules only an opened island draws (the drawer's panel and menu, the video dialog and its
 * player) are not in the page's sheet: compiler/steps/build-component-stylesheet.ts writes them to
 * `islands.css` beside it, which an island links when it first opens, before it shows anything
 * (opened unstyled, its panel would flash). Every page links its sheet from that folder.
 */
let loading: Promise<void> | undefined;

/** Links the islands' sheet once; resolves when its rules apply. */
export function loadIslandSheet(): Promise<void> {
  if (loading) return loading;
  const page = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href*="/assets/css-"]');
  if (!page) return Promise.reject(new Error('island sheet: the page links no sheet under /assets/css-*'));
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = page.href.replace(/[^/]+\.css$/, 'islands.css');
  loading = new Promise<void>((resolve, reject) => {
    link.onload = () => resolve();
    link.onerror = () => {
      // A later opening tries again (the network may be back).
      loading = undefined;
      link.remove();
      reject(new Error(`island sheet: ${link.href} did not load`));
    };
  });
  document.head.appendChild(link);
  return loading;
}

/**
 * Runs `show` once the islands' sheet applies. Should it not load, `show` runs anyway: a menu
 * drawn without its rules beats a button that does nothing, and the error is reported.
 */
export function withIslandSheet(show: () => void): void {
  loadIslandSheet().then(show, (error: unknown) => {
    console.error(error);
    show();
  });
}
