#!/usr/bin/env bash
# npm run soak — the production bundle on plain workerd under a bounded mixed load with faults.
#
# What it runs
#   The bundle `wrangler deploy --dry-run --outdir` makes (as `npm run bench`), served by the
#   `workerd` binary from node_modules with the compatibility settings and [vars] of wrangler.toml,
#   plus:
#   - D1: plain workerd has no D1, so a small main module (perf/soak/workerd-entry.js) passes
#     the bundle an env with `DB` = a D1-shaped client of a SQLite-backed Durable Object
#     (perf/soak/d1-on-sqlite.js, in soak-out/d1/, with the repo's migrations/ applied);
#   - the Cache API: plain workerd has none, so the site's `cacheApiOutbound` is the in-memory
#     cache of `npm run bench` (perf/bench/cache-worker.js) and the HTML edge cache runs as
#     deployed (HTML_CACHE "on" from wrangler.toml): hot pages come from the cache, as they would;
#   - stub upstreams on 127.0.0.1 (perf/soak/upstreams.ts): app host, legacy host (slow, reset
#     and 503 on purpose for /soak-slow, /soak-reset, /soak-error), form service (every 4th
#     delivery 503, every 4th+1 two seconds late), and a CMS in Strapi's shapes (perf/soak/cms-stub.ts:
#     CMS_ORIGIN points at it, every 10th answer 503, every 10th+5 1.5 s late), whose content
#     version perf/soak/publish-during-load.ts bumps SOAK_PUBLISHES (10) times during the heaviest
#     step, each time firing the publish webhook and watching both brands' pages until they serve it
#     (the CMS page's x-cms-version equal to the stub's publishedAt): p50/p99 publish-to-live in the
#     summary (goal: p99 5 s);
#     the analytics collector answers in-process
#     (perf/soak/outbound.js, the worker's global outbound). The worker may reach 127.0.0.1
#     only. UPSTREAM_TIMEOUT_MS is the deployed one (10 s): a shorter one turned healthy proxied
#     requests into 504s whenever the saturated worker took longer than it to get back to their
#     answers, which says nothing about production.
#   The load (perf/soak/load.ts: one Node process, keep-alive connections, each request timed
#   and counted against the kind that asked for it) runs three steps against the same workerd: 8
#   and 24 connections for SOAK_STEP_SECONDS (15) each, then SOAK_CONNECTIONS (64) for
#   SOAK_SECONDS (60), so growth with load is visible. Kinds (perf/soak/plan.ts): home, pricing,
#   redirect, handoff, legacy, legacy-faults, not-found, form posts (hidden fields from real form
#   pages fetched first by perf/soak/prepare.ts, which also sends each kind of planned request
#   once and stops on a status its kind does not expect) and abuse interleaved with them
#   (perf/soak/abuse.ts: oversized posts with a Content-Length and chunked, bodies cut off,
#   bodies trickled past the worker's deadline, to the contact form; oversized and trickled
#   client-error reports; webhook posts with a wrong secret and oversized with the right one).
#   Not wrk with one thread per connection any more: 64 wrk threads on 2 cores kept workerd from
#   accepting new connections (docs/testing.md, "Soak and faults"); SOAK_LOAD=wrk still runs
#   that load (perf/soak/mix.lua, installing wrk with apt when it is missing) to compare.
#
# Output: per step, one line per kind (answers, p50, p99, max, new connections, statuses), what
# the stubs saw, every goal missed (`MISSED …`, perf/soak/goals.ts: every kind answered in
# every 15 s window; form, handoff and legacy p99 under 2 s; no unexpected 5xx; no socket errors;
# a 503 to a post keeps its values; abuse answered 413/408/401, a trickle within 10 s + 3 s; the
# heap workerd's isolates keep after a full collection, read through its inspector every 5 s,
# levelling off in the last step: perf/soak/live-heap.ts, rss is printed, not judged), then the last line
#   soak: <n> answers over 8/24/64 connections, <m> goals missed, rss <a>→<b> MB
# Exit status 1 when a goal was missed. Everything generated goes to soak-out/ (git-ignored):
# bundle, workerd.capnp, workerd.log, upstreams.log, plan.tsv, load.json (wrk.txt with SOAK_LOAD=wrk).
#
# Knobs (environment): SOAK_SECONDS (60), SOAK_CONNECTIONS (64), SOAK_STEP_SECONDS (15), SOAK_PUBLISHES (10),
# SOAK_LOAD (node | wrk), SOAK_PORT_SITE (8793), SOAK_PORT_APP / _LEGACY / _FORM / _CMS (8794–8797)
# and SOAK_PORT_INSPECTOR (8798, workerd's inspector, for the live heap).
set -euo pipefail

