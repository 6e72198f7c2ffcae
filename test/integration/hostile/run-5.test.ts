import { it } from 'vitest';
import { assertHostileUrlsAreSafe } from './property.ts';

it('hostile URLs, part 5 of 5 (400 runs, seed 505)', () => assertHostileUrlsAreSafe(505), 60_000);
