import type { z } from 'zod';

export interface Repaired {
  /** The input less every value zod refused: bad array elements removed, other bad fields and unknown keys deleted. */
  value: Record<string, unknown>;
  /** Top-level fields that were deleted (not those that only lost array elements). */
  deleted: Set<string>;
}

/**
 * What is left of a config object once the values a schema refused are taken out. Config checks
 * use it to go on checking what depends on the valid part (a tenant's redirect table needs its
 * hosts, not its theme), so one run reports every problem instead of one layer per run.
 *
 * @example
 * withoutInvalid({ hosts: ['a.example', 'https://b.example/'], email: 'x' }, error) // { value: { hosts: ['a.example'] }, deleted: Set { 'email' } }
 */
export function withoutInvalid(input: Record<string, unknown>, error: z.ZodError): Repaired {
  const value: Record<string, unknown> = { ...input };
  const deleted = new Set<string>();
  const badElements = new Map<string, Set<number>>();
  for (const issue of error.issues) {
    const [key, index] = issue.path;
    if (issue.code === 'unrecognized_keys' && key === undefined) {
      for (const unknown of issue.keys) delete value[unknown];
    } else if (typeof key === 'string' && typeof index === 'number' && Array.isArray(input[key])) {
      badElements.set(key, (badElements.get(key) ?? new Set()).add(index));
    } else if (typeof key === 'string') {
      deleted.add(key);
    }
  }
  for (const [key, indexes] of badElements)
    if (!deleted.has(key)) value[key] = (input[key] as unknown[]).filter((_, i) => !indexes.has(i));
  for (const key of deleted) delete value[key];
  return { value, deleted };
}
