// Issue 23 item 13: an unsupported Node is refused with a clear message before anything starts (Node 20 crashed
// `--workers` with SIGSEGV).
import { expect, test } from 'vitest';
import { unsupportedNode } from './node-version.ts';

test('Node before 22.12 is refused with a message that says what is needed', () => {
  for (const version of ['v18.20.4', 'v20.20.2', 'v21.7.3', 'v22.11.0', 'v22.0.0'])
    expect(unsupportedNode(version), version).toMatch(/^Wallet Admin's server needs Node 22 or later .* not Node v\d/);
});

test('Node 22.12 and later runs', () => {
  for (const version of ['v22.12.0', 'v22.20.1', 'v24.0.0', 'v24.21.0', 'v26.1.0']) expect(unsupportedNode(version), version).toBeNull();
  expect(unsupportedNode(process.version)).toBeNull(); // the Node running this suite
});
