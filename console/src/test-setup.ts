// Every console unit test: rendered trees are unmounted after each test, and every dynamic import a test started
// (a lazy chunk, the toaster that notify() loads on first use) has finished loading before the next test or the
// environment's teardown. Otherwise such a load can land after teardown and fail the run at random
// ("Cannot load … after the environment was torn down", "window is not defined"). React's scheduler runs its
// queued work in a macrotask (setImmediate in Node): one more turn lets work queued by the unmount or a late query
// answer run while the window still exists.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(async () => {
  cleanup();
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setImmediate(resolve));
});
