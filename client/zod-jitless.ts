import * as z from '../common/zod-mini.ts';

// zod probes `new Function` before compiling fast parsers; the site's CSP (script-src 'self')
// forbids it and the browser logs a CSP violation even though zod catches the error. Islands
// that validate with zod import this first, so the probe never runs in the browser.
z.config({ jitless: true });
