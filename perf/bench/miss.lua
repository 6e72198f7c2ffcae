-- wrk script of `npm run bench`, load "home-miss": the URL's path with `?gclid=<unique>` on
-- every request, so that every request misses the HTML cache and is rendered (a
-- per-click page is rendered and not stored: x-cache BYPASS; bench.sh accepts MISS or BYPASS).
-- Why `gclid`: the cache keys on the exact query string but only for the parameters the page
-- reads or keeps (the kept ones and the page module's own `cachedParams`, worker/render/html-cache-key.ts;
-- any other one bypasses the cache, which is not a miss). Home declares no parameters of its own
-- since pages are modules, so the miss uses the ad click id, which every page keeps:
-- home renders the same page with the id on its internal links (a few hundred bytes more). Values are "<thread>-<count>": unique across threads and rounds of a
-- run only if each wrk process gets its own prefix, the first script argument.
-- Usage: wrk -t1 -c32 -d5s -s perf/bench/miss.lua -H 'Host: …' http://127.0.0.1:8797/ -- <prefix>

local created = 0

function setup(thread)
  created = created + 1
  thread:set("thread_index", created)
end

function init(args)
  prefix = (args[1] or "run") .. "-" .. thread_index .. "-"
  count = 0
  separator = wrk.path:find("?", 1, true) and "&" or "?"
end

function request()
  count = count + 1
  return wrk.format(nil, wrk.path .. separator .. "gclid=" .. prefix .. count)
end
