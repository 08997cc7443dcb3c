import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Hands a message to the mail system; throws with the server's reason when it is refused. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export type TransportTarget = { smtpUrl: string } | { mailDir: string };

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under DATA_DIR/mail. */
export function createMailTransport(target: TransportTarget): MailTransport {
  if ('smtpUrl' in target) {
    const smtp = nodemailer.createTransport(target.smtpUrl);
    return {
      send: async (mail) => {
        await smtp.sendMail(mail);
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await stream.sendMail(mail);
      await mkdir(target.mailDir, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`;
      await writeFile(join(target.mailDir, name), info.message as Buffer);
    },
    close: () => stream.close(),
  };
}

/** The reason a transport gave, short enough to store and show: the SMTP reply when there is one. */
export function failureReason(error: unknown): string {
  const withResponse = error as { response?: unknown; message?: unknown };
  const reason =
    typeof withResponse.response === 'string'
      ? withResponse.response
      : typeof withResponse.message === 'string'
        ? withResponse.message
        : String(error);
  return reason.slice(0, 500);
}

/** The bare address of a mailbox: `Name <a@b>` gives `a@b`. */
export function mailboxAddress(mailbox: string): string {
  return /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox.trim();
}
