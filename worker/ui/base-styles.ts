import { glob } from '../../common/styles.ts';

// The only global rule of the site: goober keeps one global rule per sheet and replaces it on the
// next glob call, so every element-level default lives here.
// The brands' looks (tenants' look, worker/ui/look.ts): the general brand's tokens by default, each
// other value of data-look its own; a look that numbers its sections puts the number above the
// heading of each section a page marks data-kicker (01, 02, …), not read aloud.
glob`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0; font-family: var(--tt-font-family, system-ui, sans-serif); line-height: 1.55; font-size: 1.0625rem;
    background: var(--tt-background); color: var(--tt-text); accent-color: var(--tt-primary);
  }
  a { color: var(--tt-link); text-underline-offset: 0.15em; }
  a:focus-visible, button:focus-visible, summary:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible {
    outline: 3px solid var(--tt-link); outline-offset: 2px;
  }
  /* A word longer than a phone's line (German compounds, the pseudo-locale's stretched words)
     breaks instead of widening the page (anywhere: also inside grid and flex items, which size to
     their longest word). */
  h1, h2, h3 { line-height: 1.2; color: var(--tt-text); overflow-wrap: anywhere; font-family: var(--tt-font-heading, inherit); }
  h1 { font-size: clamp(2rem, 4vw, 3rem); margin: 0 0 16px; }
  img { max-width: 100%; height: auto; }
  /* An svg's text anchors are drawn left to right, whatever the page's direction (start/end anchors
     would otherwise flip on a right-to-left page and push labels off their marks). The texts only:
     the svg element itself keeps the page's direction, so its logical margins follow the page. */
  svg text { direction: ltr; }
  button { font: inherit; }
  /* High contrast keeps every border, divider and table line: many take the surface colour, which
     is the page's white in that theme, so there they all take the text's near-black instead
     (important: the components' own rules are more specific than this one). A card or panel filled
     with the surface colour carries a 1px border of that colour: unseen by default, its edge here. */
  html[data-theme='highcontrast'] *, html[data-theme='highcontrast'] *::before, html[data-theme='highcontrast'] *::after { border-color: var(--tt-muted-text) !important; }
  /* The same for the pictures: a card, screen or row drawn in the page or surface colour (both the
     page's white here) would float without its frame, so each such shape is outlined, 1px on screen
     whatever the picture's scale (the stroke is centred on the edge: 2px keeps 1px inside the view box);
     a shape with its own outline keeps it. */
  html[data-theme='highcontrast'] svg[role='img'] :is(rect, path):not([stroke])[fill='var(--tt-background)'],
  html[data-theme='highcontrast'] svg[role='img'] :is(rect, path):not([stroke])[fill='var(--tt-surface)'] {
    stroke: var(--tt-muted-text); stroke-width: 2px; vector-effect: non-scaling-stroke;
  }
  html {
    --tt-radius: 14px; --tt-round: 50%; --tt-space: 72px; --tt-pad: 28px;
    --tt-card: var(--tt-surface); --tt-edge: var(--tt-surface); --tt-top: var(--tt-surface); --tt-rule: 1px;
    --tt-lift: 0 6px 20px rgb(0 0 0 / 0.07);
  }
  html[data-look~='square'] { --tt-radius: 2px; --tt-round: 2px; }
  html[data-look~='compact'] { --tt-space: 40px; --tt-pad: 20px; }
  html[data-look~='ruled'] {
    --tt-card: var(--tt-background); --tt-edge: color-mix(in srgb, var(--tt-muted-text) 35%, var(--tt-background));
    --tt-top: var(--tt-primary); --tt-rule: 3px; --tt-lift: none;
  }
  html[data-look~='numbered'] main { counter-reset: kicker; }
  html[data-look~='numbered'] [data-kicker] > h2::before {
    counter-increment: kicker; content: counter(kicker, decimal-leading-zero) / '';
    display: block; margin-block-end: 6px; font-size: 0.8125rem; font-weight: 700; letter-spacing: 0.1em;
    color: var(--tt-primary); font-variant-numeric: tabular-nums;
  }
  /* The spec-sheet composition a page chooses from its tenant's salesPages (data-composition="sheet"):
     each numbered section a row under a rule in the text colour, unboxed, 16 px under its rule and
     32 px to the next; from 900 px its number and heading in a column at the start, the rest beside
     them (a wide picture or table under both). An island's element is display: contents, so its
     child is the grid item. */
  [data-composition='sheet'] [data-kicker] {
    margin-block: 0; padding: 16px 0 32px; border: 0; border-block-start: 2px solid var(--tt-text);
    border-radius: 0; background: none; box-shadow: none;
  }
  [data-composition='sheet'] [data-kicker] > h2 { margin-block: 0 12px; font-size: 1.25rem; }
  @media (min-width: 900px) {
    [data-composition='sheet'] section[data-kicker], [data-composition='sheet'] nav[data-kicker] {
      display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 3fr); column-gap: 40px; align-items: start;
    }
    [data-composition='sheet'] section[data-kicker] > *, [data-composition='sheet'] section[data-kicker] > tt-island > *,
    [data-composition='sheet'] nav[data-kicker] > * { grid-column: 2; grid-row: auto; min-width: 0; }
    [data-composition='sheet'] section[data-kicker] > h2, [data-composition='sheet'] nav[data-kicker] > h2 { grid-column: 1; grid-row: 1; }
    [data-composition='sheet'] [data-trust-section='privacy'] > :not(h2):not(.lead),
    [data-composition='sheet'] [data-trust-section='roles'] > :not(h2):not(.lead),
    [data-composition='sheet'] [data-trust-section='devices'] > :not(h2):not(.lead),
    [data-composition='sheet'] section[data-trust-section='devices'] > tt-island > *,
    [data-composition='sheet'] [aria-labelledby='compare-plans'] > :not(h2) { grid-column: 1 / -1; }
  }
  @media (prefers-reduced-motion: reduce) { * { animation: none !important; transition: none !important; } }
`;
