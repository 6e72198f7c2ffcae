/** /go: book the meeting straight in the team's calendar, or ask for one with the form. */
import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import type { PageProps } from './page-props.ts';
import { download } from './app-parts.tsx';
import type { RouteDeclaration } from './page-module.ts';
import { AppLeaderboard } from '../ui/page-visuals.tsx';

export const route = {
  name: 'go',
  paths: ['/go'],
  brands: ['default', 'cofi'],
  content: 'copy',
} as const satisfies RouteDeclaration;

/** /go: book the meeting straight in the team's calendar (`demoBookUrl`), or ask for one with the form. */
export function GoPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  return (
    <>
      <PageIntro
        page={page}
        tenant={tenant}
        visual={
          <AppLeaderboard
            lang={ctx.locale}
            t={ctx.t}
            pageLocale={ctx.pageLocale}
            brand={ctx.resolved.tenant.routeSet}
          />
        }
      />
      <p>
        <a className={download} href={tenant.demoBookUrl} data-testid="book-directly">
          {ctx.t('go.bookDirectly')}
        </a>
      </p>
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={page} ctx={ctx} />
    </>
  );
}

export default GoPage;
