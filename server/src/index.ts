// @wallet-admin/server: the app factory for tests and the startable server for the e2e harness and benchmarks.
export { build, type BuildOptions } from './http/app.ts';
export { startServer, type RunningServer, type StartOptions } from './main.ts';
export { seed } from './seed/index.ts';
export { Result, AppError } from './http/errors.ts';
