import * as React from 'react';
import { Flex, Link, Typography } from '@strapi/design-system';
import { useFetchClient, type StrapiApp } from '@strapi/strapi/admin';

// The admin panel's own additions for the site's marketers (built into the admin by `strapi build`;
// scripts/cms/admin-build.ts caches the build per lockfile and per these files):
// - the guided tour stays off (it covers the Content Manager on first login);
// - a "Site" panel in each entry's side bar: the page's live URL on each brand that shows it
//   (src/live-page.ts), did the last publish reach the site, and the last save the site's rules
//   refused (src/site-status.ts).
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

function SiteStatusContent({ documentId, locale }: { documentId?: string; locale?: string }) {
  const { get } = useFetchClient();
  const [status, setStatus] = React.useState<SiteStatus | null>(null);
  React.useEffect(() => {
    let stopped = false;
    const load = () =>
      get<SiteStatus>('/site-status').then(
        ({ data }) => !stopped && setStatus(data),
        () => {},
      );
    void load();
    // Publishing happens in this view: refresh so the answer to it appears without a reload.
    const timer = window.setInterval(load, 3000);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [get]);
  if (!status) return <Typography variant="pi">Checking the site…</Typography>;
  const last = status.lastDelivery;
  return (
    <Flex direction="column" alignItems="stretch" gap={2} data-testid="site-status">
      <LivePageLinks documentId={documentId} locale={locale} after={last?.at} />
      {!last ? (
        <Typography variant="pi">No publish sent to the site since the CMS started.</Typography>
      ) : last.ok ? (
        <Typography variant="pi" data-testid="site-status-delivery" data-ok="true">
          Last publish reached the site at {time(last.at)} ({last.event}).
        </Typography>
      ) : (
        <Typography variant="pi" textColor="danger600" data-testid="site-status-delivery" data-ok="false">
          The {last.event} at {time(last.at)} did not reach the site ({last.url}: {last.status} {last.message}). Is
          the site running? It shows the change only when its cache expires (up to about 2 minutes), or after the
          next publish that reaches it.
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

const SiteStatusPanel = ({ documentId, document }: { documentId?: string; document?: { locale?: string } }) => ({
  title: 'Site',
  content: <SiteStatusContent documentId={documentId} locale={document?.locale} />,
});

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
      apis: { addEditViewSidePanel: (panels: unknown[]) => void };
    };
    cm.apis.addEditViewSidePanel([SiteStatusPanel]);
  },
};
