import type { ReadStream } from 'node:tty';
import { passwordProblem } from '@server/plugins/auth';
import { newPassword } from '@shared/contracts/auth';
import { CliError } from './errors';

/** Names, emails or usernames of the account, which a password must not be built from. */
export type AccountWords = readonly (string | null | undefined)[];

/**
 * The new-password rule of the app (8 to 200 characters, not common or guessable from `words`); a CliError
 * with its message otherwise.
 */
export function checkPassword(password: string, words: AccountWords = []): string {
  const parsed = newPassword.safeParse(password);
  if (!parsed.success) throw new CliError(parsed.error.issues[0]?.message ?? 'Password is not valid');
  const problem = passwordProblem(parsed.data, words);
  if (problem) throw new CliError(problem);
  return parsed.data;
}

/** The first line of a stream (piped input: `echo "$PASSWORD" | npm run create-admin -- ...`). */
export async function readFirstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/**
 * Reads lines from the terminal without echoing what is typed; keeps what was typed (or pasted)
 * ahead of the next question. Ctrl+C cancels.
 */
function hiddenTerminal(input: ReadStream, output: NodeJS.WritableStream) {
  const lines: string[] = [];
  let current = '';
  let cancelled = false;
  let afterReturn = false;
  let waiting: { resolve: (line: string) => void; reject: (error: Error) => void } | null = null;
  const cancel = new CliError('Cancelled: nothing was created.');
  const settle = () => {
    if (!waiting) return;
    if (cancelled) waiting.reject(cancel);
    else if (lines.length > 0) waiting.resolve(lines.shift() ?? '');
    else return;
    waiting = null;
  };
  const onData = (chunk: string | Buffer) => {
    for (const char of chunk.toString()) {
      const crlf = afterReturn && char === '\n';
      afterReturn = char === '\r';
      if (crlf) continue;
      if (char === '\r' || char === '\n') {
        lines.push(current);
        current = '';
      } else if (char === '\u0003' || (char === '\u0004' && current === '')) {
        cancelled = true;
        break;
      } else if (char === '\u007f' || char === '\b') {
        current = [...current].slice(0, -1).join('');
      } else if (char >= ' ') {
        current += char;
      }
    }
    settle();
  };
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.on('data', onData);
  input.resume();
  return {
    ask(question: string): Promise<string> {
      output.write(question);
      return new Promise<string>((resolve, reject) => {
        waiting = { resolve, reject };
        settle();
      }).finally(() => output.write('\n'));
    },
    close() {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
    },
  };
}

/**
 * The new password: asked twice with hidden input on a terminal, else the first line of stdin.
 * Checked against the app's password rule either way (`words`: the account's own names and emails).
 */
export async function readNewPassword(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
  words: AccountWords = [],
): Promise<string> {
  if (!input.isTTY) return checkPassword(await readFirstLine(input), words);
  const terminal = hiddenTerminal(input as ReadStream, output);
  try {
    const first = checkPassword(
      await terminal.ask('Password (at least 8 characters, hard to guess: three or four unrelated words): '),
      words,
    );
    const second = await terminal.ask('Type the password again: ');
    if (first !== second) throw new CliError('The two passwords do not match: nothing was created.');
    return first;
  } finally {
    terminal.close();
  }
}
