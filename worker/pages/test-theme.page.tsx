import type { CSSProperties } from 'react';
import VideoPlayer from '../../client/islands/video-player.tsx';
import { TENANTS } from '../tenants/registry.ts';
import { Island } from '../../common/islands/island.tsx';
import { buildHref, videoEmbedUrl } from '../../common/links.ts';
import { PageIntro, Prose } from '../ui/prose.tsx';
import { css } from '../../common/styles.ts';
import { themeVariables, type ThemeMode } from '../ui/theme.ts';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';
import { IllustrationGallery } from '../ui/illustrations/gallery.tsx';
import { providerNamesOf } from '../ui/page-visuals.tsx';

export const route = {
  name: 'test-theme',
  paths: ['/test/theme'],
  brands: ['default', 'cofi'],
  content: 'copy',
  meta: { snackbar: true, snackbarDemo: true },
} as const satisfies RouteDeclaration;

const gallery = css`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  margin: 24px 0;
`;
const sample = css`
  border: 1px solid var(--tt-muted-text);
  border-radius: var(--tt-radius, 8px);
  padding: 16px;
  background: var(--tt-background);
  color: var(--tt-text);
  h3 {
    margin: 0 0 4px;
    color: var(--tt-text);
  }
  p {
    margin: 8px 0;
  }
  .primary {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 16px;
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-primary);
    color: var(--tt-on-primary);
    font-weight: 700;
    text-decoration: none;
  }
  .card {
    background: var(--tt-surface);
    padding: 12px;
    border-radius: var(--tt-radius, 8px);
  }
  .muted {
    color: var(--tt-muted-text);
  }
  a {
    color: var(--tt-link);
  }
`;

const MODES: ThemeMode[] = ['default', 'highcontrast'];

/** /test/theme: every tenant's theme applied to the same components, side by side, for marketing reviews. */
export function ThemeGalleryPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const video = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <div className={gallery} data-testid="theme-gallery">
        {Object.values(TENANTS).flatMap((t) =>
          MODES.map((mode) => (
            <section
              key={`${t.id}-${mode}`}
              className={sample}
              style={themeVariables(t, mode) as CSSProperties}
              aria-label={`${t.name}, ${mode === 'default' ? 'default' : 'high-contrast'} theme`}
            >
              <h3>{t.name}</h3>
              <p className="muted">
                {t.id} · {mode === 'default' ? 'default theme' : 'high contrast'}
              </p>
              <div className="card">
                <p>Step challenge · 28 days · teams of 8</p>
                <a
                  href={buildHref(`/test/theme?tenant=${t.id}${mode === 'highcontrast' ? '&theme=highcontrast' : ''}`, {
                    search: '',
                  })}
                >
                  Preview the whole site
                </a>
              </div>
              <p>
                <span className="primary">Start free trial</span>
              </p>
            </section>
          )),
        )}
      </div>
      <IllustrationGallery tenant={tenant} lang={ctx.locale} t={ctx.t} providers={providerNamesOf(tenant, ctx.t)} />
      <h2>Video player</h2>
      <Island
        name="video-player"
        component={VideoPlayer}
        props={{ title: 'How a step challenge works', href: video, embedUrl: videoEmbedUrl(video)! }}
        when="visible"
      />
    </>
  );
}

export default ThemeGalleryPage;
