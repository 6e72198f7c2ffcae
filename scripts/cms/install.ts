// `npm run cms:install`: installs the CMS (cms/node_modules, skipped while current with
// cms/package-lock.json) and compiles its server code, so that `npm test` runs the tests against
// the real Strapi (test/cms/). CI runs it before `npm test` (.ci/run); prints how long each took.
import { compileCms, installCms } from './strapi-process.ts';

const install = installCms();
const started = Date.now();
compileCms();
console.log(
  `cms:install: ${
    install.skipped
      ? 'already installed'
      : install.from === 'cache'
        ? 'linked from the cache'
        : `npm ci ${Math.round(install.ms / 1000)} s`
  }, tsc ${Math.round((Date.now() - started) / 1000)} s`,
);
