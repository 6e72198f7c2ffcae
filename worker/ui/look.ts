import type { Tenant } from '../tenants/schema.ts';

export type Look = NonNullable<Tenant['look']>;

/** A tenant without a `look` (a test tenant, a new file): the general brand's. */
export const DEFAULT_LOOK: Look = { corners: 'rounded', density: 'airy', cards: 'filled', kickers: 'none' };

/**
 * The brand's look on `<html>`: `data-look` names its tokens' values ("square compact ruled
 * numbered"), and the stylesheet's global rule (worker/ui/base-styles.ts) sets from them the custom
 * properties every component reads: `--tt-radius` corners (`--tt-round` an icon's), `--tt-space`
 * between sections, `--tt-pad` inside a card, a card's fill `--tt-card`, edge `--tt-edge`, top rule
 * `--tt-top` `--tt-rule` wide, lift `--tt-lift`; and numbers the sections a page marks
 * `data-kicker`. No component knows a brand; the values live in one stylesheet, not in every page.
 */
export const lookAttribute = (look: Look = DEFAULT_LOOK) =>
  `${look.corners} ${look.density} ${look.cards} ${look.kickers}`;

/** A card in the brand's look, for a component's rule (in high contrast every edge takes the text colour). */
export const LOOK_CARD = `
  background: var(--tt-card);
  border: 1px solid var(--tt-edge);
  border-block-start: var(--tt-rule) solid var(--tt-top);
  box-shadow: var(--tt-lift);
  border-radius: var(--tt-radius);
  padding: var(--tt-pad);
`;