cd "$(dirname "$0")/.."
# It takes no arguments (the knobs above are environment variables): --help prints them, anything else
# is refused with the usage (scripts/cli-usage.ts), instead of a run that ignores it.
if [ $# -gt 0 ]; then exec node --import tsx scripts/cli-usage.ts soak "$@"; fi
ROOT=$PWD
OUT=$ROOT/soak-out
SECONDS_LOAD=${SOAK_SECONDS:-60}
STEP_SECONDS=${SOAK_STEP_SECONDS:-15}
LOAD=${SOAK_LOAD:-node}
CONNECTIONS=${SOAK_CONNECTIONS:-64}
PUBLISHES=${SOAK_PUBLISHES:-10}
PORT_SITE=${SOAK_PORT_SITE:-8793}
PORT_APP=${SOAK_PORT_APP:-8794}
PORT_LEGACY=${SOAK_PORT_LEGACY:-8795}
PORT_FORM=${SOAK_PORT_FORM:-8796}
PORT_CMS=${SOAK_PORT_CMS:-8797}
PORT_INSPECTOR=${SOAK_PORT_INSPECTOR:-8798}

export WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_HIDE_BANNER=true
export NO_COLOR=1

die() { echo "soak: $*" >&2; exit 2; }
step() { echo "== $*" >&2; }
[[ $SECONDS_LOAD =~ ^[1-9][0-9]*$ ]] || die "SOAK_SECONDS must be a whole number of seconds, got '$SECONDS_LOAD'"
[[ $STEP_SECONDS =~ ^[1-9][0-9]*$ ]] || die "SOAK_STEP_SECONDS must be a whole number of seconds, got '$STEP_SECONDS'"
[[ $PUBLISHES =~ ^[1-9][0-9]*$ ]] || die "SOAK_PUBLISHES must be a whole number, got '$PUBLISHES'"
[[ $LOAD == node || $LOAD == wrk ]] || die "SOAK_LOAD must be node or wrk, got '$LOAD'"
# wrk from Debian, installed when missing (as perf/bench.sh does), so the soak runs on a fresh machine.
ensure_wrk() {
  command -v wrk >/dev/null && return
  step "installing wrk (apt)"
  { apt-get install -y wrk || { apt-get update && apt-get install -y wrk; } || sudo apt-get install -y wrk; } >&2 \
    || die "wrk is not installed and apt-get could not install it (apt-get install wrk)"
}
if [[ $LOAD == wrk ]]; then ensure_wrk; fi

# ---------------------------------------------------------------------------- processes

WORKERD_PID= UPSTREAMS_PID= PUBLISH_PID=
stop() {
  local pid
  for pid in $PUBLISH_PID $WORKERD_PID $UPSTREAMS_PID; do
    if kill -0 "$pid" 2>/dev/null; then kill "$pid" 2>/dev/null || true; fi
    wait "$pid" 2>/dev/null || true
  done
  WORKERD_PID= UPSTREAMS_PID= PUBLISH_PID=
}
trap stop EXIT
trap 'exit 130' INT TERM

port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_port() {
  local port=$1 pid=$2 log=$3 deadline=$((SECONDS + 30))
  until port_busy "$port"; do
    kill -0 "$pid" 2>/dev/null || { cat "$log" >&2; die "process $pid exited before listening on :$port"; }
    ((SECONDS < deadline)) || { cat "$log" >&2; die "nothing listens on :$port after 30 s"; }
    sleep 0.2
  done
}
rss_mb() { awk '/^VmRSS:/ { printf "%.0f", $2 / 1024 }' "/proc/$1/status"; }

# ---------------------------------------------------------------------------- build

rm -rf "$OUT" && mkdir -p "$OUT"
step "npm run build"
npm run --silent build >&2
step "wrangler deploy --dry-run (production bundle)"
npx --no-install wrangler deploy --dry-run --env="" --outdir "$OUT/bundle" >"$OUT/wrangler.log" 2>&1 \
  || { cat "$OUT/wrangler.log" >&2; die "wrangler bundle failed"; }
[[ -s $OUT/bundle/index.js ]] || die "no bundle/index.js (see $OUT/wrangler.log)"
cp perf/soak/workerd-entry.js perf/soak/d1-on-sqlite.js perf/soak/outbound.js perf/bench/cache-worker.js "$OUT/"
cat migrations/*.sql >"$OUT/migrations.sql"
mkdir -p "$OUT/d1"

# ---------------------------------------------------------------------------- workerd config

toml_value() { sed -n "s/^$1[[:space:]]*=[[:space:]]*//p" wrangler.toml | head -n1; }
# KEY = "value" lines of the top-level [vars] table, as capnp text bindings (TOML basic strings
# are valid capnp text literals), except the ones the soak sets itself.
toml_vars() {
  awk '/^\[/ { on = ($0 == "[vars]") } on && /^[A-Z_][A-Z0-9_]*[[:space:]]*=/ { print }' wrangler.toml \
    | sed -E 's/^([A-Z0-9_]+)[[:space:]]*=[[:space:]]*(".*")[[:space:]]*(#.*)?$/\1 \2/' \
    | while read -r name value; do
        case $name in APP_ORIGIN | LEGACY_ORIGIN | FORM_ORIGIN | ANALYTICS_ORIGIN | CMS_ORIGIN) continue ;; esac
        echo "    (name = \"$name\", text = $value),"
      done
}

