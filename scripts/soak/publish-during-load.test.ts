import { describe, expect, it } from 'vitest';
import { PUBLISH_GOAL_MS, publishGoals, type PublishResult } from './publish-during-load.ts';

const result = (over: Partial<PublishResult> = {}): PublishResult => ({
  version: 2,
  webhookStatus: 200,
  webhookMs: 250,
  pages: [
    { host: 'www.teamtrek.example', path: '/', ms: 300 },
    { host: 'www.corporatefitness.example', path: '/solutions/workplace', ms: 900 },
  ],
  ...over,
});

describe('the publish during the soak', () => {
  it('meets its goals when the webhook answers 200 and every page shows the version in time', () => {
    expect(publishGoals(result())).toEqual([]);
  });

  it('names the page that showed the version late or never, and a refused webhook', () => {
    const missed = publishGoals(
      result({
        webhookStatus: 401,
        pages: [
          { host: 'www.teamtrek.example', path: '/', ms: PUBLISH_GOAL_MS + 1 },
          { host: 'www.corporatefitness.example', path: '/solutions/workplace', ms: null },
        ],
      }),
    );
    expect(missed).toEqual([
      'publish: the webhook answered 401, not 200',
      `publish: www.teamtrek.example/ showed v2 after ${PUBLISH_GOAL_MS + 1} ms (goal ${PUBLISH_GOAL_MS} ms)`,
      `publish: www.corporatefitness.example/solutions/workplace showed v2 never (goal ${PUBLISH_GOAL_MS} ms)`,
    ]);
  });
});
