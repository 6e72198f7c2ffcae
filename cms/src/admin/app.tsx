import * as React from 'react';
import { Flex, Typography } from '@strapi/design-system';
import { useFetchClient, type StrapiApp } from '@strapi/strapi/admin';

// The admin panel's own additions for the site's marketers (built into the admin by `strapi build`;
// scripts/cms/admin-build.ts caches the build per lockfile and per these files):
// - the guided tour stays off (it covers the Content Manager on first login);
// - a "Site" panel in each entry's side bar: did the last publish reach the site, and the last
//   save the site's rules refused (src/site-status.ts);
// - a refused menu save shows the reason: the navigation plugin's own message says only "Unable
//   to save a navigation", so the reason the CMS sent (src/menu-rules-at-save.ts) is shown under it.

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

function SiteStatusContent() {
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

const SiteStatusPanel = () => ({ title: 'Site', content: <SiteStatusContent /> });

/** The guided tour's saved state (Strapi keeps it in localStorage); a missing one is written as "skipped". */
function guidedTourOff() {
  const key = 'STRAPI_GUIDED_TOUR';
  if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, JSON.stringify({ enabled: false }));
}

/** Shows the reason of a refused menu save (the CMS's ValidationError, wrapped by the navigation plugin) on the page. */
function showMenuRefusals() {
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const res = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (res.status >= 400 && /\/navigation\/[^/]+$/.test(new URL(url, window.location.href).pathname)) {
      const body = (await res
        .clone()
        .json()
        .catch(() => null)) as { error?: { message?: string; details?: { originalError?: { message?: string } } } } | null;
      const reason = body?.error?.details?.originalError?.message ?? body?.error?.message;
      if (reason?.startsWith('The site would refuse')) showRefusal(reason);
    }
    return res;
  };
}

function showRefusal(reason: string) {
  document.getElementById('site-refusal')?.remove();
  const box = document.createElement('div');
  box.id = 'site-refusal';
  box.setAttribute('role', 'alert');
  box.setAttribute('data-testid', 'site-refusal');
  Object.assign(box.style, {
    position: 'fixed',
    insetBlockStart: '16px',
    insetInlineEnd: '16px',
    maxInlineSize: '480px',
    zIndex: '10000',
    padding: '12px 40px 12px 16px',
    borderRadius: '4px',
    border: '1px solid #d02b20',
    background: '#fcecea',
    color: '#32324d',
    font: '14px/1.45 system-ui, sans-serif',
    boxShadow: '0 2px 12px rgba(33, 33, 52, 0.2)',
  });
  const text = document.createElement('p');
  text.textContent = `Not saved. ${reason}`;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Dismiss');
  Object.assign(close.style, {
    position: 'absolute',
    insetBlockStart: '6px',
    insetInlineEnd: '8px',
    border: '0',
    background: 'none',
    fontSize: '20px',
    cursor: 'pointer',
  });
  close.addEventListener('click', () => box.remove());
  box.append(text, close);
  document.body.append(box);
}

export default {
  config: {
    locales: [],
    tutorials: false,
    notifications: { releases: false },
  },
  register() {
    guidedTourOff();
    showMenuRefusals();
  },
  bootstrap(app: StrapiApp) {
    const cm = app.getPlugin('content-manager') as unknown as {
      apis: { addEditViewSidePanel: (panels: unknown[]) => void };
    };
    cm.apis.addEditViewSidePanel([SiteStatusPanel]);
  },
};