# The deployed upstream timeout: the slow stub answers a second after it (→ 504), and wrk waits
# longer still, so a slow answer is a latency, never a wrk timeout.
TIMEOUT_MS=$(awk '/^\[/ { on = ($0 == "[vars]") } on && /^UPSTREAM_TIMEOUT_MS/' wrangler.toml | grep -o '[0-9]\+' | head -n1)
[[ -n $TIMEOUT_MS ]] || die "no UPSTREAM_TIMEOUT_MS in the [vars] of wrangler.toml"
WRK_TIMEOUT=$((TIMEOUT_MS / 1000 + 5))s

date=$(toml_value compatibility_date)
flags=$(toml_value compatibility_flags)
[[ -n $date ]] || die "no compatibility_date in wrangler.toml"
cat >"$OUT/workerd.capnp" <<CAPNP
# Generated by perf/soak.sh — do not edit.
using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "site", worker = .siteWorker),
    # The static assets: the worker reads its compiled content from them, as in production.
    (name = "assets", disk = (path = "$ROOT/dist/client")),
    # Outbound fetches: the analytics collector in-process, the rest to the stubs on loopback
    # (and nowhere else).
    (name = "outbound", worker = (
      modules = [(name = "outbound.js", esModule = embed "outbound.js")],
      compatibilityDate = $date,
      bindings = [(name = "LOOPBACK", service = "loopback")],
    )),
    (name = "loopback", network = (allow = ["local"])),
    # The site's Cache API (caches.default), in memory.
    (name = "cache", worker = (
      modules = [(name = "cache-worker.js", esModule = embed "cache-worker.js")],
      compatibilityDate = $date,
    )),
    # SQLite files of the D1 object (workerd keeps SQL storage on disk only); fresh each run.
    (name = "d1-storage", disk = (path = "$OUT/d1", writable = true)),
  ],
  sockets = [(name = "site", address = "127.0.0.1:$PORT_SITE", http = (), service = "site")],
);

const siteWorker :Workerd.Worker = (
  modules = [
    (name = "workerd-entry.js", esModule = embed "workerd-entry.js"),
    (name = "index.js", esModule = embed "bundle/index.js"),
$(cd "$OUT/bundle" && find chunks -name '*.js' | LC_ALL=C sort | sed 's#.*#    (name = "&", esModule = embed "bundle/&"),#')
    (name = "d1-on-sqlite.js", esModule = embed "d1-on-sqlite.js"),
  ],
  compatibilityDate = $date,
  compatibilityFlags = ${flags:-[]},
  globalOutbound = "outbound",
  cacheApiOutbound = "cache",
  durableObjectNamespaces = [(className = "SoakD1", uniqueKey = "soak-d1", enableSql = true)],
  durableObjectStorage = (localDisk = "d1-storage"),
  bindings = [
    (name = "ASSETS", service = "assets"),
$(toml_vars)
    (name = "APP_ORIGIN", text = "http://127.0.0.1:$PORT_APP"),
    (name = "LEGACY_ORIGIN", text = "http://127.0.0.1:$PORT_LEGACY"),
    (name = "FORM_ORIGIN", text = "http://127.0.0.1:$PORT_FORM"),
    # The CMS path as deployed with a CMS: menus and content-managed pages from the stub CMS
    # (perf/soak/cms-stub.ts), the content version read from D1, the publish webhook fired
    # during the load (perf/soak/publish-during-load.ts).
    (name = "CMS_ORIGIN", text = "http://127.0.0.1:$PORT_CMS"),
    (name = "CMS_TOKEN", text = "soak-cms-token"),
    (name = "ANALYTICS_ORIGIN", text = "http://analytics.soak"),
    # Secrets (wrangler secret put) get soak values.
    (name = "ANALYTICS_SALT", text = "soak-analytics-salt"),
    (name = "FORM_SIGNING_SECRET", text = "soak-form-signing-secret"),
    # The webhook's secret (perf/soak/abuse.ts SOAK_WEBHOOK_SECRET): its abuse includes an
    # oversized body with the right secret, refused on the bytes read.
    (name = "CMS_WEBHOOK_SECRET", text = "soak-webhook-secret"),
    (name = "SOAK_D1", durableObjectNamespace = "SoakD1"),
    (name = "MIGRATIONS", text = embed "migrations.sql"),
  ],
);
CAPNP

