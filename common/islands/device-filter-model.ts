/** A data provider as the connected-devices list shows it (the trust centre's facts, names filled in). */
export interface DeviceRow {
  id: string;
  name: string;
  reads: string;
  limits?: string;
  deprecated?: boolean;
  /** What the visitor holds or does to send data (the card's icon): `DEVICE_KINDS`. */
  kind: DeviceKind;
}

/** The kinds of data provider, each shown with its own icon in the connected-devices list. */
export const DEVICE_KINDS = ['watch', 'phone', 'rower', 'timing', 'route', 'manual', 'upload'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** Lower case, without accents, so "coros" finds "COROS" and "sante" finds "Santé". */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The ids of the rows every word of the query appears in (name, id, what it reads, its limits);
 * an empty query keeps every row.
 *
 * @example
 * matchingDevices(rows, 'garmin steps') // ['garmin']
 */
export function matchingDevices(rows: readonly DeviceRow[], query: string): string[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return rows
    .filter((r) => {
      const text = fold([r.name, r.id, r.reads, r.limits ?? ''].join(' '));
      return words.every((w) => text.includes(w));
    })
    .map((r) => r.id);
}
