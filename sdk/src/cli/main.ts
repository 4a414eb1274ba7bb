#!/usr/bin/env node
// `wallet-admin`, the package's bin: the operator jobs scripted by hand before (sign in, find an operation,
// call it, export a list, sign a public call) over the SDK, with help and input types from the contract.
import { run } from './run.js';

// `wallet-admin ops | head`: the reader has gone, and nothing is wrong with the command. Without this, the
// stream's EPIPE would end it with a stack trace and exit code 1.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

process.exitCode = await run(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
