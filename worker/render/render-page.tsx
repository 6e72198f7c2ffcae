import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server';
import '../ui/base-styles.ts';
import { IslandCollector } from '../../common/islands/island.tsx';
import { Layout } from './layout.tsx';
import { themeStyles } from '../ui/theme.ts';
import { Document } from './document.tsx';
import { ERROR_TEXT, PageBody } from './page-body.tsx';
import { fillPlaceholders } from '../content/placeholders.ts';
import type { PageContext } from '../page-context.ts';
import type { LoadedPage } from './load-page-context.ts';
import type { PageModule } from '../pages/page-module.ts';
import { pageTrail, structuredDataOf } from './structured-data.ts';
import { visibleTrail } from './visible-trail.ts';
import { renderOnce } from '../ui/rendered-once.tsx';
import { localizeLinks } from '../i18n/localize-links.ts';
import { isSitePage } from '../i18n/site-page.ts';
import { UntranslatedNote } from '../i18n/untranslated-note.tsx';
import { EnglishBlock } from '../i18n/english-block.tsx';
import { englishOnlyTarget } from '../i18n/english-targets.ts';
import { tenantCopy } from '../i18n/tenant-copy.ts';
import { NewTabHintProvider } from '../../common/menu/menu-link.tsx';
import { MessagesProvider, PageLocaleProvider } from '../i18n/messages-context.tsx';
import { DEFAULT_LOCALE, isPseudoLocale } from '../../common/i18n/locales.ts';

/**
 * The page's <title>: the error heading, the tenant's title on a data page (home), else the page's
 * own heading (its module's `heading`) or the content's title, with the tenant name.
 */
export function titleFor(ctx: PageContext, status: number, module?: Pick<PageModule, 'heading'> | null): string {
  const { tenant } = ctx.resolved;
  const error = ERROR_TEXT[status];
  if (error) return `${ctx.t(error.heading)} | ${tenant.name}`;
  const heading = status === 200 ? module?.heading?.(ctx) : undefined;
  if (heading) return `${heading} | ${tenant.name}`;
  const title = ctx.page?.title;
  return title && ctx.route?.content !== 'data'
    ? `${fillPlaceholders(title, tenant)} | ${tenant.name}`
    : tenantCopy(tenant, ctx.pageLocale, 'title');
}

/**
 * Whether the title and description are a page's English copy under a locale prefix (an
 * untranslated page): the error pages' headings and the data pages' tenant copy are the locale's own.
 */
function copyInEnglish(ctx: PageContext, status: number): boolean {
  return (
    status === 200 &&
    ctx.pageLocale !== DEFAULT_LOCALE &&
    !ctx.translated &&
    !!ctx.page?.title &&
    ctx.route?.content !== 'data'
  );
}

/** The page's meta description: an error page's own sentence (its body), else the page's or the tenant's. */
function descriptionFor(ctx: PageContext, status: number): string {
  const { tenant } = ctx.resolved;
  const error = ERROR_TEXT[status];
  if (error) return ctx.t(error.body);
  const description = ctx.route?.content === 'data' ? undefined : ctx.page?.description;
  return description ? fillPlaceholders(description, tenant) : tenantCopy(tenant, ctx.pageLocale, 'description');
}

async function stream(request: Request, { ctx, module }: LoadedPage, status: number): Promise<Response> {
  const islands = new IslandCollector();
  const trail = pageTrail(ctx, status);
  const noindex = status !== 200 || !!ctx.page?.noindex || !ctx.translated || isPseudoLocale(ctx.pageLocale);
  // The parts that do not change per request, rendered once per isolate and key (a no-op when stored).
  if (status === 200 && module?.illustrations) await renderOnce(module.illustrations(ctx));
  const body = await renderToReadableStream(
    <MessagesProvider value={ctx.t}>
      <PageLocaleProvider
        value={{
          locale: ctx.pageLocale,
          locales: ctx.resolved.tenant.locales,
          path: ctx.url.pathname,
          search: ctx.search,
        }}
      >
        <NewTabHintProvider value={` ${ctx.t('link.newTab')}`}>
          <Document
            ctx={ctx}
            title={titleFor(ctx, status, module)}
            description={descriptionFor(ctx, status)}
            copyInEnglish={copyInEnglish(ctx, status)}
            noindex={noindex}
            status={status}
            theme={themeStyles(ctx.resolved.tenant, ctx.themeMode)}
            islands={islands}
            structuredData={structuredDataOf(ctx, module, status, trail)}
          >
            <Layout
              ctx={ctx}
              trail={visibleTrail(ctx, trail)}
              fixedAction={module?.fixedAction?.(ctx)}
              noindex={noindex}
            >
              {status === 200 && !ctx.translated && <UntranslatedNote ctx={ctx} />}
              {status === 200 && !ctx.translated ? (
                <EnglishBlock pageLocale={ctx.pageLocale}>
                  <PageBody ctx={ctx} status={status} component={module?.default ?? null} />
                </EnglishBlock>
              ) : (
                <PageBody ctx={ctx} status={status} component={module?.default ?? null} />
              )}
            </Layout>
          </Document>
        </NewTabHintProvider>
      </PageLocaleProvider>
    </MessagesProvider>,
    { onError: (error) => console.error(`render ${ctx.resolved.id} ${ctx.url.pathname}:`, error) },
  );
  // Crawlers get the complete document at once; people get the first bytes as early as possible.
  if (isbot(request.headers.get('user-agent'))) await body.allReady;
  const page = new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': ctx.account ? 'private, no-store' : 'public, max-age=0, must-revalidate',
      vary: 'Cookie',
    },
  });
  return localizeLinks(page, ctx.pageLocale, isSitePage(ctx.resolved.tenant), {
    isEnglishOnly: englishOnlyTarget(ctx.resolved, ctx.pageLocale),
    marker: ctx.t('link.inEnglish'),
  });
}

/**
 * Streams a page with React. A render error in the shell gives the tenant's error page with
 * status 500 (logged); if even that fails, a plain-text 500.
 */
export async function renderPage(request: Request, page: LoadedPage, status = 200): Promise<Response> {
  const { ctx } = page;
  try {
    return await stream(request, page, status);
  } catch (error) {
    console.error(`render failed for ${ctx.resolved.id} ${ctx.url.pathname}:`, error);
    if (status === 500) throw error;
    return stream(request, { module: null, ctx: { ...ctx, route: null, meta: {}, page: undefined } }, 500);
  }
}
