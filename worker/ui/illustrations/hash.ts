/** A small stable number from a text (FNV-1a): the same name always gets the same colour or mark. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Up to two initials of a person's or organisation's name ("Maya Lindqvist" → "ML"). */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^\p{L}/u.test(w));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return picked.map((w) => w[0]!.toLocaleUpperCase()).join('');
}
