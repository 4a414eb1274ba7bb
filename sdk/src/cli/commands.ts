// The commands of `wallet-admin`. Each parses its own flags (unknown ones are usage errors), checks every
// input against the contract before the first request, and returns its exit code.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createAdminClient, type AdminClient } from '../client.js';
import { toText } from '../encode.js';
import type { OperationId } from '../generated/operations.js';
import { paginate } from '../paginate.js';
import { isObject } from '../contract/document.js';
import { localeLanguage, signQuery } from '../headers.js';
import { isPendingApproval, isSecondFactorRequired } from '../errors.js';
import type { ListOperationId } from '../types.js';
import { allOperations, callInput, findOperation, type CallInput, type Operation } from './contract.js';
import { COMMANDS, operationHelp, type Command } from './help.js';
import { human, openRowWriter, rowFormat } from './output.js';
import { ask, askHidden } from './prompt.js';
import { fileTokenStore, readSession, sessionFile } from './session.js';
import { EXIT, NotSignedInError, UsageError } from './usage.js';
import { createMemoryTokenStore } from '../token-store.js';

export interface Io {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

const COMMON = {
  url: { type: 'string' },
  timeout: { type: 'string' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
} as const;
const CREDENTIALS = { 'admin-password': { type: 'string' }, 'app-key': { type: 'string' }, 'app-secret': { type: 'string' } } as const;

/** Spread into each command's parseArgs config: flags are declared, an unknown one is an error. */
const STRICT = { allowPositionals: true, strict: true } as const;

type Common = {
  url?: string | undefined;
  timeout?: string | undefined;
  lang?: string | undefined;
  'admin-password'?: string | undefined;
  'app-key'?: string | undefined;
  'app-secret'?: string | undefined;
};

/** --url, else WALLET_ADMIN_URL, else the server of the saved session, else the local reference server. */
function baseUrl(values: Common, io: Io): string {
  const url = values.url ?? io.env.WALLET_ADMIN_URL ?? readSession(sessionFile(io.env))?.url ?? 'http://localhost:8080';
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new UsageError(`--url: "${url}" is not an http(s) URL`);
  return url.replace(/\/+$/, '');
}

/** The flags, else the environment: what signed calls and X-Admin-Password calls need. */
function credentials(values: Common, io: Io) {
  return {
    adminPassword: values['admin-password'] ?? io.env.WALLET_ADMIN_ADMIN_PASSWORD,
    appKey: values['app-key'] ?? io.env.WALLET_ADMIN_APP_KEY,
    appSecret: values['app-secret'] ?? io.env.WALLET_ADMIN_APP_SECRET,
  };
}

/** --timeout, else WALLET_ADMIN_TIMEOUT: seconds per attempt (the SDK's default when neither is given). */
function timeoutMs(values: Common, io: Io): number | undefined {
  const raw = values.timeout ?? io.env.WALLET_ADMIN_TIMEOUT;
  if (raw === undefined) return undefined;
  const seconds = Number(raw);
  if (raw.trim() === '' || !(seconds >= 0)) throw new UsageError(`--timeout must be a number of seconds (0: none), got "${raw}"`);
  return seconds * 1000;
}

interface Connection {
  client: AdminClient;
  url: string;
  file: string;
  secrets: ReturnType<typeof credentials>;
}

function connect(values: Common, io: Io, secondFactor?: () => Promise<string | undefined>): Connection {
  const url = baseUrl(values, io);
  const file = sessionFile(io.env);
  const secrets = credentials(values, io);
  const timeout = timeoutMs(values, io);
  const client = createAdminClient({
    baseUrl: url,
    ...(timeout === undefined ? {} : { timeoutMs: timeout }),
    // A token from the environment (CI, a shell that signed in elsewhere) wins over the session file and is never saved.
    tokenStore: io.env.WALLET_ADMIN_TOKEN
      ? createMemoryTokenStore({ token: io.env.WALLET_ADMIN_TOKEN, userName: '', userId: 0 })
      : fileTokenStore(file, url),
    appKey: secrets.appKey,
    appSecret: secrets.appSecret,
    adminPassword: () => secrets.adminPassword,
    ...(secondFactor ? { secondFactor } : {}),
    // The server's messages in the language the flag or the locale of this command's environment asks for.
    language: () => values.lang ?? localeLanguage(io.env),
  });
  return { client, url, file, secrets };
}

const SIGNING_FLAGS = 'give --app-key and --app-secret (or WALLET_ADMIN_APP_KEY and WALLET_ADMIN_APP_SECRET)';

/** What the operation needs besides its inputs, checked before sending so the message names the flag. */
function checkNeeds(op: Operation, { client, url, secrets }: Connection): void {
  if (op.meta.session && !client.tokenStore.get()) throw new NotSignedInError(`not signed in to ${url}`);
  if (op.meta.adminPassword && !secrets.adminPassword) {
    throw new UsageError(`${op.id} sends the X-Admin-Password header: give --admin-password (or WALLET_ADMIN_ADMIN_PASSWORD)`);
  }
  if (op.meta.signed && !(secrets.appKey && secrets.appSecret)) throw new UsageError(`${op.id} is a signed call: ${SIGNING_FLAGS}`);
}

function readBody(source: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(source === '-' ? 0 : source, 'utf8'); // file descriptor 0: standard input
  } catch (error) {
    throw new UsageError(`--body: cannot read ${source}: ${(error as Error).message}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`--body: ${source} is not JSON: ${(error as Error).message}`);
  }
  if (!isObject(body)) throw new UsageError(`--body: ${source} must hold a JSON object`);
  return { ...body };
}

const print = (io: Io, text: string) => void io.stdout.write(`${text}\n`);

/** `command --help` without an operation: the command's usage; with one: the operation's help. */
function helped(command: Command, help: boolean | undefined, id: string | undefined, io: Io): boolean {
  if (!help) return false;
  print(io, id ? operationHelp(findOperation(id)) : COMMANDS[command]);
  return true;
}

async function send(op: Operation, input: CallInput, values: Common & { json?: boolean | undefined }, io: Io): Promise<number> {
  const connection = connect(values, io);
  checkNeeds(op, connection);
  let data: unknown;
  try {
    data = await connection.client.call(op.id as OperationId, input as never);
  } catch (error) {
    // x-approval: stored, not applied; another operator decides it (wallet-admin approvals).
    if (!isPendingApproval(error)) throw error;
    const { approval_id: id, expires_at: expires } = error.data;
    print(
      io,
      values.json
        ? JSON.stringify({ pending: { approval_id: id, expires_at: expires, message: error.message } }, null, 2)
        : `${error.message}\nrequest ${id} waits for another operator until ${new Date(expires).toISOString()} (wallet-admin approvals approve ${id})`,
    );
    return EXIT.pending;
  }
  print(io, values.json ? JSON.stringify(data ?? null, null, 2) : human(data));
  return EXIT.ok;
}

/** `approvals [list|approve ID|reject ID]`: the approvals inbox (listApproval, approveApproval, rejectApproval). */
async function approvals(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    ...STRICT,
    args: [...args],
    options: { ...COMMON, status: { type: 'string' }, remark: { type: 'string' } },
  });
  if (helped('approvals', values.help, undefined, io)) return EXIT.ok;
  const [sub = 'list', id, ...extra] = positionals;
  if (extra.length) throw new UsageError(`approvals ${sub}: unexpected "${extra.join(' ')}"`);
  if (sub === 'list') {
    if (id !== undefined) throw new UsageError(`approvals list takes no id, got "${id}"`);
    return send(
      findOperation('listApproval'),
      callInput(findOperation('listApproval'), [`status=${values.status ?? 'pending'}`, 'count=100']),
      values,
      io,
    );
  }
  if (sub !== 'approve' && sub !== 'reject') throw new UsageError(`approvals: unknown subcommand "${sub}" (list, approve ID, reject ID)`);
  if (id === undefined || !/^\d+$/.test(id)) throw new UsageError(`approvals ${sub} needs the request's id, got "${id ?? ''}"`);
  if (sub === 'reject' && !values.remark) throw new UsageError('approvals reject needs --remark (why)');
  const op = findOperation(sub === 'approve' ? 'approveApproval' : 'rejectApproval');
  const pairs = [`id=${id}`, ...(values.remark ? [`remark=${values.remark}`] : [])];
  return send(op, callInput(op, pairs), values, io);
}

async function login(args: readonly string[], io: Io): Promise<number> {
  const { values } = parseArgs({
    ...STRICT,
    args: [...args],
    options: {
      ...COMMON,
      user: { type: 'string' },
      password: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      code: { type: 'string' },
    },
  });
  if (helped('login', values.help, undefined, io)) return EXIT.ok;
  const terminal = io.stdin.isTTY === true;
  // --password-stdin: the first line of standard input (a secret manager's pipe), never on the command line.
  const piped = values['password-stdin'] ? (await readAll(io.stdin)).split(/\r?\n/)[0] : undefined;
  const user = values.user ?? io.env.WALLET_ADMIN_USER ?? (terminal ? await ask(io, 'user: ') : undefined);
  if (!user) throw new UsageError('--user is required (or WALLET_ADMIN_USER, or run it on a terminal to be asked)');
  const password = piped ?? values.password ?? io.env.WALLET_ADMIN_PASSWORD ?? (terminal ? await askHidden(io, 'password: ') : undefined);
  if (!password) {
    throw new UsageError('--password-stdin (or --password, or WALLET_ADMIN_PASSWORD, or a terminal to be asked) gives the password');
  }
  // The second factor, asked for only when the server wants one (20203): --code, else WALLET_ADMIN_CODE, else a prompt
  // on a terminal. An authenticator's six digits, or a recovery code (XXXX-XXXX-XXXX-XXXX).
  const secondFactor = async () =>
    values.code ??
    io.env.WALLET_ADMIN_CODE ??
    (terminal ? await ask(io, 'second factor (authenticator code or recovery code): ') : undefined);
  const { client, url, file } = connect(values, io, secondFactor);
  let me;
  try {
    me = await client.login(user, password);
  } catch (error) {
    if (!isSecondFactorRequired(error)) throw error;
    // The password was right and no session was opened: say what the next step needs.
    throw new Error(
      error.data.enrol
        ? `${user} has no authenticator yet: sign in once in the console to enrol one (it shows a QR code), then log in here with --code`
        : `${user} signs in with a second factor: give --code CODE (or WALLET_ADMIN_CODE), an authenticator code or a recovery code, or run it on a terminal to be asked`,
    );
  }
  const signedIn = { url, userName: me.user_name ?? user, userId: me.user_id, sessionFile: file };
  print(
    io,
    values.json
      ? JSON.stringify(signedIn, null, 2)
      : `signed in to ${url} as ${signedIn.userName} (user ${me.user_id}); session kept in ${file}`,
  );
  return EXIT.ok;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return text;
}

/** `whoami` (also `auth status`): which server, which account, and where the session comes from; exit 3 without one. */
async function whoami(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({ ...STRICT, args: [...args], options: COMMON });
  if (helped('whoami', values.help, undefined, io)) return EXIT.ok;
  if (positionals.length) throw new UsageError(`whoami takes no arguments, got "${positionals.join(' ')}"`);
  const { client, url, file } = connect(values, io);
  if (!client.tokenStore.get()) throw new NotSignedInError(`not signed in to ${url}`);
  const me = await client.call('getUser');
  const source = io.env.WALLET_ADMIN_TOKEN ? 'WALLET_ADMIN_TOKEN' : file;
  const status = { url, userName: me.user_name, userId: me.id, role: me.role_name, session: source };
  print(
    io,
    values.json
      ? JSON.stringify(status, null, 2)
      : `signed in to ${url} as ${me.user_name} (user ${me.id}, role ${me.role_name}); session from ${source}`,
  );
  return EXIT.ok;
}

async function auth(args: readonly string[], io: Io): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'status') return whoami(rest, io);
  if (sub === '--help' || sub === '-h' || sub === undefined) return helped('auth', true, undefined, io) ? EXIT.ok : EXIT.usage;
  throw new UsageError(`auth: unknown subcommand "${sub}" (auth status)`);
}

async function logout(args: readonly string[], io: Io): Promise<number> {
  const { values } = parseArgs({ ...STRICT, args: [...args], options: COMMON });
  if (helped('logout', values.help, undefined, io)) return EXIT.ok;
  const { client, url } = connect(values, io);
  const signedIn = client.tokenStore.get() !== null;
  await client.logout();
  print(io, signedIn ? `signed out of ${url}` : `not signed in to ${url}`);
  return EXIT.ok;
}

async function ops(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({ ...STRICT, args: [...args], options: COMMON });
  if (helped('ops', values.help, undefined, io)) return EXIT.ok;
  const filter = positionals.join(' ').toLowerCase();
  const found = allOperations().filter((op) => [op.id, op.path, op.summary, ...op.tags].some((s) => s.toLowerCase().includes(filter)));
  if (values.json) {
    print(
      io,
      JSON.stringify(
        found.map(({ id, method, path, summary, tags }) => ({ operationId: id, method, path, summary, tags })),
        null,
        2,
      ),
    );
  } else {
    const idWidth = Math.max(0, ...found.map((op) => op.id.length));
    const routeWidth = Math.max(0, ...found.map((op) => op.method.length + op.path.length + 1));
    for (const op of found) print(io, `${op.id.padEnd(idWidth)}  ${`${op.method} ${op.path}`.padEnd(routeWidth)}  ${op.summary}`);
  }
  if (found.length === 0) io.stderr.write(`no operation matches "${filter}"\n`);
  return found.length ? EXIT.ok : EXIT.failed;
}

async function call(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    ...STRICT,
    args: [...args],
    options: { ...COMMON, ...CREDENTIALS, body: { type: 'string' } },
  });
  const [id, ...pairs] = positionals;
  if (helped('call', values.help, id, io)) return EXIT.ok;
  const op = findOperation(id);
  return send(op, callInput(op, pairs, values.body === undefined ? undefined : readBody(values.body)), values, io);
}

