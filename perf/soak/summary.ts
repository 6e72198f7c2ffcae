/**
 * The soak's accounting: reads what mix.lua printed at the end of the wrk run, sorts every status
 * into expected or not by the kind (path) that asked for it, and writes the soak's last line.
 */
import { isExpected, isUnexpected5xx, SOAK_KINDS, type SoakKind } from './plan.ts';

/** A kind's latency as mix.lua timed it (1 ms buckets for the percentiles). */
export interface KindLatency {
  p50ms: number;
  p99ms: number;
  maxms: number;
  over1s: number;
  /** Requests wrk sent again without an answer (its socket errors, by kind). */
  lost: number;
  /** Requests still waiting when the load stopped (counted in over1s and maxms by their wait so far). */
  unanswered: number;
}

export interface WrkResult {
  /** status → count, per kind. */
  statuses: Map<SoakKind, Map<number, number>>;
  latency: Map<SoakKind, KindLatency>;
  requests: number;
  socketErrors: { connect: number; read: number; write: number; timeout: number };
  over1s: number;
}

const pairsOf = (line: string) =>
  Object.fromEntries(
    line
      .trim()
      .split(' ')
      .filter((p) => p.includes('='))
      .map((pair) => [pair.slice(0, pair.indexOf('=')), Number(pair.slice(pair.indexOf('=') + 1))]),
  );

function kindOf(name: string | undefined, line: string): SoakKind {
  if (!name || !(name in SOAK_KINDS)) throw new Error(`wrk output names an unknown kind: ${line}`);
  return name as SoakKind;
}

/** Parses the `soak-status`, `soak-latency` and `soak-total` lines of wrk's output (everything else is ignored). */
export function parseWrkOutput(text: string): WrkResult {
  const statuses = new Map<SoakKind, Map<number, number>>();
  const latency = new Map<SoakKind, KindLatency>();
  let total: Record<string, number> | null = null;
  for (const line of text.split('\n')) {
    const status = /^soak-status (\S+) (\d+) (\d+)$/.exec(line.trim());
    if (status) {
      const kind = kindOf(status[1], line);
      const counts = statuses.get(kind) ?? new Map<number, number>();
      counts.set(Number(status[2]), (counts.get(Number(status[2])) ?? 0) + Number(status[3]));
      statuses.set(kind, counts);
    } else if (line.startsWith('soak-latency ')) {
      const { p50ms, p99ms, maxms, over1s, lost, unanswered } = pairsOf(line);
      latency.set(kindOf(line.split(' ')[1], line), {
        p50ms: p50ms!,
        p99ms: p99ms!,
        maxms: maxms!,
        over1s: over1s!,
        lost: lost ?? 0,
        unanswered: unanswered ?? 0,
      });
    } else if (line.startsWith('soak-total ')) {
      total = pairsOf(line);
    }
  }
  const need = ['requests', 'connect', 'read', 'write', 'timeout', 'over1s'];
  if (!total || need.some((k) => !Number.isFinite(total![k])))
    throw new Error('no complete soak-total line in the wrk output (did wrk run mix.lua to the end?)');
  return {
    statuses,
    latency,
    requests: total.requests!,
    socketErrors: { connect: total.connect!, read: total.read!, write: total.write!, timeout: total.timeout! },
    over1s: total.over1s!,
  };
}

export interface SoakVerdict {
  requests: number;
  unexpected5xx: number;
  /** Statuses outside a kind's expected set that are not 5xx (shown, not fatal). */
  otherUnexpected: number;
  socketErrors: number;
  over1s: number;
  ok: boolean;
}

/** Counts what fails the soak: 5xx a kind does not expect, and socket errors of any kind. */
export function judge(result: WrkResult): SoakVerdict {
  let unexpected5xx = 0;
  let otherUnexpected = 0;
  for (const [kind, counts] of result.statuses) {
    for (const [status, count] of counts) {
      if (isUnexpected5xx(kind, status)) unexpected5xx += count;
      else if (!isExpected(kind, status)) otherUnexpected += count;
    }
  }
  const e = result.socketErrors;
  const socketErrors = e.connect + e.read + e.write + e.timeout;
  return {
    requests: result.requests,
    unexpected5xx,
    otherUnexpected,
    socketErrors,
    over1s: result.over1s,
    ok: unexpected5xx === 0 && socketErrors === 0,
  };
}

/**
 * One line per kind: `home          200×5120  p50 60 ms, p99 900 ms, max 1.2 s, 3 over 1 s`
 * (unexpected statuses marked with `!`; percentiles to the millisecond above).
 */
export function kindLines(result: WrkResult): string[] {
  // Abuse is sent by perf/soak/load.ts only, never by wrk.
  return Object.keys(SOAK_KINDS)
    .filter((name) => name !== 'abuse')
    .map((name) => {
      const kind = name as SoakKind;
      const counts = [...(result.statuses.get(kind) ?? new Map<number, number>())].sort(([a], [b]) => a - b);
      const parts = counts.map(([status, count]) => `${status}×${count}${isExpected(kind, status) ? '' : '!'}`);
      const l = result.latency.get(kind);
      const timing = l
        ? `  p50 ${l.p50ms} ms, p99 ${l.p99ms} ms, max ${(l.maxms / 1000).toFixed(1)} s, ${l.over1s} over 1 s${l.unanswered ? `, ${l.unanswered} unanswered at the end` : ''}${l.lost ? `, ${l.lost} lost!` : ''}`
        : '';
      return `${kind.padEnd(14)}${parts.join('  ') || 'no responses'}${timing}`;
    });
}

/** The soak's last line, exactly: `soak: <n> requests, <k> unexpected 5xx, <e> socket errors, <t> over 1 s, rss <a>→<b> MB`. */
export function soakLine(verdict: SoakVerdict, rssBeforeMb: number, rssAfterMb: number): string {
  return `soak: ${verdict.requests} requests, ${verdict.unexpected5xx} unexpected 5xx, ${verdict.socketErrors} socket errors, ${verdict.over1s} over 1 s, rss ${Math.round(rssBeforeMb)}→${Math.round(rssAfterMb)} MB`;
}
