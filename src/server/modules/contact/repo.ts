import type { ContactMessageInput } from '../../../shared/contracts/contact';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function saveContactMessage(db: Database, input: ContactMessageInput): Promise<string> {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
