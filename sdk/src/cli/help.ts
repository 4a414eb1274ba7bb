// Help texts: the commands' usage here, each operation's from the contract.
import type { Field, Operation } from './contract.js';

export const COMMANDS = {
  login: `wallet-admin login [--url URL] [--user NAME] [--password-stdin] [--code CODE]
  Signs in and keeps the session in a file only you can read, one per server (signing in to another
  server leaves this one signed in; --url picks the server, else the last one signed in to). --password-stdin reads the password from
  the first line of standard input; else WALLET_ADMIN_PASSWORD, else a prompt on a terminal (--password
  PASSWORD works too, but shows it to other users of the machine). The user comes from --user,
  WALLET_ADMIN_USER or a prompt. When the server asks for a second factor, --code gives it (six digits of
  the account's authenticator, or one of its recovery codes), else WALLET_ADMIN_CODE, else a prompt on a
  terminal; an account without an authenticator enrols one in the console first.`,
  logout: `wallet-admin logout
  Ends the session on the server and deletes the session file.`,
  whoami: `wallet-admin whoami [--json]
  The server, the signed-in account and its role, and where the session comes from (WALLET_ADMIN_TOKEN or
  the session file). Exit code 3 when not signed in.`,
  auth: `wallet-admin auth status [--json]
  The same as whoami.`,
  ops: `wallet-admin ops [FILTER] [--json]
  Every operation of the contract with its method, path and summary; FILTER matches the operationId,
  path, summary or tag (case-insensitive).`,
  call: `wallet-admin call OPERATION_ID [key=value …] [--body FILE.json] [--json] [--admin-password P]
  Calls one operation. Each key is a path, query or body input of the operation, typed by the contract
  (integers, numbers, true/false, JSON for arrays and objects; password fields are hashed). --body reads a
  JSON object (- for stdin) that key=value pairs extend. Prints the data (--json: as JSON).
  "wallet-admin call OPERATION_ID --help" lists the operation's inputs.`,
  list: `wallet-admin list OPERATION_ID [key=value …] [--all] [--page-size N] [--format jsonl|csv|xlsx] [--output FILE]
  Rows of a list operation, page by page: the first page, or every page with --all. JSON Lines on
  stdout by default; the format follows --format or the --output extension (.jsonl, .csv, .xlsx).
  A progress line is shown on a terminal.`,
  sign: `wallet-admin sign OPERATION_ID [key=value …] [--app-key KEY] [--app-secret SECRET] [--print] [--json]
  Calls a public signed (x-signed) operation: timestamp, a fresh nonce, app_key and sign are added to
  its query. The key and secret come from the flags or WALLET_ADMIN_APP_KEY / WALLET_ADMIN_APP_SECRET.
  --print prints the signed URL instead of sending it: curl "$(wallet-admin sign … --print)".`,
  approvals: `wallet-admin approvals [list] [--status pending|approved|rejected|expired] [--json]
wallet-admin approvals approve ID [--remark TEXT]
wallet-admin approvals reject ID --remark TEXT
  The approvals inbox: requests of x-approval operations (a forced upgrade, the latest version, a push message,
  a token's contract address, deleting a chain) waiting for a second operator of the same screen. list shows
  the pending ones by default; approve applies one exactly as asked (not your own); reject drops it with a remark.
  A call of such an operation prints the request's id and exits 5 (nothing applied yet).`,
} as const;

export type Command = keyof typeof COMMANDS;

export const USAGE = `wallet-admin: the Wallet Admin API from the command line (operations from the contract)

${Object.values(COMMANDS).join('\n\n')}

wallet-admin --version prints the package's and the contract's versions.
Every command takes --url URL (else WALLET_ADMIN_URL, else the signed-in server, else http://localhost:8080),
--timeout SECONDS per request (else WALLET_ADMIN_TIMEOUT, else 15; 0 for none), --lang en|zh-Hans, the language of
the server's messages (else LC_ALL, LC_MESSAGES or LANG; English for en*, Simplified Chinese otherwise), and --help. The session file is WALLET_ADMIN_SESSION, else ~/.config/wallet-admin/session.json.
Operations that need the X-Admin-Password header take --admin-password or WALLET_ADMIN_ADMIN_PASSWORD.
WALLET_ADMIN_TOKEN, when set, is the session token (the session file is then neither read nor written).
Errors go to stderr; with --json as one JSON line { error: { command, exit, message, result, kind, … } }.
Exit codes: 0 done, 1 the server refused (its message is printed), 2 bad input (nothing was sent), 3 not
signed in or the session ended, 4 the server could not be reached (network, timeout, HTTP error), 5 stored for
another operator's approval (x-approval: nothing applied yet; see wallet-admin approvals).`;

function fieldLine(f: Field): string {
  const type = f.enum ? f.enum.map((v) => JSON.stringify(v)).join('|') : f.hashed ? 'password (plain; sent hashed)' : (f.type ?? 'any');
  const description = f.description ? `  ${f.description.replace(/\s+/g, ' ')}` : '';
  return `  ${f.name}=${type}  (${f.in}${f.required ? ', required' : ''})${description}`;
}

export function operationHelp(op: Operation): string {
  const needs = [
    op.meta.session ? 'a session (wallet-admin login)' : null,
    op.meta.adminPassword ? '--admin-password' : null,
    op.meta.signed ? 'an app key and secret (wallet-admin sign)' : null,
  ].filter((n) => n !== null);
  return [
    `${op.id}: ${op.summary}`,
    `${op.method} ${op.path}${op.tags.length ? `  [${op.tags.join(', ')}]` : ''}`,
    op.description ? `\n${op.description}` : null,
    needs.length ? `\nNeeds ${needs.join(', ')}.` : null,
    op.fields.length ? `\nInputs:\n${op.fields.map(fieldLine).join('\n')}` : '\nNo inputs.',
    op.rowColumns
      ? `\nA list operation: "wallet-admin list ${op.id} --all" writes every row (columns: ${op.rowColumns.join(', ')}).`
      : null,
  ]
    .filter((line) => line !== null)
    .join('\n');
}
