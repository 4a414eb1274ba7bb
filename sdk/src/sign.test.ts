import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, signRequest } from './sign.js';
import { stringToSign } from './sign-input.js';

// Expected values are computed independently of the SDK: literal strings hashed with node:crypto.
const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const opts = { appKey: 'wallet-app', appSecret: 's3cr3t-S3CR3T', now: 1_700_000_000_999, nonce: 'n-1' };
const TS = 'timestamp=1700000000';

afterEach(() => vi.useRealTimers());

describe('signRequest', () => {
  it('known vector: sorted key=value pairs, timestamp in seconds, secret appended', () => {
    const input = { start: 0, count: 100, lang: 'zh-Hans', key: 'swap' };
    const toSign = `app_key=wallet-app&count=100&key=swap&lang=zh-Hans&nonce=n-1&start=0&${TS}s3cr3t-S3CR3T`;
    const signed = signRequest(input, opts);
    expect(sha(toSign)).toBe('1bf8c1ab847d2a9c4f97b4567587374fc94b10f28b95fe47cc4e853f0ccdb862');
    expect(signed).toEqual({ ...input, timestamp: 1700000000, app_key: 'wallet-app', nonce: 'n-1', sign: sha(toSign) });
    const { sign: _sign, ...unsigned } = signed;
    expect(stringToSign(unsigned, opts.appSecret)).toBe(toSign);
    expect(input).toEqual({ start: 0, count: 100, lang: 'zh-Hans', key: 'swap' }); // not mutated
  });

  it('unicode values are hashed as UTF-8', () => {
    const signed = signRequest({ name: '钱包', memo: 'café ☕', emoji: '😀' }, opts);
    expect(signed.sign).toBe(sha(`app_key=wallet-app&emoji=😀&memo=café ☕&name=钱包&nonce=n-1&${TS}s3cr3t-S3CR3T`));
  });

  it('arrays and objects are JSON, numbers and booleans String()', () => {
    const signed = signRequest({ ids: [1, 2, 3], filter: { a: 1, b: 'x' }, flag: true, off: false, n: 1.5, neg: -2 }, opts);
    expect(signed.sign).toBe(
      sha(`app_key=wallet-app&filter={"a":1,"b":"x"}&flag=true&ids=[1,2,3]&n=1.5&neg=-2&nonce=n-1&off=false&${TS}s3cr3t-S3CR3T`),
    );
  });

  it('drops null, undefined and an existing sign; keeps empty strings and zero', () => {
    const signed = signRequest({ a: null, b: undefined, sign: 'deadbeef', c: '', d: 0 }, opts);
    expect(Object.keys(signed).sort()).toEqual(['app_key', 'c', 'd', 'nonce', 'sign', 'timestamp']);
    expect(signed.sign).toBe(sha(`app_key=wallet-app&c=&d=0&nonce=n-1&${TS}s3cr3t-S3CR3T`));
    expect(signed.sign).not.toBe('deadbeef');
  });

  it('orders keys by UTF-16 code units: B < a < aa < é < 😀 < U+FFFF', () => {
    const signed = signRequest({ '\uffff': 6, '😀': 5, é: 1, aa: 2, a: 3, B: 4 }, opts);
    expect(signed.sign).toBe(sha(`B=4&a=3&aa=2&app_key=wallet-app&nonce=n-1&${TS}&é=1&😀=5&\uffff=6s3cr3t-S3CR3T`));
  });

  it('replaces a caller timestamp/app_key and defaults now to Date.now()', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_234_567_890_123);
    const signed = signRequest({ timestamp: 1, app_key: 'other', x: 'y' }, { appKey: 'k', appSecret: 'S', nonce: 'q' });
    expect(signed.timestamp).toBe(1234567890);
    expect(signed.app_key).toBe('k');
    expect(signed.sign).toBe(sha('app_key=k&nonce=q&timestamp=1234567890&x=yS'));
  });
});

describe('signRequest nonces', () => {
  const { nonce: _fixed, ...fresh } = opts;

  it('adds a fresh nonce to each call: two identical calls in one second are two signatures', () => {
    const [a, b] = [signRequest({ key: 'swap' }, fresh), signRequest({ key: 'swap' }, fresh)];
    expect(a.timestamp).toBe(b.timestamp);
    expect(a.nonce).toMatch(/^[\w-]{14,}$/);
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.sign).not.toBe(b.sign);
    expect(a.sign).toBe(sha(`app_key=wallet-app&key=swap&nonce=${a.nonce}&${TS}s3cr3t-S3CR3T`));
  });

  it('keeps a nonce the parameters carry', () => {
    expect(signRequest({ key: 'swap', nonce: 'mine' }, fresh).nonce).toBe('mine');
  });
});

describe('signRequest against an independent implementation', () => {
  it('agrees with a plain join + node:crypto on random inputs (UTF-8 writer, lone surrogates)', () => {
    const alphabet = [
      'a',
      'Z',
      '0',
      '_',
      '-',
      ' ',
      '=',
      '&',
      'é',
      'ß',
      '钱',
      '😀',
      '\ud800',
      '\udfff',
      '\u0000',
      '\u07ff',
      '\u0800',
      '\uffff',
    ];
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const text = (max: number) => Array.from({ length: random(max) }, () => alphabet[random(alphabet.length)]).join('');
    for (let i = 0; i < 300; i++) {
      const params: Record<string, unknown> = {};
      for (let k = random(25); k > 0; k--) params[text(6) || 'k'] = random(3) === 0 ? random(1000) : text(40);
      const appSecret = text(30);
      const { sign, ...rest } = signRequest(params, { ...opts, appSecret });
      const record = rest as Record<string, unknown>;
      const joined = Object.keys(record)
        .sort()
        .map((k) => `${k}=${String(record[k])}`)
        .join('&');
      // Buffer.from(text, 'utf8') turns lone surrogates into U+FFFD, as TextEncoder does.
      expect(sign).toBe(
        createHash('sha256')
          .update(Buffer.from(joined + appSecret, 'utf8'))
          .digest('hex'),
      );
    }
  });
});

describe('signRequest with long values', () => {
  it('grows its buffer past the initial 2 KiB and stays correct afterwards', () => {
    const long = `${'é'.repeat(3000)}😀${'x'.repeat(5000)}`;
    const signed = signRequest({ long, a: 1 }, opts);
    expect(signed.sign).toBe(sha(`a=1&app_key=wallet-app&long=${long}&nonce=n-1&${TS}s3cr3t-S3CR3T`));
    expect(signRequest({ a: 1 }, opts).sign).toBe(sha(`a=1&app_key=wallet-app&nonce=n-1&${TS}s3cr3t-S3CR3T`));
  });
});

describe('hashPassword', () => {
  it('is the lowercase hex SHA-256 of the UTF-8 password', () => {
    expect(hashPassword('Admin@12345')).toBe(sha('Admin@12345'));
    expect(hashPassword('Admin@12345')).toBe('6f2cb9dd8f4b65e24e1c3f3fa5bc57982349237f11abceacd45bbcb74d621c25');
    expect(hashPassword('密码Pa$$1')).toBe(sha('密码Pa$$1'));
    expect(hashPassword('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});
