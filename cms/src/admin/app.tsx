import * as React from 'react';
import { Flex, Link, Typography } from '@strapi/design-system';
import { useFetchClient, type StrapiApp } from '@strapi/strapi/admin';
import type { PublishState } from '../publish-state';
import { publishLine } from './publish-line';

// The admin panel's own additions for the site's marketers (built into the admin by `strapi build`;
// scripts/cms/admin-build.ts caches the build per lockfile and per these files):
// - the guided tour stays off (it covers the Content Manager on first login);
// - a "Site" panel in each entry's side bar: the page's live URL on each brand that shows it
//   (src/live-page.ts), whether the site serves the last publish yet (src/publish-status.ts), a
//   webhook that did not reach the site, and the last save the site's rules refused (src/site-status.ts).
// - the Copy editor offers only the blocks the site shows (siteBlocksOnly below).
// A refused save keeps the form and a refused menu says why through patches to Strapi's own admin
// code (src/admin/admin-patches.ts, applied by src/admin/vite.config.ts).

interface Delivery {
  at: string;
  event: string;
  model?: string;
  url: string;
  status: number;
  ok: boolean;
  message?: string;
}
interface SiteStatus {
  lastDelivery: Delivery | null;
  lastFailure: Delivery | null;
  lastRefusal: { at: string; what: string; message: string } | null;
}

const time = (iso: string) => new Date(iso).toLocaleTimeString();

interface LivePage {
  brand: string;
  url: string;
}

/** "View the live page" on each brand that shows this localization; a note while it has no published version. */
function LivePageLinks({ documentId, locale, after }: { documentId?: string; locale?: string; after?: string }) {
  const { get } = useFetchClient();
  const [pages, setPages] = React.useState<LivePage[] | null>(null);
  React.useEffect(() => {
    if (!documentId) return;
    const query = new URLSearchParams({ documentId, ...(locale && { locale }) });
    get<{ pages: LivePage[] }>(`/site-status/live-page?${query}`).then(
      ({ data }) => setPages(data.pages),
      () => setPages([]),
    );
    // `after`: the last delivery to the site; a publish sends one, and the page may be live since.
  }, [get, documentId, locale, after]);
  if (!pages) return null;
  if (!pages.length) return <Typography variant="pi">Not live yet: publish to put this page on the site.</Typography>;
  return (
    <Flex direction="column" alignItems="start" gap={1}>
      {pages.map((page) => (
        <Link key={page.url} href={page.url} isExternal data-testid="live-page-link">
          View the live page{pages.length > 1 ? ` on ${page.brand}` : ''}
        </Link>
      ))}
    </Flex>
  );
}

/** How often the box asks again: often while a publish is on its way, seldom once it is settled. */
const POLL_MS = { busy: 1000, settled: 3000 };

const TONE = { success: 'success600', neutral: undefined, danger: 'danger600' } as const;

/**
 * The box's line about the last publish (publish-line.ts decides it). A draft saved since says it
 * is not on the site: a save never reads as a publish.
 */
function PublishLine({ publish, published }: { publish: PublishState | null; published?: string | null }) {
  const line = publishLine(publish, published, time);
  if (!line) return null;
  return (
    <Flex
      direction="column"
      alignItems="start"
      gap={1}
      data-testid="site-status-publish"
      data-state={line.state}
      data-version={line.version}
    >
      <Typography variant="pi" textColor={TONE[line.tone]}>
        {line.text}
      </Typography>
      {line.draftChanged && (
        <Typography variant="pi" data-testid="site-status-draft">
          Draft saved since: not on the site until you publish it.
        </Typography>
      )}
    </Flex>
  );
}

