import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import type { PageProps } from './page-props.ts';

/** A route whose page is its content file: the `<h1>`, lead, Markdown copy and calls to action. */
export function ContentPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={page} ctx={ctx} />
    </>
  );
}
