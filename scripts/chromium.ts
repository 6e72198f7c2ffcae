/**
 * The Chromium the browser tests, screenshots and illustration previews drive: Debian's
 * `chromium-headless-shell`, Chromium's headless build (the same Blink, V8 and layout without the
 * browser around it). The same pages cost about a quarter of the CPU of the full `chromium`
 * (docs/decisions/0017-browser-tests-in-the-headless-shell.md). scripts/ensure-chromium.sh
 * installs it; CHROMIUM_PATH overrides it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

/** The full browser, for Lighthouse (its scores are defined for it); CHROMIUM_PATH overrides it too. */
export const FULL_CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Headless, no sandbox (CI runs as root), and none of Chromium's own background traffic: on a
 * machine without network those connections are refused, many at a time, at every start.
 * Shared by the browser tests and `npm run lighthouse`.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