function SiteStatusContent({
  documentId,
  locale,
  revision,
  published,
}: {
  documentId?: string;
  locale?: string;
  revision?: string;
  published?: string | null;
}) {
  const { get } = useFetchClient();
  const [status, setStatus] = React.useState<SiteStatus | null>(null);
  const [publish, setPublish] = React.useState<PublishState | null>(null);
  React.useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const query = documentId && new URLSearchParams({ documentId, ...(locale && { locale }) });
    const load = async () => {
      const [site, last] = await Promise.all([
        get<SiteStatus>('/site-status').then(
          ({ data }) => data,
          () => null,
        ),
        query
          ? get<PublishState>(`/site-status/publish?${query}`).then(
              ({ data }) => data,
              () => null,
            )
          : null,
      ]);
      if (stopped) return;
      if (site) setStatus(site);
      setPublish(last);
      // Publishing happens in this view: asked again so the answer to it appears without a reload.
      const busy = last?.state === 'publishing' || last?.state === 'not-live';
      timer = window.setTimeout(load, busy ? POLL_MS.busy : POLL_MS.settled);
    };
    void load();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [get, documentId, locale, revision]);
  if (!status) return <Typography variant="pi">Checking the site…</Typography>;
  // Only while the last delivery is a failure: a later one that arrived says the site hears again.
  const failed = status.lastDelivery && !status.lastDelivery.ok ? status.lastDelivery : null;
  return (
    // data-published: the publish the form knows of, before the site's answer names it (the admin-UI test reads both).
    <Flex direction="column" alignItems="stretch" gap={2} data-testid="site-status" data-published={published ?? ''}>
      <LivePageLinks documentId={documentId} locale={locale} after={publish?.state === 'live' ? publish.liveAt : undefined} />
      <PublishLine publish={publish} published={published} />
      {failed && (
        <Typography variant="pi" textColor="danger600" data-testid="site-status-delivery" data-ok="false">
          The {failed.event} at {time(failed.at)} did not reach the site ({failed.url}: {failed.status}{' '}
          {failed.message}). Is the site running? It shows the change only when its cache expires (up to about 2
          minutes), or after the next publish that reaches it.
        </Typography>
      )}
      {status.lastRefusal && (
        <Typography variant="pi" textColor="danger600" data-testid="site-status-refusal">
          Last refused save ({time(status.lastRefusal.at)}): {status.lastRefusal.message}
        </Typography>
      )}
    </Flex>
  );
}

interface PanelProps {
  documentId?: string;
  document?: { locale?: string; updatedAt?: string; publishedAt?: string | null };
  meta?: { availableStatus?: { publishedAt?: string | null; updatedAt?: string }[] };
}

const SiteStatusPanel = ({ documentId, document, meta }: PanelProps) => ({
  title: 'Site',
  content: (
    <SiteStatusContent
      documentId={documentId}
      locale={document?.locale}
      // Changes with a Save or a Publish in this view: the box asks again at once, so the old
      // version's "Live at" never stands for the new publish.
      revision={JSON.stringify([document?.updatedAt, document?.publishedAt, meta?.availableStatus])}
      published={document?.publishedAt ?? meta?.availableStatus?.find((s) => s.publishedAt)?.publishedAt}
    />
  ),
});

/**
 * The blocks the site refuses in a page's copy (worker/content/cms/cms-blocks.ts): no code block, and
 * headings 2 to 4 only (Heading 1 is the page's title).
 */
const BLOCKS_NOT_OFFERED = ['code', 'heading-one', 'heading-five', 'heading-six'];

type BlocksStore = Record<string, Record<string, unknown>>;

/**
 * Strapi's editor offers every block it knows (its "Select a block" list, and Markdown shortcuts such
 * as ``` or #). The site's refused ones leave the editor: not in the list, no shortcut. One already
 * in an entry shows as text (the editor's fallback), so "Text" in the list turns it into a
 * paragraph; Save still checks (src/site-rules-at-save.ts). Removed rather than hidden: the list
 * follows the cursor's block, and a hidden one there would make it switch back and forth.
 */
function siteBlocksOnly(blocks: BlocksStore): BlocksStore {
  return Object.fromEntries(Object.entries(blocks).filter(([type]) => !BLOCKS_NOT_OFFERED.includes(type)));
}

/** The guided tour's saved state (Strapi keeps it in localStorage); a missing one is written as "skipped". */
function guidedTourOff() {
  const key = 'STRAPI_GUIDED_TOUR';
  if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, JSON.stringify({ enabled: false }));
}

export default {
  config: {
    locales: [],
    tutorials: false,
    notifications: { releases: false },
  },
  register() {
    guidedTourOff();
  },
  bootstrap(app: StrapiApp) {
    const cm = app.getPlugin('content-manager') as unknown as {
      apis: {
        addEditViewSidePanel: (panels: unknown[]) => void;
        addRichTextBlocks: (change: (blocks: BlocksStore) => BlocksStore) => void;
      };
    };
    cm.apis.addEditViewSidePanel([SiteStatusPanel]);
    cm.apis.addRichTextBlocks(siteBlocksOnly);
  },
};
