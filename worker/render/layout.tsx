import type { ReactNode } from 'react';
import Snackbar from '../../client/islands/snackbar.tsx';
import { menusFor, type PageContext } from '../page-context.ts';
import { Island } from '../../common/islands/island.tsx';
import { css } from '../../common/styles.ts';
import { RebrandBanner, showTenantBanner, TenantBanner } from '../ui/layout/banners.tsx';
import type { FixedAction } from '../pages/page-module.ts';
import { Breadcrumb } from '../ui/layout/breadcrumb.tsx';
import type { Crumb } from '../ui/layout/breadcrumb-trail.ts';
import { Footer } from '../ui/layout/footer.tsx';
import { Header } from '../ui/layout/header.tsx';
import { LoadingIndicator } from '../ui/layout/page-status.tsx';
import { CONTENT_WIDTH, GUTTER, READING_WIDTH } from '../ui/layout/content-column.ts';
import { VideoDialogSlot } from '../ui/layout/video-dialog-slot.tsx';
import { localizedPrimaryAction } from '../i18n/primary-action.ts';
import { LanguageSuggestionScript } from '../i18n/language-suggestion.tsx';
import { englishOnlyTarget } from '../i18n/english-targets.ts';
import { DEFAULT_LOCALE, localePath } from '../../common/i18n/locales.ts';

const skipLink = css`
  position: absolute;
  /* Off the inline start: past the page's start edge, where no page scrolls in either direction. */
  inset-inline-start: -9999px;
  &:focus {
    inset-inline-start: 16px;
    top: 16px;
    z-index: 100;
    background: var(--tt-background);
    color: var(--tt-link);
    padding: 8px;
  }
`;
// Decorative, so only where there is room beside the heading: phones get the words without it.
const illustration = css`
  display: none;
  @media (min-width: 960px) {
    display: block;
    float: inline-end;
    width: 360px;
    height: auto;
    margin-block: 0 24px;
    margin-inline: 32px 0;
  }
`;
const main = css`
  display: block;
  max-width: ${CONTENT_WIDTH}px;
  margin: 0 auto;
  padding: 32px ${GUTTER}px;
  /* Narrow pages keep the column's left edge; only their lines are shorter. */
  &[data-content-layout='narrow'] > * {
    max-width: ${READING_WIDTH}px;
  }
  &[data-content-layout='full'] {
    max-width: none;
    padding: 0;
  }
`;

/**
 * The frame around a page: loading bar, banners, header (with the page's primary action), the
 * language suggestion's place, content, footer, snackbar; a nested page's breadcrumb opens the
 * content. Only the header stays in view: nothing else is fixed over the page.
 * view=embed hides header, banners and footer (a legal line stays); view=app hides
 * the footer fully too; route meta noLayout drops the content container (the home page's hero runs
 * full width); route meta illustration opens the content with the page's hero illustration.
 */
export function Layout({
  ctx,
  trail = [],
  fixedAction,
  noindex = false,
  children,
}: {
  ctx: PageContext;
  /** The page's own next step for the header (its module's `fixedAction`); undefined: the tenant's. */
  fixedAction?: FixedAction | null;
  /** The page is kept out of search engines: it has no language alternates to suggest. */
  noindex?: boolean;
  /** The nested page's breadcrumb (render/structured-data.ts `pageTrail`), shown above its content. */
  trail?: readonly Crumb[];
  children: ReactNode;
}) {
  const { tenant } = ctx.resolved;
  const menus = menusFor(ctx);
  const chrome = ctx.view === '';
  // On the page the primary action leads to (the contact form, the trial form) the page itself is
  // the next step: a button to it would only compete with the form.
  const action =
    fixedAction === undefined ? localizedPrimaryAction(tenant.primaryAction, ctx.pageLocale, ctx.t) : fixedAction;
  const offerAction = action !== null && ctx.url.pathname !== action.path.split('?')[0];
  return (
    <>
      <LoadingIndicator />
      <a href="#main" className={skipLink}>
        {ctx.t('page.skipToContent')}
      </a>
      {chrome && (
        // Back to the page in its own language: the route's path has no locale prefix.
        <RebrandBanner
          tenant={tenant}
          search={ctx.search}
          returnTo={localePath(ctx.url.pathname, ctx.pageLocale) + ctx.url.search}
        />
      )}
      {chrome && showTenantBanner(tenant, ctx.now) && <TenantBanner tenant={tenant} search={ctx.search} />}
      {ctx.view === '' && (
        <Header
          tenant={tenant}
          menu={menus.main}
          search={ctx.search}
          account={ctx.account}
          showTrialButton={ctx.showTrialButton}
          toolbarClass={ctx.meta.toolbarClass}
          themeMode={ctx.themeMode}
          action={offerAction ? action : null}
          {...(ctx.pageLocale !== DEFAULT_LOCALE && {
            isEnglishOnly: englishOnlyTarget(ctx.resolved, ctx.pageLocale),
          })}
        />
      )}
      {/* Here, parsed before the content: the suggestion takes its place in the flow before anything below it is drawn. */}
      {chrome && <LanguageSuggestionScript ctx={ctx} noindex={noindex} />}
      <main
        id="main"
        className={`${main} ${ctx.meta.layoutClass ?? ''}`.trim()}
        data-content-layout={ctx.meta.noLayout ? 'full' : (ctx.meta.contentLayout ?? 'wide')}
      >
        <Breadcrumb trail={trail} search={ctx.search} />
        {ctx.meta.illustration && !ctx.meta.noLayout && (
          <img
            className={illustration}
            src={ctx.meta.illustration}
            alt=""
            width="480"
            height="320"
            data-testid="route-illustration"
          />
        )}
        {children}
      </main>
      {ctx.view !== 'app' && (
        <Footer
          tenant={tenant}
          menu={menus.footer}
          search={ctx.search}
          compact={ctx.view === 'embed'}
          // One footer on every page of a brand: the chat link too, not only where a page asks for it.
          chat={chrome}
        />
      )}
      {ctx.meta.snackbar && (
        <Island
          name="snackbar"
          component={Snackbar}
          props={{ demo: ctx.meta.snackbarDemo === true }}
          // Its demo buttons need it at once; elsewhere it waits for a message (client/entry.ts).
          when={ctx.meta.snackbarDemo === true ? 'idle' : 'message'}
        />
      )}
      <VideoDialogSlot />
    </>
  );
}
