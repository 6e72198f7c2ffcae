import { it } from 'vitest';
import { assertHostileUrlsAreSafe } from './property.ts';

it('hostile URLs, part 4 of 5 (400 runs, seed 404)', () => assertHostileUrlsAreSafe(404), 60_000);
