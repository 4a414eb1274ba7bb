// The command line without a server: inputs typed by the contract, output formats, the session file, and
// bad input refused with exit code 2 before anything is sent. (scripts/consumer.test.ts runs the packed
// command against a real server.)
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { operations } from '../generated/operations.js';
import { hashPassword } from '../sign.js';
import { allOperations, callInput, findOperation } from './contract.js';
import { openRowWriter, rowFormat } from './output.js';
import { run } from './run.js';
import { fileTokenStore, readSession } from './session.js';

const dir = mkdtempSync(join(tmpdir(), 'wallet-admin-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

function stream() {
  const s = new PassThrough();
  let text = '';
  s.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  return { stream: s as unknown as NodeJS.WriteStream, text: () => text };
}

async function cli(...argv: string[]) {
  return cliWith({}, ...argv);
}

async function cliWith(extra: Record<string, string>, ...argv: string[]) {
  return cliIn(new PassThrough(), extra, ...argv);
}

async function cliIn(stdin: PassThrough, extra: Record<string, string>, ...argv: string[]) {
  const out = stream();
  const err = stream();
  const env = { WALLET_ADMIN_URL: 'http://127.0.0.1:9', WALLET_ADMIN_SESSION: join(dir, 'cli-session.json'), ...extra };
  const status = await run(argv, { env, stdin: stdin as unknown as NodeJS.ReadStream, stdout: out.stream, stderr: err.stream });
  return { status, stdout: out.text(), stderr: err.text() };
}

describe('inputs from key=value pairs, typed by the contract', () => {
  it('puts each key where the operation takes it, with its type', () => {
    expect(callInput(findOperation('getBlockChain'), ['id=7'])).toEqual({ query: { id: 7 } });
    expect(callInput(findOperation('deleteBlockChain'), ['id=3', 'password=secret'])).toEqual({
      path: { id: 3 },
      body: { password: hashPassword('secret') },
    });
    const update = callInput(findOperation('updateApplication'), ['id=5', 'lang=en', 'title=Uniswap, v4', 'sort=-2']);
    expect(update).toEqual({ body: { id: 5, lang: 'en', title: 'Uniswap, v4', sort: -2 } });
  });

  it('refuses unknown keys, wrong types, values outside an enum, repeats and missing required inputs, naming them', () => {
    const get = findOperation('getBlockChain');
    expect(() => callInput(get, ['id=one'])).toThrow('id: expected an integer, got "one"');
    expect(() => callInput(get, ['idx=1'])).toThrow('getBlockChain has no input "idx" (inputs: id)');
    expect(() => callInput(get, ['id'])).toThrow('"id" is not key=value');
    expect(() => callInput(get, ['id=1', 'id=2'])).toThrow('id: given twice');
    expect(() => callInput(get, [])).toThrow('getBlockChain needs id=…');
    expect(() => callInput(findOperation('updateApplication'), ['id=1', 'lang=fr'])).toThrow(
      'lang: must be one of "zh-Hans", "zh-Hant", "en", got "fr"',
    );
    expect(() => callInput(get, ['id=1'], { name: 'x' })).toThrow('--body: getBlockChain takes no request body');
  });

  it('extends a --body object with the pairs', () => {
    expect(callInput(findOperation('updateApplication'), ['sort=3'], { id: 9, sort: 1 })).toEqual({ body: { id: 9, sort: 3 } });
  });

  it('knows every operation of the table, and which ones answer pages', () => {
    expect(
      allOperations()
        .map((op) => op.id)
        .sort(),
    ).toEqual(Object.keys(operations).sort());
    expect(findOperation('listApplication').rowColumns).toContain('title');
    expect(findOperation('getBlockChain').rowColumns).toBeNull();
    expect(() => findOperation('getBlockchain')).toThrow('unknown operation "getBlockchain"');
  });
});

describe('row output', () => {
  it('chooses the format from --format, else the file extension, else JSON Lines', () => {
    expect(rowFormat(undefined, 'rows.CSV')).toBe('csv');
    expect(rowFormat(undefined, 'rows.xlsx')).toBe('xlsx');
    expect(rowFormat(undefined, undefined)).toBe('jsonl');
    expect(rowFormat('csv', 'rows.jsonl')).toBe('csv');
    expect(() => rowFormat('tsv', undefined)).toThrow('--format must be jsonl, csv, xlsx, got "tsv"');
  });

  it('writes CSV with the given columns, quoting what needs it, and JSON Lines as the rows came', async () => {
    const csv = stream();
    const writer = await openRowWriter('csv', ['id', 'title', 'tags'], undefined, csv.stream);
    await writer.write({ id: 1, title: 'say "hi", twice', tags: ['a', 'b'] });
    await writer.write({ id: 2, title: null });
    await writer.close();
    expect(csv.text()).toBe('\uFEFFid,title,tags\r\n1,"say ""hi"", twice","[""a"",""b""]"\r\n2,,\r\n');

    const jsonl = stream();
    const lines = await openRowWriter('jsonl', ['id'], undefined, jsonl.stream);
    await lines.write({ id: 1, extra: true });
    expect(jsonl.text()).toBe('{"id":1,"extra":true}\n');
    await expect(openRowWriter('xlsx', ['id'], undefined, jsonl.stream)).rejects.toThrow('--format xlsx needs --output FILE.xlsx');
    await expect(openRowWriter('csv', ['id'], join(dir, 'missing', 'rows.csv'), jsonl.stream)).rejects.toThrow(
      `--output: cannot write ${join(dir, 'missing', 'rows.csv')}: ENOENT`,
    );
  });
});

it('CSV: a byte order mark for Excel, and text a spreadsheet would run as a formula is escaped (numbers keep their sign)', async () => {
  const csv = stream();
  const writer = await openRowWriter('csv', ['id', 'name'], undefined, csv.stream);
  for (const name of ['=HYPERLINK("http://x.test","点我")', '+1', '-1', '@SUM(A1)', '\tx', '\rx', 'USDT', '以太坊'])
    await writer.write({ id: -5, name });
  await writer.close();
  const lines = csv.text().split('\r\n');
  expect(lines[0]).toBe('\uFEFFid,name');
  expect(lines.slice(1, -1)).toEqual([
    `-5,"'=HYPERLINK(""http://x.test"",""点我"")"`,
    "-5,'+1",
    "-5,'-1",
    "-5,'@SUM(A1)",
    "-5,'\tx",
    `-5,"'\rx"`,
    '-5,USDT',
    '-5,以太坊',
  ]);
});

it('a list that fails half-way leaves the file that was there, and no temporary file', async () => {
  const out = join(dir, 'atomic');
  mkdirSync(out);
  const file = join(out, 'tokens.csv');
  writeFileSync(file, 'the previous export\n');
  const session = fileTokenStore(join(dir, 'cli-session.json'), 'http://127.0.0.1:9');
  session.set({ token: 't', userName: 'admin', userId: 1 });
  onTestFinished(() => session.clear());
  const page = (ids: number[]) => Response.json({ result: 0, message: 'ok', data: { list: ids.map((id) => ({ id })), total: 4 } });
  const answers = [page([1, 2]), Response.json({ result: 40003, message: 'forbidden' })];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answers.shift() ?? page([]));
  const failed = await cli('list', 'listBlockChain', '--all', '--page-size', '2', '--output', file);
  expect(failed.status).toBe(1);
  expect(readFileSync(file, 'utf8')).toBe('the previous export\n');
  expect(readdirSync(out)).toEqual(['tokens.csv']);

  answers.push(page([1, 2]), page([3, 4]));
  expect((await cli('list', 'listBlockChain', '--all', '--page-size', '2', '--output', file)).status).toBe(0);
  expect(readFileSync(file, 'utf8').split('\r\n')[4]).toMatch(/^4,/);
  expect(readdirSync(out)).toEqual(['tokens.csv']);
});

it('writes .xlsx workbooks through the optional write-excel-file', async () => {
  const file = join(dir, 'rows.xlsx');
  const writer = await openRowWriter('xlsx', ['id', 'title'], file, stream().stream);
  await writer.write({ id: 1, title: 'Uniswap' });
  await writer.close();
  expect(readFileSync(file).subarray(0, 4)).toEqual(Buffer.from('PK\u0003\u0004')); // an Office Open XML zip
});

describe('the session file', () => {
  it('is readable only by the user, and belongs to one server', () => {
    const file = join(dir, 'nested', 'session.json');
    const store = fileTokenStore(file, 'http://a.test');
    store.set({ token: 't1', userName: 'admin', userId: 1 });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'nested')).mode & 0o777).toBe(0o700);
    expect(readSession(file)).toEqual({ url: 'http://a.test', token: 't1', userName: 'admin', userId: 1 });

    const other = fileTokenStore(file, 'http://b.test');
    expect(other.get()).toBeNull();
    other.clear(); // b's "session invalid" must not sign a out
    expect(existsSync(file)).toBe(true);
    fileTokenStore(file, 'http://a.test').clear();
    expect(existsSync(file)).toBe(false);
  });

  it('keeps one session per server: signing in to one leaves the others signed in', () => {
    const file = join(dir, 'profiles', 'session.json');
    fileTokenStore(file, 'http://a.test').set({ token: 'ta', userName: 'admin', userId: 1 });
    const b = fileTokenStore(file, 'http://b.test');
    b.set({ token: 'tb', userName: 'ops', userId: 2 });
    expect(fileTokenStore(file, 'http://a.test').get()).toEqual({ token: 'ta', userName: 'admin', userId: 1 });
    expect(readSession(file)).toEqual({ url: 'http://b.test', token: 'tb', userName: 'ops', userId: 2 }); // the latest
    b.clear();
    expect(readSession(file)).toBeNull();
    expect(fileTokenStore(file, 'http://a.test').get()?.token).toBe('ta');
  });

  it('reads the one-session file of earlier versions', () => {
    const file = join(dir, 'old-session.json');
    writeFileSync(file, JSON.stringify({ url: 'http://a.test', token: 't0', userName: 'admin', userId: 1 }));
    expect(fileTokenStore(file, 'http://a.test').get()?.token).toBe('t0');
    expect(readSession(file)?.url).toBe('http://a.test');
  });
});

