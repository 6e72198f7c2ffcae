-- Form submissions: stored before the visitor gets an answer, then delivered to the tenant's form
-- service; the cron trigger retries until the service accepts.
CREATE TABLE submissions (
  id TEXT PRIMARY KEY,                 -- idempotency key from the form (a double submit stores once)
  tenant_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'support')),
  payload TEXT NOT NULL,               -- validated fields as JSON
  target_url TEXT NOT NULL,            -- the tenant's form post URL at submission time
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at INTEGER NOT NULL,    -- epoch ms
  created_at INTEGER NOT NULL,
  delivered_at INTEGER
);
CREATE INDEX submissions_due ON submissions (status, next_attempt_at);

-- Per-client submission counts per minute window (rate limit).
CREATE TABLE rate_limits (
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (client, window_start)
);
