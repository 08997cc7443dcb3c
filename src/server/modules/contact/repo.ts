import type { Database } from '@server/db/client';
import { contactMessages } from '@server/db/schema';
import type { ContactMessageInput } from '@shared/contracts/contact';

export async function saveContactMessage(db: Database, input: ContactMessageInput): Promise<string> {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