function pageSize(raw: string | undefined): number {
  if (raw === undefined) return 100;
  const size = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(size >= 1 && size <= 1000)) throw new UsageError(`--page-size must be an integer from 1 to 1000, got "${raw}"`);
  return size;
}

async function list(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    ...STRICT,
    args: [...args],
    options: {
      ...COMMON,
      ...CREDENTIALS,
      all: { type: 'boolean' },
      'page-size': { type: 'string' },
      format: { type: 'string' },
      output: { type: 'string', short: 'o' },
    },
  });
  const [id, ...pairs] = positionals;
  if (helped('list', values.help, id, io)) return EXIT.ok;
  const op = findOperation(id);
  if (!op.rowColumns) throw new UsageError(`${op.id} does not answer pages of rows: use "wallet-admin call ${op.id}"`);
  const size = pageSize(values['page-size']);
  const input = callInput(op, pairs);
  const format = rowFormat(values.format, values.output);
  const connection = connect(values, io);
  checkNeeds(op, connection);
  const writer = await openRowWriter(format, op.rowColumns, values.output, io.stdout);
  const progress = io.stderr.isTTY === true;
  let rows = 0;
  let total = 0;
  const onPage = (page: { loaded: number; total: number }) => {
    total = page.total;
    if (progress) io.stderr.write(`\r${op.id}: ${page.loaded} of ${page.total} rows`);
  };
  try {
    for await (const row of paginate(connection.client, op.id as ListOperationId, input as never, { pageSize: size, onPage })) {
      await writer.write(row);
      if (++rows >= size && !values.all) break;
    }
    await writer.close();
  } catch (error) {
    await writer.abort();
    throw error;
  } finally {
    if (progress) io.stderr.write('\r\u001b[K');
  }
  const more = !values.all && total > rows ? ` (the first page of ${total}; --all for every row)` : '';
  io.stderr.write(`${rows} rows${values.output ? ` written to ${values.output}` : ''}${more}\n`);
  return EXIT.ok;
}