describe('wallet-admin', () => {
  it('exits 2 on bad input, naming the flag or key, and sends nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const cases: [string[], string][] = [
      [['call', 'getBlockChain', 'id=x'], 'wallet-admin call: id: expected an integer, got "x"'],
      [['call', 'getBlockChain', 'id=1', '--bogus'], "wallet-admin call: Unknown option '--bogus'"],
      [['list', 'getBlockChain'], 'getBlockChain does not answer pages of rows'],
      [['list', 'listApplication', '--page-size', '0'], '--page-size must be an integer from 1 to 1000, got "0"'],
      [['sign', 'getBlockChain'], 'getBlockChain is not a signed call (signed calls: '],
      [['sign', 'getLastVersion', 'platform=ios'], 'getLastVersion is a signed call: give --app-key and --app-secret'],
      [['login', '--user', 'admin'], '--password-stdin (or --password, or WALLET_ADMIN_PASSWORD, or a terminal to be asked)'],
      [['call', 'getBlockChain', 'id=1', '--url', 'ftp://x'], '--url: "ftp://x" is not an http(s) URL'],
      [['frobnicate'], 'unknown command "frobnicate"'],
      [['call', 'getBlockChain', 'id=1', '--timeout', 'soon'], '--timeout must be a number of seconds (0: none), got "soon"'],
    ];
    for (const [argv, message] of cases) {
      const r = await cli(...argv);
      expect(r.status, argv.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('exits 3 when not signed in, 4 when the server cannot be reached, 1 when it refuses; --json errors are JSON on stderr', async () => {
    const signedOut = await cli('call', 'getBlockChain', 'id=1');
    expect(signedOut.status).toBe(3);
    expect(signedOut.stderr).toContain('wallet-admin call: not signed in to http://127.0.0.1:9');
    const json = await cli('call', 'getBlockChain', 'id=1', '--json');
    expect(json.stdout).toBe('');
    expect(JSON.parse(json.stderr)).toEqual({ error: { command: 'call', exit: 3, message: 'not signed in to http://127.0.0.1:9' } });

    const token = { WALLET_ADMIN_TOKEN: 'env-token' };
    const unreachable = await cliWith(token, 'call', 'getBlockChain', 'id=1', '--json');
    expect(unreachable.status).toBe(4);
    expect(JSON.parse(unreachable.stderr)).toMatchObject({ error: { exit: 4, kind: 'network', result: -1, operationId: 'getBlockChain' } });

    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ result: 40004, message: 'not found', field: 'id', request_id: 'r-1' }),
    );
    const refused = await cliWith(token, 'call', 'getBlockChain', 'id=1', '--json');
    expect(refused.status).toBe(1);
    expect(JSON.parse(refused.stderr)).toEqual({
      error: {
        command: 'call',
        exit: 1,
        message: 'getBlockChain failed with result 40004: not found [request r-1]',
        result: 40004,
        kind: 'api',
        operationId: 'getBlockChain',
        field: 'id',
        requestId: 'r-1',
      },
    });
  });

  it('suggests the operation or command a typo meant', async () => {
    expect((await cli('call', 'getBlockChian', 'id=1')).stderr).toContain('unknown operation "getBlockChian" (did you mean getBlockChain');
    expect((await cli('call', 'blockchain')).stderr).toMatch(/did you mean \w*BlockChain/);
    expect((await cli('lgoin')).stderr).toContain('unknown command "lgoin" (did you mean login?');
  });

  it('takes the session token from WALLET_ADMIN_TOKEN; whoami and auth status say who and from where', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ result: 0, message: 'ok', data: { id: 7, user_name: 'ops', role_name: '运营' } }));
    const me = await cliWith({ WALLET_ADMIN_TOKEN: 'env-token' }, 'whoami');
    expect(me).toMatchObject({ status: 0, stderr: '' });
    expect(me.stdout).toBe('signed in to http://127.0.0.1:9 as ops (user 7, role 运营); session from WALLET_ADMIN_TOKEN\n');
    expect((fetch.mock.calls[0]![0] as Request).headers.get('token')).toBe('env-token');
    const status = await cliWith({ WALLET_ADMIN_TOKEN: 'env-token' }, 'auth', 'status', '--json');
    expect(JSON.parse(status.stdout)).toMatchObject({ userName: 'ops', userId: 7, session: 'WALLET_ADMIN_TOKEN' });
    expect(existsSync(join(dir, 'cli-session.json'))).toBe(false); // the environment's token is never saved
    expect((await cli('whoami')).status).toBe(3);
  });

  it('login --password-stdin reads the password from the first line of standard input', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ result: 0, message: 'ok', data: { token: 'tok', user_id: 1, user_name: 'admin' } }));
    const stdin = new PassThrough();
    stdin.end('Admin@12345\nignored\n');
    const r = await cliIn(stdin, { WALLET_ADMIN_SESSION: join(dir, 'stdin-session.json') }, 'login', '--user', 'admin', '--password-stdin');
    expect(r.status).toBe(0);
    const body = new URLSearchParams(await (fetch.mock.calls[0]![0] as Request).text());
    expect(body.get('password')).toBe(hashPassword('Admin@12345'));
  });

  it('login answers a second factor from --code or WALLET_ADMIN_CODE, and names them when the server asks and none is given', async () => {
    const pending = { pending_token: 'a'.repeat(64), expires_at: 1, enrol: false, methods: ['totp', 'recovery_code'] };
    let enrol = false;
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL((input as Request).url).pathname;
      if (path === '/v1/admin/login') return Response.json({ result: 20203, message: 'second factor needed', data: { ...pending, enrol } });
      return Response.json({ result: 0, message: 'ok', data: { token: 'tok-2fa', user_id: 1, user_name: 'admin' } });
    });
    const session = { WALLET_ADMIN_SESSION: join(dir, 'code-session.json') };
    const sent = async (index: number) => Object.fromEntries(new URLSearchParams(await (fetch.mock.calls[index]![0] as Request).text()));

    const byFlag = await cliWith(session, 'login', '--user', 'admin', '--password', 'Admin@12345', '--code', '123456');
    expect(byFlag).toMatchObject({ status: 0, stderr: '' });
    expect(await sent(1)).toEqual({ pending_token: pending.pending_token, method: 'totp', code: '123456' });
    expect(readSession(session.WALLET_ADMIN_SESSION)).toMatchObject({ token: 'tok-2fa' });

    const byEnv = await cliWith({ ...session, WALLET_ADMIN_CODE: 'ABCD-EFGH-JKMN-PQRS' }, 'login', '--user', 'admin', '--password', 'x');
    expect(byEnv.status).toBe(0);
    expect(await sent(3)).toMatchObject({ method: 'recovery_code', code: 'ABCD-EFGH-JKMN-PQRS' });

    const none = await cliWith({ WALLET_ADMIN_SESSION: join(dir, 'none.json') }, 'login', '--user', 'admin', '--password', 'x');
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('admin signs in with a second factor: give --code CODE (or WALLET_ADMIN_CODE)');
    expect(existsSync(join(dir, 'none.json'))).toBe(false);

    enrol = true;
    const enrolling = await cliWith(
      { WALLET_ADMIN_SESSION: join(dir, 'none.json') },
      'login',
      '--user',
      'ops',
      '--password',
      'x',
      '--code',
      '1',
    );
    expect(enrolling.status).toBe(1);
    expect(enrolling.stderr).toContain('ops has no authenticator yet: sign in once in the console to enrol one');
    expect(fetch).toHaveBeenCalledTimes(6); // the enrolling account's code was never sent
  });

  it('ends quietly with exit code 0 when its reader goes away (| head)', async () => {
    const main = join(import.meta.dirname, 'main.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', main, 'ops'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy(); // the reader is gone before the first line is written
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('prints help from the contract and lists operations', async () => {
    const help = await cli('call', 'deleteBlockChain', '--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('POST /v1/admin/block_chain/delete/{id}');
    expect(help.stdout).toMatch(/^ {2}password=password \(plain; sent hashed\) {2}\(body, required\)/m);
    const ops = await cli('ops', '--json');
    expect((JSON.parse(ops.stdout) as unknown[]).length).toBe(Object.keys(operations).length);
    expect((await cli('ops', 'no-such-thing')).status).toBe(1);
    expect((await cli('help')).stdout).toContain('Exit codes: 0 done');
    expect((await cli('--version')).stdout).toMatch(/^wallet-admin \d+\.\d+\.\d+ \(@wallet-admin\/sdk, contract \S+\)\n$/);
  });

  it('asks for the messages in the language of --lang, else of the locale in its environment', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ result: 0, message: 'ok', data: {} }));
    const signed = ['sign', 'getLastVersion', 'platform=ios', '--app-key', 'k', '--app-secret', 's'];
    expect((await cliWith({ LANG: 'en_US.UTF-8' }, ...signed)).status).toBe(0);
    expect((await cliWith({ LANG: 'en_US.UTF-8', LC_ALL: 'zh_CN.UTF-8' }, ...signed)).status).toBe(0);
    expect((await cliWith({ LANG: 'zh_CN.UTF-8' }, ...signed, '--lang', 'en')).status).toBe(0);
    expect((await cliWith({}, ...signed)).status).toBe(0);
    const sent = fetch.mock.calls.map(([request]) => (request as Request).headers.get('accept-language'));
    expect(sent).toEqual(['en-US', 'zh-CN', 'en', null]);
  });

  it('prints a signed URL, with a nonce, that curl takes as it is, without sending it', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const r = await cli('sign', 'getLastVersion', 'platform=ios', '--app-key', 'k', '--app-secret', 's', '--print');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/v1\/version\/last\?platform=ios&nonce=[\w-]{8,64}&timestamp=\d+&app_key=k&sign=[0-9a-f]{64}\n$/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('approvals (x-approval requests)', () => {
  const token = { WALLET_ADMIN_TOKEN: 'env-token' };

  it('says a call waits for approval and exits 5, then approves, rejects and lists with the inbox operations', async () => {
    const sent: string[] = [];
    const answers = [
      Response.json({
        result: 20202,
        message: 'waiting for approval: request 9',
        data: { approval_id: 9, expires_at: Date.UTC(2030, 0, 1) },
      }),
      Response.json({ result: 0, message: 'ok', data: { id: 7 } }),
      Response.json({ result: 0, message: 'ok' }),
      Response.json({ result: 0, message: 'ok', data: { list: [], total: 0 } }),
    ];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      sent.push(`${request.url} ${await request.text()}`);
      return answers.shift()!;
    });
    const asked = await cliWith({ ...token, WALLET_ADMIN_ADMIN_PASSWORD: 'x' }, 'call', 'setLastVersion', 'id=7');
    expect(asked.status).toBe(5);
    expect(asked.stdout).toContain(
      'request 9 waits for another operator until 2030-01-01T00:00:00.000Z (wallet-admin approvals approve 9)',
    );
    expect((await cliWith(token, 'approvals', 'approve', '9')).status).toBe(0);
    expect((await cliWith(token, 'approvals', 'reject', '9', '--remark', 'not now')).status).toBe(0);
    expect((await cliWith(token, 'approvals')).status).toBe(0);
    expect(sent.slice(1)).toEqual([
      'http://127.0.0.1:9/v1/admin/approval/approve id=9',
      'http://127.0.0.1:9/v1/admin/approval/reject id=9&remark=not+now',
      'http://127.0.0.1:9/v1/admin/approval/list?status=pending&count=100 ',
    ]);
  });

  it('refuses a reject without a remark and an unknown subcommand before sending', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    expect((await cliWith(token, 'approvals', 'reject', '9')).status).toBe(2);
    expect((await cliWith(token, 'approvals', 'undo', '9')).status).toBe(2);
    expect((await cliWith(token, 'approvals', 'approve', 'nine')).status).toBe(2);
    expect(fetch).not.toHaveBeenCalled();
  });
});
