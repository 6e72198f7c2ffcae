import type { Reporter, TestModule } from 'vitest/node';

/** Prints `N passed, N failed, N skipped` as the run's last line, for CI logs. */
export default class CountReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) counts.failed++;
    }
    setTimeout(() => console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`), 0);
  }
}
