// The command line's dispatcher (main.ts is the bin around it): runs one command and turns every failure
// into a message on stderr and an exit code.
import { createRequire } from 'node:module';
import { errorText, isApiError, isSessionExpired } from '../errors.js';
import { commands, type Io } from './commands.js';
import { contractVersion } from './contract.js';
import { COMMANDS, USAGE, type Command } from './help.js';
import { didYouMean, EXIT, NotSignedInError, UsageError } from './usage.js';

const isCommand = (name: string | undefined): name is Command => name !== undefined && Object.hasOwn(COMMANDS, name);

/** The exit code of a failure: what a script branches on. */
function exitCode(error: unknown): number {
  if (error instanceof NotSignedInError) return EXIT.signedOut;
  if (!isApiError(error)) return error instanceof UsageError ? EXIT.usage : EXIT.failed;
  if (error.kind === 'validation' || error.kind === 'config') return EXIT.usage;
  if (isSessionExpired(error)) return EXIT.signedOut;
  return error.kind === 'api' ? EXIT.failed : EXIT.unreachable;
}

/** Prints what went wrong on stderr (as JSON with --json) and returns the exit code. */
function failure(error: unknown, command: string, io: Io, json: boolean): number {
  const code: unknown = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  const usage = error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'));
  // parseArgs explains how to pass a positional that starts with "-" after its first sentence: noise here.
  let message = usage ? ((error as Error).message.split('. ')[0]?.replace(/\.$/, '') ?? '') : errorText(error);
  const exit = usage ? EXIT.usage : exitCode(error);
  if (isApiError(error) && error.kind !== 'validation' && error.kind !== 'config') {
    message = `${error.operationId} failed with result ${error.result}: ${error.message}${error.requestId ? ` [request ${error.requestId}]` : ''}`;
  }
  if (json) {
    const detail = isApiError(error)
      ? { result: error.result, kind: error.kind, operationId: error.operationId, field: error.field, requestId: error.requestId }
      : {};
    io.stderr.write(`${JSON.stringify({ error: { command, exit, message, ...detail } })}\n`);
    return exit;
  }
  io.stderr.write(`wallet-admin ${command}: ${message}\n`);
  if (usage && isCommand(command)) io.stderr.write(`(see "wallet-admin ${command} --help")\n`);
  if (exit === EXIT.signedOut) io.stderr.write('(run "wallet-admin login", or set WALLET_ADMIN_TOKEN)\n');
  return exit;
}

export async function run(argv: readonly string[], io: Io): Promise<number> {
  const [command = 'help', ...rest] = argv;
  try {
    if (command === 'help' || command === '--help' || command === '-h') {
      io.stdout.write(`${isCommand(rest[0]) ? COMMANDS[rest[0]] : USAGE}\n`);
      return EXIT.ok;
    }
    if (command === '--version' || command === 'version') {
      const { version } = createRequire(import.meta.url)('@wallet-admin/sdk/package.json') as { version: string };
      io.stdout.write(`wallet-admin ${version} (@wallet-admin/sdk, contract ${contractVersion()})\n`);
      return EXIT.ok;
    }
    if (!isCommand(command)) {
      const near = didYouMean(command, Object.keys(COMMANDS));
      throw new UsageError(
        `unknown command "${command}" (${near.length ? `did you mean ${near.join(', ')}? ` : ''}commands: ${Object.keys(COMMANDS).join(', ')}; see "wallet-admin help")`,
      );
    }
    return await commands[command](rest, io);
  } catch (error) {
    return failure(error, command, io, rest.includes('--json'));
  }
}
