import { css } from '../../common/styles.ts';
import { previewOnOtherBrand } from '../content/cms/preview-brand.ts';
import type { PageProps } from './page-props.ts';

const notice = css`
  margin-block: 0 24px;
  padding: 12px 16px;
  border-radius: var(--tt-radius, 8px);
  border: 2px dashed var(--tt-primary);
  background: var(--tt-surface);
  color: var(--tt-text);
`;

/**
 * On the 404 page: a draft-preview link of another brand's page opened on this brand's host is
 * refused with the reason and a link to the same preview on the brand that owns the page
 * (worker/content/cms/preview-brand.ts), instead of a bare "could not find".
 */
export function PreviewElsewhere({ ctx }: Pick<PageProps, 'ctx'>) {
  const elsewhere = previewOnOtherBrand(ctx.url, ctx.resolved.tenant.routeSet, ctx.pageLocale);
  if (!elsewhere) return null;
  return (
    <p className={notice} role="status" data-testid="cms-preview" data-preview="wrong-brand">
      <strong>No draft preview</strong>: {elsewhere.reason}.{' '}
      <a href={elsewhere.href}>Open the preview on {elsewhere.host}</a>
    </p>
  );
}
