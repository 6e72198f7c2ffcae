import { css } from '../../common/styles.ts';
import { LOOK_CARD } from '../ui/look.ts';
import type { CompiledPage } from '../content/compiled-page.ts';
import type { PageContext } from '../page-context.ts';
import { CallsToAction, fillPlaceholders, personaliseHtml } from '../ui/prose.tsx';
import { Icon } from '../ui/visual/icons.tsx';
import type { BrandHome } from '../content/home-content-schema.ts';
import { primaryActionOf } from './home-content.ts';

const claimsBand = css`
  box-sizing: border-box;
  max-width: 1120px;
  margin: 0 auto;
  padding: 48px 16px 16px;
  color: var(--tt-text);
  > h2 {
    margin: 0 0 8px;
    max-width: 760px;
  }
  > p {
    margin: 0 0 24px;
    max-width: 760px;
    font-size: 1.15rem;
    color: var(--tt-muted-text);
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
    gap: 24px;
    list-style: none;
    /* The actions below are a paragraph, whose top margin the "> p" rule takes away: the gap is the list's. */
    margin: 0 0 32px;
    padding: 0;
  }
  li {
    ${LOOK_CARD}
    line-height: 1.6;
  }
  .icon {
    display: inline-grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: var(--tt-round);
    background: var(--tt-primary);
    color: var(--tt-on-primary);
  }
  h3 {
    margin: 16px 0 8px;
    font-size: 1.2rem;
  }
  li p {
    margin: 0;
  }
`;

/** The `##` sections of compiled pitch Markdown, each as an `<h3>` and its paragraphs (the band's heading is the `<h2>`). */
export function claimsOf(html: string): string[] {
  return html
    .split(/(?=<h2[\s>])/)
    .map((part) => part.trim().replace(/<(\/?)h2(?=[\s>])/g, '<$1h3'))
    .filter((part) => part.startsWith('<h3'));
}

/**
 * The brand's pitch (content/pages/custom-home<postfix>.md) as claims: each `##` section a card
 * with its icon (content/home.json `claimIcons`) in a grid, then its actions as quiet links.
 */
export function HomeClaims({ pitch, brand, ctx }: { pitch: CompiledPage; brand: BrandHome; ctx: PageContext }) {
  const { tenant } = ctx.resolved;
  return (
    <section className={claimsBand} aria-labelledby="pitch-heading" data-testid="custom-home" data-kicker>
      <h2 id="pitch-heading">{fillPlaceholders(pitch.title, tenant)}</h2>
      <p>{fillPlaceholders(pitch.description, tenant)}</p>
      <ul data-testid="claims">
        {claimsOf(pitch.html).map((claim, i) => (
          <li key={i}>
            <span className="icon">
              <Icon name={brand.claimIcons[i] ?? brand.claimIcons[0]!} size={24} />
            </span>
            <div dangerouslySetInnerHTML={{ __html: personaliseHtml(claim, tenant, ctx) }} />
          </li>
        ))}
      </ul>
      {/* The header carries the tenant's primary action on every screen: not repeated here, the rest quiet. */}
      <CallsToAction page={pitch} ctx={ctx} secondary="quiet" inHeader={primaryActionOf(tenant).path} />
    </section>
  );
}
