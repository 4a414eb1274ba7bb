#!/usr/bin/env node
// `wallet-admin`, the package's bin: the operator jobs scripted by hand before (sign in, find an operation,
// call it, export a list, sign a public call) over the SDK, with help and input types from the contract.
import { run } from './run.js';

process.exitCode = await run(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
