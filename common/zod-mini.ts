// The zod every schema the worker or an island evaluates imports: zod/mini, the functional build
// of the same package (`z.optional(x)`, `.check(z.minLength(1, '…'))`). The classic API bundles every
// schema class with all its methods and its JSON-schema converters (about 60 KB raw the worker never
// runs); mini's functions are shaken to the ones called. Build-time checks (compiler/, scripts/, the
// tenant and home-content schemas) stay on classic zod.
//
// Classic zod registers its English messages when the first schema is built; mini loads no locale
// (every default message would read "Invalid input"). English is registered here, once, so every
// message a visitor, a CMS editor or a log reads stays word for word what classic zod said.
// docs/caching-performance.md "Worker size and cold start".
//
// A schema the worker evaluates at module scope is built on first use: `/* @__PURE__ */ z.lazy(() =>
// z.strictObject({…}))`. Building zod schemas is real work (each level runs its constructor's
// traits), and the worker's entry evaluated about ninety of them before its first answer: about 6 ms
// of a cold isolate's CPU. `@__PURE__` lets esbuild drop a schema no module
// reads (the build-only front matters of content-schema.ts). A schema another is derived from
// (`z.omit`, `z.extend`) exports its builder too: those need the object, not a lazy.
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