async function sign(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    ...STRICT,
    args: [...args],
    options: { ...COMMON, ...CREDENTIALS, print: { type: 'boolean' } },
  });
  const [id, ...pairs] = positionals;
  if (helped('sign', values.help, id, io)) return EXIT.ok;
  const op = findOperation(id);
  if (!op.meta.signed) {
    const signed = allOperations()
      .filter((o) => o.meta.signed)
      .map((o) => o.id);
    throw new UsageError(`${op.id} is not a signed call (signed calls: ${signed.join(', ')})`);
  }
  const input = callInput(op, pairs);
  if (!values.print) return send(op, input, values, io);
  const { appKey, appSecret } = credentials(values, io);
  if (!appKey || !appSecret) throw new UsageError(`--print signs the call: ${SIGNING_FLAGS}`);
  const query = await signQuery({ appKey, appSecret, now: Date.now }, op.id, input.query ?? {});
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, toText(v)]));
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input.path?.[name])));
  // The URL alone (every signed call is a GET), so `curl "$(wallet-admin sign … --print)"` sends it as printed.
  print(io, values.json ? JSON.stringify(query, null, 2) : `${baseUrl(values, io)}${path}?${search}`);
  return EXIT.ok;
}

export const commands: Record<Command, (args: readonly string[], io: Io) => Promise<number>> = {
  login,
  logout,
  whoami,
  auth,
  ops,
  call,
  list,
  sign,
  approvals,
};
