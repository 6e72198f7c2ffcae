-- wrk script of `npm run soak`: a mixed load from the plan file (scripts/soak/plan.ts writes it;
-- one request per line: kind, method, path, headers "Name: value|…", body, tab-separated; and
-- `pace <kind> <ms>` lines: that kind's connections wait so long between requests).
-- Thread i sends the requests of the plan's i-th kind, in turn, so each response is counted
-- against the kind (the path) that asked for it; run wrk with -t equal to the number of kinds.
-- At the end it prints `soak-status <kind> <status> <count>` lines and one `soak-total` line
-- that scripts/soak/summary.ts reads.
-- Usage: wrk -t8 -c64 -d60s --timeout 10s -s scripts/soak/mix.lua http://127.0.0.1:8793/ -- plan.tsv

local threads = {}
local created = 0

function setup(thread)
  created = created + 1
  thread:set("thread_index", created)
  table.insert(threads, thread)
end

function init(args)
  local order, seen = {}, {}
  requests = {}
  local pace_of = {}
  for line in io.lines(args[1]) do
    local paced, ms = line:match("^pace\t([^\t]*)\t(%d+)$")
    if paced ~= nil then
      pace_of[paced] = tonumber(ms)
      goto continue
    end
    local kind, method, path, headers, body = line:match("^([^\t]*)\t([^\t]*)\t([^\t]*)\t([^\t]*)\t?(.*)$")
    if kind == nil then error("bad plan line: " .. line) end
    if not seen[kind] then
      seen[kind] = true
      order[#order + 1] = kind
    end
    if kind == order[thread_index] then
      local h = {}
      for name, value in headers:gmatch("([^|]-): ([^|]*)") do h[name] = value end
      requests[#requests + 1] = wrk.format(method, path, h, body ~= "" and body or nil)
    end
    ::continue::
  end
  kind = order[thread_index]
  if kind == nil then error("more wrk threads than kinds in the plan: run wrk with -t" .. #order) end
  pace = pace_of[kind] or 0
  sent = 0
  counts = {}
end

-- Milliseconds a connection waits before its next request: 0 but for paced kinds.
function delay()
  return pace
end

function request()
  sent = sent + 1
  return requests[(sent - 1) % #requests + 1]
end

function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
end

function done(summary, latency, requests)
  for _, thread in ipairs(threads) do
    local name = thread:get("kind")
    for status, count in pairs(thread:get("counts")) do
      io.write(string.format("soak-status %s %d %d\n", name, status, count))
    end
  end
  local over = 0
  for i = 1, #latency do
    local micros, count = latency(i)
    if micros > 1000000 then over = over + count end
  end
  local e = summary.errors
  io.write(string.format("soak-total requests=%d connect=%d read=%d write=%d timeout=%d over1s=%d p50us=%d p99us=%d maxus=%d\n",
    summary.requests, e.connect, e.read, e.write, e.timeout, over, latency:percentile(50), latency:percentile(99), latency.max))
end
