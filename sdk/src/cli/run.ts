// The command line's dispatcher (main.ts is the bin around it): runs one command and turns every failure
// into a message on stderr and an exit code.
import { createRequire } from 'node:module';
import { isApiError, isSessionExpired } from '../errors.js';
import { commands, type Io } from './commands.js';
import { contractVersion } from './contract.js';
import { COMMANDS, USAGE, type Command } from './help.js';
import { EXIT, UsageError } from './usage.js';

const isCommand = (name: string | undefined): name is Command => name !== undefined && Object.hasOwn(COMMANDS, name);

/** Prints what went wrong and returns the exit code: 2 when nothing was sent, 1 when the server or network refused. */
function failure(error: unknown, command: string, io: Io): number {
  const say = (text: string) => void io.stderr.write(`wallet-admin ${command}: ${text}\n`);
  const code: unknown = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  if (error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))) {
    // parseArgs explains how to pass a positional that starts with "-" after its first sentence: noise here.
    say((error as Error).message.split('. ')[0]?.replace(/\.$/, '') ?? '');
    if (isCommand(command)) io.stderr.write(`(see "wallet-admin ${command} --help")\n`);
    return EXIT.usage;
  }
  if (isApiError(error)) {
    if (error.kind === 'validation' || error.kind === 'config') {
      say(error.message);
      return EXIT.usage;
    }
    const id = error.requestId ? ` [request ${error.requestId}]` : '';
    say(`${error.operationId} failed with result ${error.result}: ${error.message}${id}`);
    if (isSessionExpired(error.result)) io.stderr.write('(the session has ended: run "wallet-admin login")\n');
    return EXIT.failed;
  }
  say(error instanceof Error ? error.message : String(error));
  return EXIT.failed;
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
    if (!isCommand(command))
      throw new UsageError(`unknown command "${command}" (commands: ${Object.keys(COMMANDS).join(', ')}; see "wallet-admin help")`);
    return await commands[command](rest, io);
  } catch (error) {
    return failure(error, command, io);
  }
}
