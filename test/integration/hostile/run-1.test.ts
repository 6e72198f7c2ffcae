import { it } from 'vitest';
import { assertHostileUrlsAreSafe } from './property.ts';

it('hostile URLs, part 1 of 5 (400 runs, seed 101)', () => assertHostileUrlsAreSafe(101), 60_000);
