import { NOTICES } from '@server/app';
import type { ComposeContext, MessageFields } from '@server/manifest/message-kind';
import type { MessageKind } from '@shared/domain/message-delivery';
import { readerMayOpen } from '@shared/domain/message-readers';
import { CASES, OTHER, VETERAN } from './notice-readers.fixtures';

/**
 * Issue 33, point 6: every kind of message in the registry, to each kind of reader it goes to, links to a page that
 * reader can open as themselves (a veteran their own page, a case worker the caseload entry, an admin an admin
 * page, a landlord the landlord dashboard), never to one that asks them to sign in as someone else. Each case is
 * composed by the registry's own notice (as an admin's preview does) from the records its statement reads.
 */
const context: ComposeContext = {
  // a preview mints no link and reads nothing more
  db: undefined as unknown as ComposeContext['db'],
  publicUrl: 'https://housing.test',
  adminAddress: 'team@housing.test',
  mode: 'preview',
  now: new Date(),
};

describe('every notice links to a page its reader can open', () => {
  it('the registry has readers for every kind it sends, and nothing else', () => {
    expect([...NOTICES.keys()].sort()).toEqual(Object.keys(CASES).sort());
  });

  const cases = Object.entries(CASES).flatMap(([kind, list]) =>
    list.map((readerCase, index) => [kind as MessageKind, readerCase.reader, index, readerCase] as const),
  );
  it.each(cases)('%s to the %s (%i)', async (kind, reader, _index, readerCase) => {
    const notice = NOTICES.get(kind);
    if (!notice) throw new Error(`no notice for ${kind}`);
    const row: MessageFields = {
      kind,
      recipientId: readerCase.recipientId ?? VETERAN,
      payload: readerCase.payload ?? { linkId: OTHER },
    };
    const composed = await notice.compose(row, readerCase.records, context);
    expect(composed?.to.length ?? 0).toBeGreaterThan(0);
    const page = composed?.draft.page ?? '';
    expect(readerMayOpen(reader, page), `${kind} to the ${reader} links to ${page}`).toBe(true);
  });
});
