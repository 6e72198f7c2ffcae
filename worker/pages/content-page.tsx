import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import type { PageProps } from './page-props.ts';
import { defaultVisual } from '../ui/page-visuals.tsx';

/** A route whose page is its content file: the `<h1>`, lead and the app beside them, Markdown copy and calls to action. */
export function ContentPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  return (
    <>
      <PageIntro page={page} tenant={tenant} visual={defaultVisual(ctx)} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={page} ctx={ctx} />
    </>
  );
}
