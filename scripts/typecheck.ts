// `npm run typecheck`: the site's and the scripts' TypeScript projects, at the same time (scripts/run-together.ts).
import { runAndReport } from './run-together.ts';

await runAndReport(['tsc --noEmit -p .', 'tsc --noEmit -p scripts']);
