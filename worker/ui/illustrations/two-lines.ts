/**
 * A picture's label in one line, or two when it is longer than `max` characters: split at the space
 * nearest its middle, or after a hyphen ("Semi-" / "marathon"); a single word that long stays whole.
 *
 * @example
 * twoLines('Venice reached', 12) // ['Venice', 'reached']
 */
export function twoLines(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  let cut = -1;
  for (let i = 0; i < text.length; i++)
    if (' -'.includes(text[i]!) && Math.abs(i - text.length / 2) < Math.abs(cut - text.length / 2)) cut = i;
  return cut < 0 ? [text] : [text.slice(0, text[cut] === '-' ? cut + 1 : cut), text.slice(cut + 1)];
}
