/**
 * Words with money in them, each amount in its own `<bdi dir="ltr">`. On a right-to-left page
 * `formatMoney` (common/pricing/currency.ts) wraps an amount in U+2066 … U+2069; in a sentence that
 * wraps, Chromium still let the break fall inside the amount's isolate and reordered its halves
 * ("… × 2.00 US$ =" over "$600.00 US"). An element isolates it for the line breaker too, and the
 * stylesheet keeps it on one line (estimatorBox). A left-to-right page's amounts carry no marks:
 * its words come back as they are.
 */
const ISOLATED = /(\u2066[^\u2066\u2069]*\u2069)/;

export function WithAmounts({ text }: { text: string }) {
  const parts = text.split(ISOLATED);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <bdi key={i} dir="ltr">
            {part}
          </bdi>
        ) : (
          part
        ),
      )}
    </>
  );
}
