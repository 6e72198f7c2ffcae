/**
 * Beside the form, under who answers: the organiser's setup screen of the brand's sample challenge
 * (the product overview's picture, worker/home/home-illustrations.tsx), what a first call or demo
 * sets up with the visitor: the product in the contact page's first screen, not only a form.
 */
import { css } from '../../common/styles.ts';
import { productHeroIllustration } from '../home/home-illustrations.tsx';
import { RenderedOnce } from '../ui/rendered-once.tsx';
import type { PageContext } from '../page-context.ts';

// A screen on the brand's card (the panel above it takes the same), so the white drawing does not
// float on a white page; a thin edge on a phone, where the drawing's 14-unit text keeps 12 px.
const picture = css`
  padding: 4px;
  @media (min-width: 900px) {
    padding: 12px;
  }
  border: 1px solid var(--tt-edge);
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-card);
  box-shadow: var(--tt-lift);
`;

/** The stored part (render-page.tsx renders it once per isolate and key before the page). */
export const contactIllustrations = (ctx: PageContext) => [productHeroIllustration(ctx)];

/** `demoOnly`: shown while the demo is the topic (the form hides it for another, client/islands/contact-form.tsx). */
export function ContactSetup({ ctx, demoOnly }: { ctx: PageContext; demoOnly?: boolean }) {
  return (
    <RenderedOnce
      part={productHeroIllustration(ctx)}
      className={picture}
      data-testid="contact-setup"
      data-demo-only={demoOnly ? '' : undefined}
    />
  );
}
