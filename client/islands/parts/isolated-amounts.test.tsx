import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../common/pricing/currency.ts';
import { WithAmounts } from './isolated-amounts.tsx';

describe('WithAmounts', () => {
  it('puts every amount of an Arabic sentence in its own left-to-right <bdi>, whole and in order', () => {
    const unit = formatMoney(200, 'USD', 'ar');
    const amount = formatMoney(60000, 'USD', 'ar');
    const html = renderToString(<WithAmounts text={`100 مشارك × 3 أشهر × ${unit} = ${amount}؛ دون ضريبة.`} />);
    expect([...html.matchAll(/<bdi dir="ltr">(.*?)<\/bdi>/g)].map((m) => m[1])).toEqual([unit, amount]);
    // The words between them stay where they were.
    expect(html.replace(/<[^>]+>/g, '')).toBe(`100 مشارك × 3 أشهر × ${unit} = ${amount}؛ دون ضريبة.`);
  });

  it('leaves a left-to-right sentence as it is', () => {
    const text = `250 participants × 3 months × ${formatMoney(100, 'EUR', 'de')} = ${formatMoney(75000, 'EUR', 'de')}.`;
    expect(renderToString(<WithAmounts text={text} />)).toBe(text);
  });
});
