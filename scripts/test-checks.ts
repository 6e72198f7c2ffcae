// `npm test`'s checks, at the same time (scripts/run-together.ts); scripts/test-run.ts runs them beside the tests.
import { runAndReport } from './run-together.ts';

await runAndReport(['npm run -s typecheck', 'npm run -s format:check', 'npm run -s check']);
