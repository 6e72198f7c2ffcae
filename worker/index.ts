import { APP_GET_PATHS, createApp } from './app.ts';
import type { Env } from './env.ts';
import { deliverDueSubmissions } from './forms/deliver.ts';
import { answerEarly } from './early-answer.ts';

const app = createApp();

/**
 * What needs no I/O (a redirect, a handoff, a page fresh in this isolate's memory) is answered
 * before the router, the same as the pipeline would answer it (worker/early-answer.ts);
 * everything else goes through the pipeline. Hono's own signature, so tests may pass a partial
 * env as they do to `app.fetch`.
 */
const fetch: typeof app.fetch = (request, env, ctx) =>
  (ctx && answerEarly(request, env as Env, ctx, APP_GET_PATHS)) || app.fetch(request, env, ctx);

export default {
  fetch,
  /** Cron trigger: delivers stored form submissions the form service has not accepted yet. */
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(
      deliverDueSubmissions(env, controller.scheduledTime).then((r) =>
        console.log(`form delivery: ${JSON.stringify(r)}`),
      ),
    );
  },
} satisfies ExportedHandler<Env>;
