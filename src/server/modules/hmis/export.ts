import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Database } from '@server/db/client';
import { type AuditActorType, recordAudit } from '@server/plugins/audit';
import { notFound } from '@server/plugins/error-handler';
import { COC_NOT_FOUND_MESSAGE } from '@shared/contracts/hmis-export';
import { HMIS_FILES, hmisFileName } from './csv-spec';
import { hmisCsv } from './csv-write';
import { directoryRows } from './export-files';
import { continuumExists, exportOrganizations, exportPeoplePages } from './export-repo';
import { PERSON_FILES, type PersonRowsInput, personRows, type UsedProjects } from './export-rows';
import { CsvSpool } from './export-spool';
import { zipOf } from './export-zip';

export interface HmisExportRequest {
  from: string;
  to: string;
  hashed: boolean;
  /** A partner's export: its own people only. */
  organizationId?: string;
  /** One Continuum of Care: the people an organisation of it identified. */
  coc?: string;
  actor: { type: Extract<AuditActorType, 'partner' | 'admin'>; id: string; ip: string };
}

/**
 * An HMIS CSV FY2026 export as a zip (issue 36): built from the people's timelines a page at a time, the large
 * files spooled to disk so memory stays flat, audited (who, the period, how many people and enrollments; never who
 * they are) before a byte leaves.
 */
export async function hmisExport(
  db: Database,
  request: HmisExportRequest,
  now = new Date(),
): Promise<{ filename: string; zip: Readable }> {
  const { organizationId, coc } = request;
  if (coc && !(await continuumExists(db, coc))) throw notFound(COC_NOT_FOUND_MESSAGE);
  const scope = organizationId ? { organizationId } : coc ? { coc } : { network: true as const };
  const input: PersonRowsInput = {
    exportId: randomUUID(),
    exportedAt: now,
    from: request.from,
    to: request.to,
    hashed: request.hashed,
    onlyOrganizationId: organizationId,
  };
  const spool = await CsvSpool.open(PERSON_FILES);
  try {
    const used: UsedProjects = new Map();
    const counts = { people: 0, enrollments: 0 };
    for await (const page of exportPeoplePages(db, scope)) {
      const pageRows = page.flatMap((person) => personRows(person, input, used) ?? []);
      counts.people += pageRows.length;
      for (const file of PERSON_FILES) {
        const rows = pageRows.flatMap((person) => person[file]);
        if (file === 'Enrollment') counts.enrollments += rows.length;
        await spool.write(file, rows);
      }
    }
    const spooled = await spool.close();
    const directory = directoryRows(
      { ...input, organizations: await exportOrganizations(db, organizationId) },
      used,
    );
    await recordAudit(db, {
      action: 'hmis.exported',
      actorType: request.actor.type,
      actorId: request.actor.id,
      targetType: organizationId ? 'organization' : 'network',
      targetId: organizationId ?? null,
      ip: request.actor.ip,
      details: {
        exportId: input.exportId,
        ...(coc ? { coc } : {}),
        from: request.from,
        to: request.to,
        hashed: request.hashed,
        ...counts,
      },
    });
    const files = new Map(
      HMIS_FILES.map((file) => {
        const path = spooled.get(file as (typeof PERSON_FILES)[number]);
        return [hmisFileName(file), path ? { path } : hmisCsv(file, directory[file] ?? [])] as const;
      }),
    );
    const zip = zipOf(files, now);
    finished(zip).then(
      () => spool.remove(),
      () => spool.remove(),
    );
    const name = organizationId ? 'partner' : (coc ?? 'network');
    return {
      filename: `hmis-csv-${name}-${request.from}-${request.to}${request.hashed ? '-hashed' : ''}.zip`,
      zip,
    };
  } catch (error) {
    await spool.remove();
    throw error;
  }
}
