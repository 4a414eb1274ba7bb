import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, signRequest } from './sign.js';
import { hashPasswordAsync, signRequestAsync } from './web-crypto.js';

// Texts whose UTF-8 differs in every way the encoder can: ASCII, two-, three- and four-byte characters, a lone
// surrogate (U+FFFD), and an empty one.
const TEXTS = ['Admin@12345', 'pässwörd', '钱包密码', 'emoji 🔐 key', 'lone \ud800 half', ''];
const PARAMS = { start: 0, count: 5, key: '钱包 🔐', nonce: 'n-1', dropped: undefined, sign: 'old' };
const OPTIONS = { appKey: 'ak', appSecret: 'secret', now: 1_700_000_000_000 };

async function expectSameAsSynchronous(): Promise<void> {
  for (const text of TEXTS) expect(await hashPasswordAsync(text)).toBe(hashPassword(text));
  expect(await signRequestAsync(PARAMS, OPTIONS)).toEqual(signRequest(PARAMS, OPTIONS));
}

describe('the client’s Web Crypto hashing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hashes passwords and signs queries exactly as hashPassword and signRequest do', async () => {
    const digest = vi.spyOn(globalThis.crypto.subtle, 'digest');
    await expectSameAsSynchronous();
    expect(digest).toHaveBeenCalled();
    digest.mockRestore();
  });

  it('gives the same values where crypto.subtle is missing (a page over plain http)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    expect(globalThis.crypto.subtle).toBeUndefined();
    await expectSameAsSynchronous();
  });
});
