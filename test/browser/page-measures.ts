/**
 * Measures of a rendered page that a design review reads by eye: grid rows left mostly empty, and
 * text set too small to read. Each returns what it found, so a failing test names it.
 */
import type { Locator } from 'playwright-core';

export interface EmptyRow {
  /** The grid: its tag, test id or first class. */
  grid: string;
  /** The row's first item's first words. */
  first: string;
  /** Columns its items take, of the grid's columns. */
  taken: number;
  columns: number;
}

/**
 * Every row of a grid of cards (two columns or more, of one width) inside `scope` whose items take
 * fewer than half its columns: three columns with one card in a row. An item spanning rows counts in the row it starts.
 */
export function mostlyEmptyRows(scope: Locator): Promise<EmptyRow[]> {
  return scope.evaluate((root) => {
    const found: EmptyRow[] = [];
    for (const grid of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(grid);
      if (style.display !== 'grid') continue;
      const tracks = style.gridTemplateColumns
        .split(' ')
        .map(parseFloat)
        .filter((n) => n > 0);
      // A grid of cards has columns of one width; an icon beside its title (a narrow and a wide track) is no such grid.
      if (tracks.length < 2 || Math.max(...tracks) > 1.5 * Math.min(...tracks)) continue;
      const gap = parseFloat(style.columnGap) || 0;
      const column = tracks.reduce((a, b) => a + b, 0) / tracks.length;
      const items = [...grid.children].filter(
        (item) => item.getClientRects().length > 0 && !['absolute', 'fixed'].includes(getComputedStyle(item).position),
      );
      const rows = new Map<number, Element[]>();
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top);
        rows.set(top, [...(rows.get(top) ?? []), item]);
      }
      for (const row of rows.values()) {
        const taken = row.reduce(
          (sum, item) => sum + Math.round((item.getBoundingClientRect().width + gap) / (column + gap)),
          0,
        );
        if (taken * 2 < tracks.length)
          found.push({
            grid: grid.getAttribute('data-testid') ?? `${grid.tagName.toLowerCase()}.${grid.classList[0] ?? ''}`,
            first: (row[0] as HTMLElement).innerText?.slice(0, 40) ?? '',
            taken,
            columns: tracks.length,
          });
      }
    }
    return found;
  });
}

export interface SmallText {
  text: string;
  /** The size it is drawn at on screen, in CSS pixels. */
  px: number;
}

/**
 * Every visible text inside `scope` drawn smaller than `min` px on screen: an HTML text at its
 * computed size, an SVG text at its size times the drawing's scale (a 460-unit picture in a
 * 326 px column draws its 12-unit text at 8.5 px).
 */
export function smallTexts(scope: Locator, min: number): Promise<SmallText[]> {
  return scope.evaluate((root, least) => {
    const found: SmallText[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      let px = parseFloat(getComputedStyle(parent).fontSize);
      if (parent instanceof SVGGraphicsElement) {
        const m = parent.getScreenCTM();
        if (m) px *= Math.hypot(m.a, m.b);
      }
      if (px < least - 0.05) found.push({ text: text.slice(0, 40), px: Math.round(px * 10) / 10 });
    }
    return found;
  }, min);
}
