import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { dataDir } from './browser';

/** The server has no SMTP_URL: each message is an .eml file in DATA_DIR/mail. */
const mailDir = () => join(dataDir(), 'mail');

/** The mail to `to` whose subject starts with `subject`, once delivered: its text. */
export async function mailText(to: string, subject: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const file of existsSync(mailDir()) ? await readdir(mailDir()) : []) {
      const mail = await simpleParser(await readFile(join(mailDir(), file)));
      if (JSON.stringify(mail.to ?? '').includes(to) && mail.subject?.startsWith(subject))
        return mail.text ?? '';
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

/** The path and query of the one-time link to the veteran's own page (/my?token=...) a mail's text carries. */
export function myPageLink(text: string): string {
  const link = /https?:\/\/\S+\/my\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? '';
  expect(link).not.toBe('');
  return new URL(link).pathname + new URL(link).search;
}
