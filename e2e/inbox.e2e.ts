import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { checkPage, dataDir, openBrowser, VIEWPORTS } from './support/browser';

const REPLY_SUBJECT = 'A reply from the Veterans Housing team';

/** The server has no SMTP_URL: each message is an .eml file in DATA_DIR/mail. */
const mailDir = () => join(dataDir(), 'mail');

async function waitForReply(to: string, words: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const file of existsSync(mailDir()) ? await readdir(mailDir()) : []) {
      const mail = await simpleParser(await readFile(join(mailDir(), file)));
      if (
        JSON.stringify(mail.to ?? '').includes(to) &&
        mail.subject === REPLY_SUBJECT &&
        mail.text?.includes(words)
      )
        return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reply mail to ${to}`);
}

describe.each(VIEWPORTS)('the operations inbox (%s)', (name, mobile) => {
  it('a contact message reaches the inbox and an admin works it from open to done', async () => {
    const session = await openBrowser({ mobile });
    const { page } = session;
    const sender = `inbox-${mobile ? 'phone' : 'desktop'}@example.org`;
    const subject = `Room near Albany (${name})`;
    try {
      // a visitor writes through the contact form
      await page.goto('/contact');
      await page.getByRole('textbox', { name: /Full name/ }).fill('Dana Brooks');
      await page.getByRole('textbox', { name: /Email/ }).fill(sender);
      await page.getByRole('textbox', { name: /Subject/ }).fill(subject);
      await page.getByRole('textbox', { name: /Message/ }).fill('Can someone call me about a room?');
      await page.getByRole('button', { name: /Send/ }).click();
      await page
        .getByText(/We received your message/)
        .first()
        .waitFor();

      // the admin finds it in the inbox
      await page.goto('/admin/login?next=%2Fadmin%2Finbox');
      await page.getByRole('textbox', { name: /Username/ }).fill('admin');
      await page.getByLabel(/^Password/).fill('veterans-demo');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { level: 1, name: 'Operations inbox' }).waitFor();
      await page.getByRole('table').waitFor();
      await checkPage(page);
      await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Contact message' });
      await page.getByRole('link', { name: `Dana Brooks: ${subject}` }).click();

      // opens it, takes it, notes, replies by email, closes it
      await page.getByRole('heading', { level: 1, name: `Dana Brooks: ${subject}` }).waitFor();
      await page.getByText('Can someone call me about a room?').waitFor();
      await checkPage(page);
      await page.getByLabel('Assignee', { exact: true }).selectOption({ label: 'Demo Admin' });
      await page.getByText('Assignee: Demo Admin').waitFor();
      await page.getByLabel(/Add a note/).fill('Called twice, no answer.');
      await page.getByRole('button', { name: 'Add note' }).click();
      await page.getByText('Called twice, no answer.').waitFor();
      await page.getByLabel(/Reply by email to/).fill('We have a room in Troy. Please call us on Monday.');
      await page.getByRole('button', { name: 'Send reply' }).click();
      await page.getByText('We have a room in Troy. Please call us on Monday.').waitFor();
      await page.getByRole('button', { name: 'Mark done' }).click();
      await page.getByText('This request is done. Its history stays here.').waitFor();
      await checkPage(page);
      await waitForReply(sender, 'We have a room in Troy.');

      // done items leave the unfinished list and are found under Done
      await page.getByRole('link', { name: 'Back to the inbox' }).click();
      await page.getByRole('heading', { level: 1, name: 'Operations inbox' }).waitFor();
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Done' });
      await page.getByRole('link', { name: `Dana Brooks: ${subject}` }).waitFor();
    } finally {
      await session.close();
    }
  });
});
