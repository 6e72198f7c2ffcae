// `npm test`'s checks before its tests, at the same time (scripts/run-together.ts).
import { runAndReport } from './run-together.ts';

await runAndReport(['npm run -s typecheck', 'npm run -s format:check', 'npm run -s check']);
