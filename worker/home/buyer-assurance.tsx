import { css } from '../../common/styles.ts';
import { panelEdge } from '../ui/panel-edge.ts';
import { DEFAULT_LOCALE } from '../../common/i18n/locales.ts';
import { dataIn } from '../content/localized-data.ts';
import type { TenantPictureProps } from '../ui/page-visuals.tsx';
import { HostingRegions, TenantSsoSignIn } from './home-visuals.tsx';

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 400px), 1fr));
  gap: 24px;
  margin: 40px 0;
  h2 {
    grid-column: 1 / -1;
    margin: 0;
  }
  figure {
    margin: 0;
    padding: 24px;
    border: ${panelEdge};
    border-radius: var(--tt-radius, 8px);
    display: grid;
    gap: 12px;
    align-content: start;
  }
  figcaption {
    color: var(--tt-text);
  }
  figcaption strong {
    display: block;
    font-size: 1.1rem;
  }
  /* On a phone the panels lose their sides (the mockups take the column's width, their text at
     12 px or more) and keep the page's 16 px inset: their rules end where the headings start. */
  @media (max-width: 479px) {
    figure {
      padding: 16px 0;
      border-inline: 0;
      border-radius: 0;
    }
  }
  /* A mockup fills its half: at 420 px it left most of the column empty. */
  svg {
    width: 100%;
    height: auto;
  }
`;

/**
 * What a corporate buyer's IT and data protection reviewers ask first, drawn from data: single
 * sign-on with the tenant's identity providers and the data centres (the page's own picture is the
 * report the REPORTING role exports). Words from content/home.json (`assurance`).
 */
export function BuyerAssurance({ tenant, lang, t, pageLocale = DEFAULT_LOCALE }: TenantPictureProps) {
  const words = dataIn('home', pageLocale).assurance;
  return (
    <section className={grid} aria-labelledby="assurance-heading" data-testid="buyer-assurance">
      <h2 id="assurance-heading">{words.heading}</h2>
      <figure>
        <TenantSsoSignIn tenant={tenant} t={t} pageLocale={pageLocale} />
        <figcaption>
          <strong>{words.sso.title}</strong>
          {words.sso.text}
        </figcaption>
      </figure>
      <figure>
        <HostingRegions lang={lang} t={t} pageLocale={pageLocale} />
        <figcaption>
          <strong>{words.regions.title}</strong>
          {words.regions.text}
        </figcaption>
      </figure>
    </section>
  );
}
