/**
 * Words with money in them, each amount in its own `<bdi dir="ltr">`. On a right-to-left page
 * `formatMoney` (common/pricing/currency.ts) wraps an amount in U+2066 … U+2069, marks inside a
 * sentence's one text node; an element makes each amount a left-to-right box of its own, which the
 * stylesheet keeps on one line (estimatorBox), so "600.00 US$" stays whole and in its place
 * wherever the sentence wraps. A left-to-right page's amounts carry no marks: its words come back
 * as they are.
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
