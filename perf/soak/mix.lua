-- wrk script of `npm run soak`: a mixed load from the plan file (perf/soak/plan.ts writes it;
-- one request per line: kind, method, path, headers "Name: value|…", body, tab-separated; and
-- `pace <kind> <ms>` lines: that kind's connections wait so long between requests).
--
-- Run it with one connection per thread (-t64 -c64): thread i sends the requests of kind
-- ((i - 1) mod kinds) + 1, in turn. With a single connection, request() and response() of a
-- thread strictly alternate, so the script times every request itself (monotonic clock through
-- LuaJIT's ffi) and counts every status against the kind that asked for it. wrk's own latency
-- histogram is not used: wrk 4.1 pads it with samples at each thread's maximum for requests it
-- thinks it "missed", which made a tenth of the requests look slower than the slowest real one.
--
-- At the end it prints `soak-status <kind> <status> <count>`, `soak-latency <kind> …` and one
-- `soak-total` line that perf/soak/summary.ts reads. A request still unanswered when the load
-- stops counts as `unanswered`, and in `over1s` and the maximum with the time it had waited by the
-- end of the load (the second argument: its duration in seconds).
-- Usage: wrk -t64 -c64 -d60s --timeout 15s -s perf/soak/mix.lua http://127.0.0.1:8793/ -- plan.tsv 60

local ffi = require("ffi")
ffi.cdef [[
  typedef struct { long tv_sec; long tv_nsec; } soak_timespec;
  int clock_gettime(int clock, soak_timespec *ts);
]]
local CLOCK_MONOTONIC = 1
local ts = ffi.new("soak_timespec")
local function now_ms()
  ffi.C.clock_gettime(CLOCK_MONOTONIC, ts)
  return tonumber(ts.tv_sec) * 1000 + tonumber(ts.tv_nsec) / 1e6
end

local threads = {}
local created = 0

function setup(thread)
  created = created + 1
  thread:set("thread_index", created)
  table.insert(threads, thread)
end

function init(args)
  local order, seen, lines, pace_of = {}, {}, {}, {}
  for line in io.lines(args[1]) do
    local paced, ms = line:match("^pace\t([^\t]*)\t(%d+)$")
    if paced ~= nil then
      pace_of[paced] = tonumber(ms)
    else
      local k, method, path, headers, body = line:match("^([^\t]*)\t([^\t]*)\t([^\t]*)\t([^\t]*)\t?(.*)$")
      if k == nil then error("bad plan line: " .. line) end
      if not seen[k] then
        seen[k] = true
        order[#order + 1] = k
      end
      lines[#lines + 1] = { k, method, path, headers, body }
    end
  end
  kind = order[(thread_index - 1) % #order + 1]
  requests = {}
  for _, l in ipairs(lines) do
    if l[1] == kind then
      local h = {}
      for name, value in l[4]:gmatch("([^|]-): ([^|]*)") do h[name] = value end
      requests[#requests + 1] = wrk.format(l[2], l[3], h, l[5] ~= "" and l[5] or nil)
    end
  end
  pace = pace_of[kind] or 0
  duration_ms = tonumber(args[2] or "0") * 1000
  -- Threads of one kind start at different requests, so the slow fault does not hold every
  -- connection of its kind at once.
  sent = math.floor((thread_index - 1) / #order)
  first = sent
  counts = {}
  -- Latency in 1 ms buckets (bucket → count), requests over 1 s, slowest request.
  buckets = {}
  over1s = 0
  max_ms = 0
  -- Requests sent again before an answer: wrk's socket errors, told apart by kind.
  lost = 0
  started = nil
end

-- Milliseconds a connection waits before its next request: 0 but for paced kinds.
function delay()
  return pace
end

function request()
  if first_at == nil then first_at = now_ms() end
  -- (wrk calls request() once more on the first thread to check the script, without sending it.)
  if started ~= nil and sent > first + 1 then lost = lost + 1 end
  sent = sent + 1
  started = now_ms()
  return requests[(sent - 1) % #requests + 1]
end

function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
  if started ~= nil then
    local ms = now_ms() - started
    local bucket = math.floor(ms)
    buckets[bucket] = (buckets[bucket] or 0) + 1
    if ms > 1000 then over1s = over1s + 1 end
    if ms > max_ms then max_ms = ms end
    started = nil
  end
end

function done(summary, latency, requests)
  local per_kind = {}
  for _, thread in ipairs(threads) do
    local name = thread:get("kind")
    local k = per_kind[name] or { counts = {}, buckets = {}, over1s = 0, max_ms = 0, lost = 0 }
    per_kind[name] = k
    for status, count in pairs(thread:get("counts")) do k.counts[status] = (k.counts[status] or 0) + count end
    for bucket, count in pairs(thread:get("buckets")) do k.buckets[bucket] = (k.buckets[bucket] or 0) + count end
    k.over1s = k.over1s + thread:get("over1s")
    k.lost = k.lost + thread:get("lost")
    -- A request still unanswered when the load stops has waited until the end of the load
    -- (the thread's first request plus the duration: wrk stops reading up to 2 s later).
    local pending = thread:get("started")
    if pending ~= nil then
      local waited = math.min(now_ms(), thread:get("first_at") + thread:get("duration_ms")) - pending
      k.unanswered = (k.unanswered or 0) + 1
      if waited > 1000 then k.over1s = k.over1s + 1 end
      if waited > k.max_ms then k.max_ms = waited end
    end
    k.max_ms = math.max(k.max_ms, thread:get("max_ms"))
  end
  local over = 0
  for name, k in pairs(per_kind) do
    for status, count in pairs(k.counts) do
      io.write(string.format("soak-status %s %d %d\n", name, status, count))
    end
    local total, sorted = 0, {}
    for bucket, count in pairs(k.buckets) do
      total = total + count
      sorted[#sorted + 1] = bucket
    end
    table.sort(sorted)
    local function percentile(p)
      local seen = 0
      for _, bucket in ipairs(sorted) do
        seen = seen + k.buckets[bucket]
        if seen >= total * p / 100 then return bucket + 1 end
      end
      return 0
    end
    io.write(string.format("soak-latency %s p50ms=%d p99ms=%d maxms=%d over1s=%d lost=%d unanswered=%d\n", name, percentile(50), percentile(99), math.floor(k.max_ms), k.over1s, k.lost, k.unanswered or 0))
    over = over + k.over1s
  end
  local e = summary.errors
  io.write(string.format("soak-total requests=%d connect=%d read=%d write=%d timeout=%d over1s=%d\n",
    summary.requests, e.connect, e.read, e.write, e.timeout, over))
end
