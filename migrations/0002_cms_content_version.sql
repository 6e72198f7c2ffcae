-- The CMS content version (worker/content/cms/content-version.ts): part of the CMS cache and HTML
-- cache keys, bumped by Strapi's publish webhook so every isolate stops serving older copies.
CREATE TABLE cms_content_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  updated_at INTEGER NOT NULL          -- epoch ms of the last bump
);
-- 0 until the first publish: keys stay as they were without a CMS webhook.
INSERT INTO cms_content_version (id, version, updated_at) VALUES (1, 0, 0);
