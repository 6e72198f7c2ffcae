import { it } from 'vitest';
import { assertHostileUrlsAreSafe } from './property.ts';

it('hostile URLs, part 3 of 5 (400 runs, seed 303)', () => assertHostileUrlsAreSafe(303), 60_000);
