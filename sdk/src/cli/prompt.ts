// Questions on the terminal (login without flags or environment); the password is not echoed.
import { createInterface } from 'node:readline/promises';

export interface Terminal {
  stdin: NodeJS.ReadStream;
  stderr: NodeJS.WriteStream;
}

export async function ask(term: Terminal, question: string): Promise<string> {
  const rl = createInterface({ input: term.stdin, output: term.stderr });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

export function askHidden(term: Terminal, question: string): Promise<string> {
  const { stdin, stderr } = term;
  stderr.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve, reject) => {
    const done = (finish: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      finish();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(() => resolve(typed));
        if (ch === '\u0003') return done(() => reject(new Error('cancelled')));
        typed = ch === '\u007f' || ch === '\b' ? typed.slice(0, -1) : typed + ch;
      }
    };
    stdin.on('data', onData);
  });
}
