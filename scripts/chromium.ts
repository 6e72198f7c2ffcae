/** Debian's Chromium (installed by scripts/ensure-chromium.sh); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
