// Every console unit test: rendered trees are unmounted after each test, so no React work (a lazy chunk resolving,
// a Suspense retry) runs after the test environment is torn down ("window is not defined" at random otherwise).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
