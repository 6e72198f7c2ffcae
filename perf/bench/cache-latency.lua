-- wrk script of `npm run bench`'s latency pass for the cached site ("home-hit", "home-miss"):
-- perf/soak/mix.lua (each request timed, one connection per thread) plus two things:
--   * `@UNIQUE@` in a request is replaced by a value no other request of the run has
--     ("<prefix>-<thread>-<request>"), so a plan path `/?gclid=@UNIQUE@` misses the HTML cache
--     every time (perf/bench/miss.lua says why `gclid`);
--   * the `x-cache` header of every answer is counted; done() adds a line
--     `bench-xcache HIT=<n> MISS=<n> …` (every value seen, `none` when the header was missing).
-- Usage: wrk -t32 -c32 -d5s --timeout 15s -s perf/bench/cache-latency.lua http://127.0.0.1:8797/ -- plan.tsv 5 <prefix>

dofile("perf/soak/mix.lua")

local mix_setup, mix_init, mix_request, mix_response, mix_done = setup, init, request, response, done
local all_threads = {}

function setup(thread)
  mix_setup(thread)
  table.insert(all_threads, thread)
end

function init(args)
  mix_init(args)
  unique_prefix = (args[3] or "latency") .. "-" .. thread_index .. "-"
  xcache = {}
end

function request()
  local formatted = mix_request()
  return (formatted:gsub("@UNIQUE@", unique_prefix .. sent))
end

function response(status, headers, body)
  mix_response(status, headers, body)
  local value = "none"
  for name, v in pairs(headers) do
    if name:lower() == "x-cache" then value = v end
  end
  xcache[value] = (xcache[value] or 0) + 1
end

function done(summary, latency, requests)
  mix_done(summary, latency, requests)
  local total, names = {}, {}
  for _, thread in ipairs(all_threads) do
    for value, count in pairs(thread:get("xcache")) do
      if total[value] == nil then names[#names + 1] = value end
      total[value] = (total[value] or 0) + count
    end
  end
  table.sort(names)
  local parts = {}
  for _, value in ipairs(names) do parts[#parts + 1] = value .. "=" .. total[value] end
  io.write("bench-xcache " .. table.concat(parts, " ") .. "\n")
end
