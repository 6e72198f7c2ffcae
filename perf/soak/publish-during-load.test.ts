import { describe, expect, it } from 'vitest';
import {
  percentile,
  PUBLISH_GOAL_MS,
  publishGoals,
  toLive,
  type OnePublish,
  type PublishResult,
} from './publish-during-load.ts';

const one = (version: number, ms: (number | null)[], webhookStatus = 200): OnePublish => ({
  version,
  webhookStatus,
  webhookMs: 250,
  pages: ms.map((m, i) => ({ host: 'www.teamtrek.example', path: `/p${i}`, ms: m })),
});
const result = (...publishes: OnePublish[]): PublishResult => ({ publishes });

describe('the publishes during the soak', () => {
  it('a publish is live when its slowest page served it', () => {
    expect(toLive(one(2, [300, 900, 450]))).toBe(900);
    expect(toLive(one(2, [300, null]))).toBeNull();
  });

  it('p50 and p99 of publish-to-live, by nearest rank', () => {
    const ten = result(...Array.from({ length: 10 }, (_, i) => one(i + 2, [100 * (i + 1)])));
    expect(percentile(ten, 50)).toBe(500);
    expect(percentile(ten, 99)).toBe(1000);
    expect(publishGoals(ten)).toEqual([]);
  });

  it('misses its goal when p99 is over 5 s, or a page never served a publish, and names a refused webhook', () => {
    const missed = publishGoals(result(one(2, [300]), one(3, [PUBLISH_GOAL_MS + 1], 401), one(4, [200, null])));
    expect(missed).toEqual([
      'publish v3: the webhook answered 401, not 200',
      'publish v4: www.teamtrek.example/p1 never served it',
      'publish: p99 publish-to-live never (goal 5000 ms)',
    ]);
    expect(publishGoals(result(one(2, [PUBLISH_GOAL_MS + 1])))).toEqual([
      `publish: p99 publish-to-live ${PUBLISH_GOAL_MS + 1} ms (goal ${PUBLISH_GOAL_MS} ms)`,
    ]);
    expect(publishGoals(result())).toEqual(['publish: no publish was made during the load']);
  });
});