# ---------------------------------------------------------------------------- run

for port in "$PORT_SITE" "$PORT_APP" "$PORT_LEGACY" "$PORT_FORM" "$PORT_CMS" "$PORT_INSPECTOR"; do
  if port_busy "$port"; then die "port $port is already in use (set SOAK_PORT_*)"; fi
done

step "stub upstreams: app :$PORT_APP, legacy :$PORT_LEGACY, form :$PORT_FORM, cms :$PORT_CMS"
node --import tsx perf/soak/upstreams.ts --slow-ms $((TIMEOUT_MS + 1000)) --app "$PORT_APP" --legacy "$PORT_LEGACY" --form "$PORT_FORM" --cms "$PORT_CMS" \
  --stats "$OUT/upstreams.json" >"$OUT/upstreams.log" 2>&1 &
UPSTREAMS_PID=$!
for port in "$PORT_APP" "$PORT_LEGACY" "$PORT_FORM" "$PORT_CMS"; do wait_port "$port" "$UPSTREAMS_PID" "$OUT/upstreams.log"; done

step "workerd serve soak-out/workerd.capnp (site :$PORT_SITE)"
node_modules/.bin/workerd serve --inspector-addr="127.0.0.1:$PORT_INSPECTOR" "$OUT/workerd.capnp" >"$OUT/workerd.log" 2>&1 &
WORKERD_PID=$!
wait_port "$PORT_SITE" "$WORKERD_PID" "$OUT/workerd.log"

step "form tokens and one request of each planned kind"
KINDS=$(node --import tsx perf/soak/prepare.ts --port "$PORT_SITE" --plan "$OUT/plan.tsv") \
  || { tail -n 20 "$OUT/workerd.log" >&2; die "a planned request answered a status its kind does not expect"; }

if [[ $LOAD == wrk ]]; then
  # The former load, kept to reproduce what it measured: one wrk thread per connection.
  RSS_BEFORE=$(rss_mb "$WORKERD_PID")
  step "wrk -t$CONNECTIONS -c$CONNECTIONS -d${SECONDS_LOAD}s ($KINDS kinds, one connection per thread)"
  wrk -t"$CONNECTIONS" -c"$CONNECTIONS" -d"${SECONDS_LOAD}s" --timeout "$WRK_TIMEOUT" -s perf/soak/mix.lua \
    "http://127.0.0.1:$PORT_SITE/" -- "$OUT/plan.tsv" "$SECONDS_LOAD" >"$OUT/wrk.txt" 2>&1 || { cat "$OUT/wrk.txt" >&2; die "wrk failed"; }
  kill -0 "$WORKERD_PID" 2>/dev/null || { tail -n 20 "$OUT/workerd.log" >&2; die "workerd died during the load"; }
  RSS_AFTER=$(rss_mb "$WORKERD_PID")
  stop
  exec node --import tsx perf/soak/report.ts --wrk "$OUT/wrk.txt" --rss-before "$RSS_BEFORE" --rss-after "$RSS_AFTER" \
    --upstreams "$OUT/upstreams.json"
fi

STEPS="8:$STEP_SECONDS,24:$STEP_SECONDS,$CONNECTIONS:$SECONDS_LOAD"
# SOAK_PUBLISHES publishes spread over the heaviest step; the report prints publish-to-live p50/p99.
rm -f "$OUT/publish.json"
EVERY=$(((SECONDS_LOAD - 10) / PUBLISHES))
node --import tsx perf/soak/publish-during-load.ts --port "$PORT_SITE" --cms "$PORT_CMS" \
  --at $((2 * STEP_SECONDS + 5)) --count "$PUBLISHES" --every $((EVERY > 0 ? EVERY : 1)) \
  --secret soak-webhook-secret --out "$OUT/publish.json" >"$OUT/publish.log" 2>&1 &
PUBLISH_PID=$!
step "load (perf/soak/load.ts): connections:seconds $STEPS, $KINDS kinds and abuse"
node --experimental-websocket --import tsx perf/soak/load.ts --port "$PORT_SITE" --plan "$OUT/plan.tsv" --steps "$STEPS" \
  --pid "$WORKERD_PID" --inspector "$PORT_INSPECTOR" --timeout-ms "${WRK_TIMEOUT%s}000" --out "$OUT/load.json" || die "the load generator failed"
kill -0 "$WORKERD_PID" 2>/dev/null || { tail -n 20 "$OUT/workerd.log" >&2; die "workerd died during the load"; }
wait "$PUBLISH_PID" || { cat "$OUT/publish.log" >&2; die "the publish during the load failed"; }
PUBLISH_PID=
stop

node --import tsx perf/soak/report.ts --load "$OUT/load.json" --upstreams "$OUT/upstreams.json" --publish "$OUT/publish.json"
