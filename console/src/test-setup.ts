// Every console unit test: rendered trees are unmounted after each test, and every dynamic import a test started
// (a lazy chunk, the toaster that notify() loads on first use) has finished loading before the next test or the
// environment's teardown. Otherwise such a load can land after teardown and fail the run at random
// ("Cannot load … after the environment was torn down", "window is not defined").
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(async () => {
  cleanup();
  await vi.dynamicImportSettled();
});
