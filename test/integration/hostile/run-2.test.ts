import { it } from 'vitest';
import { assertHostileUrlsAreSafe } from './property.ts';

it('hostile URLs, part 2 of 5 (400 runs, seed 202)', () => assertHostileUrlsAreSafe(202), 60_000);
