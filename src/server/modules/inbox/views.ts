import type { InboxItemView } from '@shared/contracts/inbox';
import { INBOX_SUBJECTS } from '@shared/domain/inbox';
import type { InboxItemRow } from './repo';

export function toInboxItemView(item: InboxItemRow): InboxItemView {
  return {
    id: item.id,
    type: item.type,
    status: item.status,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    waitingSince: (item.waitingSince ?? item.createdAt).toISOString(),
    summary: item.summary,
    record: { kind: INBOX_SUBJECTS[item.type], id: item.subjectId },
    assignee: item.assigneeId ? { id: item.assigneeId, name: item.assigneeName ?? 'Former admin' } : null,
  };
}
