// Every console unit test: rendered trees are unmounted after each test, and every dynamic import a test started
// (a lazy chunk, the toaster that notify() loads on first use) has finished loading before the next test or the
// environment's teardown. Otherwise such a load can land after teardown and fail the run at random
// ("Cannot load … after the environment was torn down", "window is not defined"). React's scheduler runs its
// queued work in a macrotask (setImmediate in Node): one more turn lets work queued by the unmount or a late query
// answer run while the window still exists.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait for a settled page, not for a time: their default 1 s gave up on a page still rendering on
// a loaded machine (ResourceScreen.test's field message at load 14, CI runs three legs side by side). A test that
// should fail still fails, later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setImmediate(resolve));
});
