import { embeddedCmsPage } from '../content/cms/cms-page-source.ts';
// The pages that show a CMS page take its `load` from here too; the trust centres from cms-page-load.ts alone.
export { loadCmsPage } from './cms-page-load.ts';
import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import { EMBEDDED, baseTenantOf, showcaseCustomers } from '../live-data/embedded-content.ts';
import { CONTENT } from '../content/built-content.ts';
import type { CmsPage as CmsEntry } from '../content/site-content-types.ts';
import type { Brand } from '../routes/routes.ts';
import { CardGrid } from '../ui/cards.tsx';
import { buildHref } from '../../common/links.ts';
import { MenuLink } from '../../common/menu/menu-link.tsx';
import { CallsToAction, PageIntro, Prose, proseClass } from '../ui/prose.tsx';
import { proseColumns } from '../ui/prose-columns.ts';

/** From this many sections, a page's copy is set in two columns on wide screens (prose-columns.ts). */
const SECTIONS_FOR_COLUMNS = 3;
import { Blocks } from '../ui/cms-blocks.tsx';
import { CmsPicture } from '../ui/cms-picture.tsx';
import { css } from '../../common/styles.ts';
import { ReadyToGoCards } from './challenge-parts.tsx';
import type { PageContext } from '../page-context.ts';
import type { PageProps } from './page-props.ts';
import { PathOffer } from '../ui/app-offers.tsx';
import { AppLeaderboard, drawnIllustration, providerNamesOf, TenantTrackers } from '../ui/page-visuals.tsx';
import { BuyerAssurance } from '../home/buyer-assurance.tsx';
import { productHeroIllustration } from '../home/home-illustrations.tsx';
import { RenderedOnce } from '../ui/rendered-once.tsx';
import { tellsReportingStory } from '../home/product-story.ts';
import { childCards } from './child-cards.ts';
import { ProductOverview, overviewSections } from '../home/product-overview.tsx';
import { panelEdge } from '../ui/panel-edge.ts';
import { CustomerLogos } from '../ui/illustrations/customer-logos.tsx';

const heroImage = css`
  display: grid;
  gap: 24px;
  align-items: center;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  margin-bottom: 24px;
  img {
    width: 100%;
    height: auto;
    max-height: 320px;
  }
`;
/** The drawn picture under a hero image: a picture's width, not the whole column (it looked empty). */
const drawnBelow = css`
  max-width: 560px;
  margin: 0 0 24px;
`;
const band = css`
  margin: 40px 0;
  padding: 24px;
  border: ${panelEdge};
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-surface);
  color: var(--tt-text);
  h2 {
    margin-top: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
    list-style: none;
    padding: 0;
    margin: 0;
  }
  li {
    font-weight: 700;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: var(--tt-text);
  }
`;
const contactBanner = css`
  margin: 48px 0 0;
  padding: 32px 24px;
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-primary);
  color: var(--tt-on-primary);
  text-align: center;
  h2 {
    margin: 0 0 8px;
    color: var(--tt-on-primary);
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0 20px;
    margin: 8px 4px 0;
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-on-primary);
    color: var(--tt-primary);
    font-weight: 700;
    text-decoration: none;
  }
`;

/**
 * The pages one level below a path that the brand shows, by `order`, then English title (the same
 * order in every language); each in `locale` where it is translated, as its own page shows it.
 */
export function cmsChildren(path: string, brand: Brand, locale: PageLocale = DEFAULT_LOCALE): CmsEntry[] {
  const depth = path.split('/').length;
  return Object.values(CONTENT.cms)
    .filter((p) => p.path.startsWith(`${path}/`) && p.path.split('/').length === depth + 1 && p.brands.includes(brand))
    .sort((a, b) => (a.order ?? 50) - (b.order ?? 50) || a.title.localeCompare(b.title))
    .map((p) => embeddedCmsPage(brand, p.path, locale) ?? p);
}

function Customers({ ctx }: { ctx: PageContext }) {
  const customers = showcaseCustomers(EMBEDDED.customers[baseTenantOf(ctx.resolved.id)] ?? []);
  if (!customers.length) return null;
  return (
    <section className={band} aria-labelledby="customers-title" data-testid="cms-customers">
      <h2 id="customers-title">{ctx.t('page.cms.customers')}</h2>
      {/* The wordmarks are the links to the customers' sites (one list, not a picture and a list). */}
      <CustomerLogos
        customers={customers}
        label={ctx.t('page.home.customersLabel', { tenant: ctx.resolved.tenant.name })}
        wrap={(c, mark) => (
          <MenuLink path={c.url} search={ctx.search}>
            {mark}
          </MenuLink>
        )}
      />
    </section>
  );
}

