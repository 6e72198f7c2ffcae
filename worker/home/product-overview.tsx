import type { ReactNode } from 'react';
import { LOOK_CARD } from '../ui/look.ts';
import { css } from '../../common/styles.ts';
import type { PageContext } from '../page-context.ts';
import type { CompiledPage } from '../content/compiled-page.ts';
import { buildHref } from '../../common/links.ts';
import { Prose } from '../ui/prose.tsx';
import { Badges, CollectiveProgress, TenantTrackers } from '../ui/page-visuals.tsx';
import { siteSample } from '../ui/illustrations/sample-challenge.ts';
import { participation, RowVisual } from './home-visuals.tsx';
import { ParticipationChart } from '../ui/illustrations/participation-chart.tsx';
import { BuyerAssurance } from './buyer-assurance.tsx';
import { brandHomeOf } from './home-content.ts';
import { HomeResults } from './home-results.tsx';

// Claim beside its picture, sides alternating on wide screens; stacked (words first) on phones.
const rows = css`
  display: grid;
  gap: 48px;
  margin: 48px 0;
  > section {
    display: grid;
    gap: 24px 48px;
    align-items: center;
  }
  @media (min-width: 880px) {
    > section {
      grid-template-columns: 1fr 1fr;
    }
    > .flip > .visual {
      order: -1;
    }
  }
  .visual {
    ${LOOK_CARD}
  }
  /*
   * On a phone a picture panel loses its sides, so its pictures take the column's whole width, and
   * its two pictures drawn for a narrow column take the wide ones' place: the pictures' text keeps
   * at least 12 px there (a 400-wide drawing scaled into a 316 px card showed 10 px text). Its rules
   * and content keep the page's 16 px inset, the headings' edge.
   */
  .visual > .narrow {
    display: none;
  }
  @media (max-width: 479px) {
    .visual {
      padding: 12px 0;
      border-inline: 0;
      border-radius: 0;
    }
    .visual > .narrow {
      display: block;
    }
    .visual > .wide {
      display: none;
    }
  }
  .more a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
  }
`;

/** The copy's sections in order: the intro, challenges, benefits, integrations (content/cms/product/index.md). */
const SECTION_COUNT = 4;

/** The copy split at its `<h2>`s, or nothing when it does not have the overview's sections. */
export function overviewSections(html: string): string[] | undefined {
  const parts = html.split(/(?=<h2[\s>])/).filter((p) => p.trim());
  return parts.length === SECTION_COUNT ? parts : undefined;
}

/** A child page of the overview (its INDEX children), linked from the row about it. */
export interface OverviewChild {
  path: string;
  title: string;
}

type RowProps = {
  html: string;
  visual: ReactNode;
  name: string;
  ctx: PageContext;
  flip?: boolean;
  /** The child page the row is about: its title as the row's last link. */
  more?: OverviewChild;
};

function Row({ html, visual, name, ctx, flip, more }: RowProps) {
  return (
    <section data-row={name} className={flip ? 'flip' : undefined}>
      <div>
        <Prose html={html} tenant={ctx.resolved.tenant} ctx={ctx} />
        {more && (
          <p className="more">
            <a href={buildHref(more.path, ctx)}>{more.title}</a>
          </p>
        )}
      </div>
      <div className="visual">{visual}</div>
    </section>
  );
}

/**
 * The corporate product overview as rows, each claim beside one of the brand's pictures: who runs
 * it (its sample challenge's participation by department), challenges (badges), teams (collective progress), trackers,
 * each row ending on the child page it introduces; then single sign-on and hosting, and one proof:
 * the brand's employers' results (content/home.json `results`), not the platform's figures, which
 * are TeamTrek's. Nothing when the copy lacks the four sections (the caller shows it as prose then).
 */
export function ProductOverview({
  ctx,
  page,
  childPages = [],
}: {
  ctx: PageContext;
  page: CompiledPage;
  /** The INDEX page's children: each row links the one under its path. */
  childPages?: readonly OverviewChild[];
}) {
  const sections = overviewSections(page.html);
  if (!sections) return null;
  const [intro, challenges, benefits, integrations] = sections as [string, string, string, string];
  const { tenant } = ctx.resolved;
  const lang = ctx.locale;
  const more = (name: string) => childPages.find((c) => c.path.endsWith(`/${name}`));
  return (
    <div data-testid="product-overview">
      <div className={rows}>
        <Row
          flip
          name="intro"
          html={intro}
          ctx={ctx}
          visual={
            <>
              <div className="wide">
                <RowVisual visual="participation" tenant={tenant} lang={lang} t={ctx.t} pageLocale={ctx.pageLocale} />
              </div>
              <div className="narrow">
                <ParticipationChart narrow {...participation(lang, ctx.pageLocale, ctx.t, tenant.routeSet)} />
              </div>
            </>
          }
        />
        <Row
          name="challenges"
          html={challenges}
          ctx={ctx}
          more={more('challenges')}
          visual={
            <>
              <div className="wide">
                <Badges t={ctx.t} />
              </div>
              <div className="narrow">
                <Badges t={ctx.t} cols={3} />
              </div>
            </>
          }
        />
        <Row
          flip
          name="benefits"
          html={benefits}
          ctx={ctx}
          more={more('benefits')}
          visual={
            <CollectiveProgress
              lang={lang}
              t={ctx.t}
              names={siteSample(ctx.pageLocale, ctx.resolved.tenant.routeSet).departments.map((d) => d.name)}
            />
          }
        />
        <Row
          name="integrations"
          html={integrations}
          ctx={ctx}
          more={more('integrations')}
          visual={<TenantTrackers tenant={tenant} lang={lang} t={ctx.t} pageLocale={ctx.pageLocale} />}
        />
      </div>
      <BuyerAssurance tenant={tenant} lang={lang} t={ctx.t} pageLocale={ctx.pageLocale} />
      <HomeResults brand={brandHomeOf(tenant, ctx.pageLocale)} ctx={ctx} />
    </div>
  );
}
