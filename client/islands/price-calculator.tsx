import '../zod-jitless.ts';
import { useEffect, useId, useRef, useState } from 'react';
import type { Currency } from '../../common/pricing/currency.ts';
import type { PriceList } from '../../common/pricing/price-list-schema.ts';
import type { CalculatorFormLabels } from '../../common/pricing/calculator-labels.ts';
import { css } from '../../common/styles.ts';
import { CalculatorForm } from './parts/price-calculator-form.tsx';

export interface PriceCalculatorProps {
  /** The price-list rows the calculator prices (`calculatorRows`), prices in integer cents. */
  rows: PriceList;
  /** The page's currency, the calculator's first choice. */
  currency: Currency;
  /** Today's ISO date on the server, so the discount cut-off is the server's, not the visitor's clock. */
  today: string;
  /** The pricing question on the contact form: the opener without JavaScript, and the quote link. */
  contactHref: string;
  /** A quiet (outlined) opener, where the page's filled button is another action. */
  quiet?: boolean;
  /** The opener's and dialog's words in the page's language (messages `pricing.calculator.*`). */
  labels: CalculatorShellLabels;
  /** The form's labels, lines and errors in the page's language (messages `pricing.calc.*`). */
  formLabels: CalculatorFormLabels;
}

/** The words around the form: the opener, the dialog's heading and intro, its two actions. */
export interface CalculatorShellLabels {
  open: string;
  title: string;
  intro: string;
  quote: string;
  close: string;
}

const opener = css`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 24px;
  margin: 8px 0 24px;
  border: 0;
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-primary);
  color: var(--tt-on-primary);
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
`;

/** The quiet variant: outlined in the primary colour, not filled. */
const quietOpener = css`
  background: transparent;
  color: var(--tt-link, var(--tt-primary));
  border: 2px solid var(--tt-primary);
  margin: 12px 0 0;
`;

const dialog = css`
  width: min(760px, calc(100vw - 32px));
  max-height: calc(100dvh - 32px);
  overflow: auto;
  padding: 24px;
  border: 0;
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-background);
  color: var(--tt-text);
  &::backdrop {
    background: rgb(0 0 0 / 0.55);
  }
  h2 {
    margin: 0 0 8px;
  }
  .intro {
    margin: 0 0 16px;
    color: var(--tt-muted-text);
  }
  fieldset {
    border: 1px solid var(--tt-muted-text);
    border-radius: var(--tt-radius, 8px);
    margin: 0 0 16px;
    padding: 12px 16px 16px;
    display: grid;
    gap: 12px 16px;
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
  .wide {
    grid-column: 1 / -1;
  }
  .wide select {
    max-width: 28rem;
  }
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 4px;
  }
  .check {
    display: flex;
    gap: 10px;
    align-items: center;
    font-weight: 600;
  }
  .check input {
    width: 22px;
    height: 22px;
    min-height: 0;
    margin: 0;
  }
  .hint {
    margin: 0 0 4px;
    font-size: 0.9rem;
    color: var(--tt-muted-text);
  }
  input,
  select {
    width: 100%;
    min-height: 44px;
    padding: 8px 10px;
    border: 2px solid var(--tt-muted-text);
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-background);
    color: var(--tt-text);
    font: inherit;
  }
  [aria-invalid='true'] {
    border-color: #b00020;
  }
  .error {
    margin: 6px 0 0;
    padding-inline-start: 8px;
    border-inline-start: 4px solid #b00020;
    color: var(--tt-text);
    font-weight: 600;
    font-size: 0.95rem;
  }
  .result {
    padding: 16px;
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-surface);
    color: var(--tt-text);
  }
  .total {
    margin: 0;
    font-size: 1.25rem;
  }
  .total strong {
    font-size: 1.6rem;
  }
  .vat,
  .note {
    color: var(--tt-muted-text);
    font-size: 0.95rem;
  }
  .lines {
    margin: 8px 0;
    padding-inline-start: 20px;
  }
  .lines li {
    margin: 4px 0;
  }
  .sum {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
    justify-content: flex-end;
    margin-top: 16px;
  }
  .actions button {
    min-height: 44px;
    padding: 0 20px;
    border: 2px solid var(--tt-primary);
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-background);
    color: var(--tt-primary);
    font-weight: 700;
    cursor: pointer;
  }
`;

/**
 * The price calculator: a button that opens a modal `<dialog>` with the
 * calculator. The server HTML is a link to the pricing question on the contact form, so the page
 * works without JavaScript; once hydrated it becomes the button. Escape closes the dialog (native)
 * and focus goes back to the button.
 */
export default function PriceCalculator({
  rows,
  currency,
  today,
  contactHref,
  quiet,
  labels,
  formLabels,
}: PriceCalculatorProps) {
  const openerClass = quiet ? `${opener} ${quietOpener}` : opener;
  const titleId = useId();
  const [hydrated, setHydrated] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const linkHadFocus = useRef(false);

  useEffect(() => {
    // The link becomes a button: a keyboard user who was on the link stays on the button.
    linkHadFocus.current = !!linkRef.current && document.activeElement === linkRef.current;
    setHydrated(true);
  }, []);
  useEffect(() => {
    if (hydrated && linkHadFocus.current) buttonRef.current?.focus();
  }, [hydrated]);

  if (!hydrated) {
    return (
      <a ref={linkRef} className={openerClass} href={contactHref} data-testid="price-calculator-open">
        {labels.open}
      </a>
    );
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={openerClass}
        aria-haspopup="dialog"
        data-testid="price-calculator-open"
        onClick={() => dialogRef.current?.showModal()}
      >
        {labels.open}
      </button>
      <dialog
        ref={dialogRef}
        className={dialog}
        aria-labelledby={titleId}
        data-testid="price-calculator"
        onClose={() => buttonRef.current?.focus()}
      >
        <h2 id={titleId}>{labels.title}</h2>
        <p className="intro">{labels.intro}</p>
        <CalculatorForm rows={rows} currency={currency} today={today} labels={formLabels} />
        <div className="actions">
          <a href={contactHref}>{labels.quote}</a>
          <button type="button" onClick={() => dialogRef.current?.close()}>
            {labels.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
