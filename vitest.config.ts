import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { upstreamStub } from './test/upstream-stub.ts';

export default defineConfig({
  plugins: [
    cloudflareTest({
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: { UPSTREAM_TIMEOUT_MS: '500' },
        outboundService: upstreamStub,
      },
    }),
  ],
  test: {
    include: ['worker/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    reporters: ['default', './test/count-reporter.ts'],
    testTimeout: 20_000,
  },
});