function Devices({ ctx }: { ctx: PageContext }) {
  const tenant = ctx.resolved.tenant;
  return (
    <section className={band} aria-labelledby="devices-title" data-testid="cms-devices">
      <h2 id="devices-title">{ctx.t('page.cms.devices')}</h2>
      <ul>
        {providerNamesOf(tenant, ctx.t, ctx.pageLocale).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </section>
  );
}

const previewBanner = css`
  margin: 0 0 24px;
  padding: 12px 16px;
  border-radius: var(--tt-radius, 8px);
  border: 2px dashed var(--tt-primary);
  background: var(--tt-surface);
  color: var(--tt-text);
`;

/** Above a draft preview (the draft shown, not public) or a refused preview link (why the published page shows). */
function PreviewBanner({ preview }: { preview: NonNullable<CmsEntry['preview']> }) {
  return (
    <p className={previewBanner} role="status" data-testid="cms-preview" data-preview={preview.kind}>
      {preview.kind === 'draft' ? (
        <>
          <strong>Draft preview</strong>: this is the unpublished draft from the CMS; visitors see the published page.
        </>
      ) : (
        <>
          <strong>No draft preview</strong>: {preview.reason}. This is the published page.
        </>
      )}
    </p>
  );
}

/**
 * A content-managed page (/solutions/…, /product/…): the copy, then by its fields the child pages
 * (INDEX), the ready-to-go challenges of a category, a customer or device band, and the contact
 * banner unless `hide_contact_banner`.
 */
export function CmsPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const entry = page as CmsEntry;
  const children =
    entry.template === 'INDEX'
      ? cmsChildren(entry.path, tenant.routeSet, ctx.translated ? ctx.pageLocale : DEFAULT_LOCALE)
      : [];
  // A hero image the site can draw (the map, the devices) is also drawn from the tenant's data
  // under it; a DEVICES page leads with the trackers; any other page with the app.
  const drawn =
    entry.template === 'HERO_IMAGE' ? drawnIllustration(entry.image, tenant, ctx.locale, ctx.t, ctx.pageLocale) : null;
  // The corporate product overview tells the brand's story: the organiser's report, then the buyer's questions.
  const story = tellsReportingStory(entry.path, tenant);
  const overview = story && overviewSections(page.html) !== undefined;
  // A picture chosen in the CMS (its Picture field) takes the place of the drawn one and the hero image.
  const picture = entry.picture && <CmsPicture file={entry.picture} lead />;
  const visual =
    picture ??
    (story ? (
      <RenderedOnce part={productHeroIllustration(ctx)} data-picture="setup" />
    ) : (
      (drawn ??
      (entry.post_content_section === 'DEVICES' ? (
        <TenantTrackers tenant={tenant} lang={ctx.locale} t={ctx.t} pageLocale={ctx.pageLocale} />
      ) : (
        <AppLeaderboard lang={ctx.locale} t={ctx.t} pageLocale={ctx.pageLocale} brand={tenant.routeSet} />
      )))
    ));
  return (
    <article data-template={entry.template ?? 'DEFAULT'}>
      {entry.preview && <PreviewBanner preview={entry.preview} />}
      {entry.template === 'HERO_IMAGE' && (entry.image || picture) ? (
        <>
          <div className={heroImage}>
            <PageIntro page={page} tenant={tenant} />
            {picture ?? <img src={entry.image} alt="" width="480" height="320" />}
          </div>
          {drawn && <div className={drawnBelow}>{drawn}</div>}
        </>
      ) : (
        <PageIntro
          page={page}
          tenant={tenant}
          visual={visual}
          actions={story && <CallsToAction page={page} ctx={ctx} secondary="outline-link" />}
        />
      )}
      {overview ? (
        <ProductOverview
          ctx={ctx}
          page={page}
          childPages={childCards(children, tenant, ctx).map((c) => ({ path: c.href!, title: c.title }))}
        />
      ) : entry.blocks ? (
        <div className={proseClass}>
          <Blocks blocks={entry.blocks} ctx={ctx} />
        </div>
      ) : (page.html.match(/<h2[\s>]/g)?.length ?? 0) >= SECTIONS_FOR_COLUMNS ? (
        <div className={proseColumns}>
          <Prose html={page.html} tenant={tenant} ctx={ctx} />
        </div>
      ) : (
        <Prose html={page.html} tenant={tenant} ctx={ctx} />
      )}
      <PathOffer path={entry.path} tenant={tenant} />
      {story && !overviewSections(page.html) && (
        <BuyerAssurance tenant={tenant} lang={ctx.locale} t={ctx.t} pageLocale={ctx.pageLocale} />
      )}
      {/* The overview's rows link their child pages themselves: no second, text-only list of them. */}
      {children.length > 0 && !overview && (
        <CardGrid ctx={ctx} label={entry.title} spread cards={childCards(children, tenant, ctx)} />
      )}
      {entry.rtg_challenges && entry.rtg_challenges !== 'NONE' && (
        <section aria-labelledby="rtg-title" data-testid="cms-rtg">
          <h2 id="rtg-title">{ctx.t('page.cms.readyToGo')}</h2>
          <ReadyToGoCards ctx={ctx} category={entry.rtg_challenges} />
        </section>
      )}
      {entry.post_content_section === 'CUSTOMERS' && <Customers ctx={ctx} />}
      {entry.post_content_section === 'DEVICES' && <Devices ctx={ctx} />}
      <CallsToAction page={page} ctx={ctx} secondary={story ? 'link' : 'outline'} />
      {!entry.hide_contact_banner && (
        <aside className={contactBanner} aria-labelledby="contact-banner-title" data-testid="contact-banner">
          <h2 id="contact-banner-title">{ctx.t('page.cms.bannerHeading')}</h2>
          <p>{ctx.t('page.cms.bannerText')}</p>
          <a href={buildHref('/contact?topic=demo', ctx)}>{ctx.t('page.action.bookDemo')}</a>
          <a href={buildHref('/pricing', ctx)}>{ctx.t('page.cms.bannerPricing')}</a>
        </aside>
      )}
    </article>
  );
}
