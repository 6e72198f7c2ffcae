import { createApp } from './app.ts';
import type { Env } from './env.ts';
import { deliverDueSubmissions } from './forms/deliver.ts';

const app = createApp();

export default {
  fetch: app.fetch,
  /** Cron trigger: delivers stored form submissions the form service has not accepted yet. */
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(
      deliverDueSubmissions(env, controller.scheduledTime).then((r) =>
        console.log(`form delivery: ${JSON.stringify(r)}`),
      ),
    );
  },
} satisfies ExportedHandler<Env>;
