import { type Database, withTransaction } from '@server/db/client';
import { communityEvents, communityImports } from '@server/db/schema';
import { recordAudit } from '@server/plugins/audit';
import { HttpError, notFound } from '@server/plugins/error-handler';
import { COC_NOT_FOUND_MESSAGE } from '@shared/contracts/hmis-export';
import {
  HMIS_IMPORT_INVALID_MESSAGE,
  HMIS_IMPORT_NOT_ZIP_MESSAGE,
  type HmisImport,
  hmisIssuePath,
} from '@shared/contracts/hmis-import';
import { eq } from 'drizzle-orm';
import { checkHmisCsv } from './csv-check';
import { continuumExists } from './export-repo';
import { communityEventsOf, csvObjects } from './import-rows';
import { readUploadedZip } from './import-zip';

const BATCH = 1_000;

export interface HmisImportRequest {
  coc: string;
  zip: Buffer;
  actor: { id: string; ip: string };
}

/**
 * A CoC's HMIS CSV export as the community's figures (issue 36, point 3): checked by the export's own structure
 * check (every issue by file, row and column, nothing stored), then, in one transaction, stored apart from the
 * network's records in place of the CoC's earlier import, and audited (who, which CoC, counts; never a name).
 */
export async function hmisImport(
  db: Database,
  request: HmisImportRequest,
  now = new Date(),
): Promise<HmisImport> {
  if (!(await continuumExists(db, request.coc))) throw notFound(COC_NOT_FOUND_MESSAGE);
  const files = await readUploadedZip(request.zip);
  if (!files || files.size === 0) throw new HttpError(400, HMIS_IMPORT_NOT_ZIP_MESSAGE);
  const issues = checkHmisCsv(files);
  if (issues.length > 0)
    throw new HttpError(
      400,
      HMIS_IMPORT_INVALID_MESSAGE,
      issues.map((issue) => ({ path: hmisIssuePath(issue), message: issue.message })),
    );
  const events = communityEventsOf(files);
  const exportId = csvObjects(files.get('Export.csv'))[0]?.ExportID ?? '';
  const people = new Set(events.map((event) => event.personKey)).size;
  await withTransaction(db, async (tx) => {
    await tx.delete(communityImports).where(eq(communityImports.cocCode, request.coc));
    const [row] = await tx
      .insert(communityImports)
      .values({
        cocCode: request.coc,
        importedAt: now,
        importedBy: request.actor.id,
        exportId,
        people,
        events: events.length,
      })
      .returning({ id: communityImports.id });
    const importId = row?.id ?? '';
    for (let start = 0; start < events.length; start += BATCH)
      await tx.insert(communityEvents).values(
        events.slice(start, start + BATCH).map(({ personKey, type, occurredAt, details }) => ({
          importId,
          personKey,
          type,
          occurredAt: new Date(occurredAt),
          details,
        })),
      );
    await recordAudit(tx, {
      action: 'hmis.imported',
      actorType: 'admin',
      actorId: request.actor.id,
      targetType: 'continuum',
      ip: request.actor.ip,
      details: { coc: request.coc, exportId, people, events: events.length },
    });
  });
  return { coc: request.coc, importedAt: now.toISOString(), people, events: events.length };
}
