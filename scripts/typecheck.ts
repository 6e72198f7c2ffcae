// `npm run typecheck`: one TypeScript program over the worker, the browser code, the build steps,
// the scripts, the benchmarks and the tests (tsconfig.json). Two programs (the scripts apart) checked
// the shared modules twice: 49 s of CPU against 33 s for one.
import { runAndReport } from './run-together.ts';

await runAndReport(['tsc --noEmit -p .']);
