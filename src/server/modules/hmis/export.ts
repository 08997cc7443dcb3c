import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Database } from '@server/db/client';
import { type AuditActorType, recordAudit } from '@server/plugins/audit';
import { notFound } from '@server/plugins/error-handler';
import { COC_NOT_FOUND_MESSAGE } from '@shared/contracts/hmis-export';
import { hmisCsvFiles } from './csv-write';
import { continuumExists, exportSource } from './export-repo';
import { hmisExportRows } from './export-rows';
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
 * An HMIS CSV FY2026 export as a zip (issue 36): built from the people's timelines, audited (who, the period, how
 * many people and enrollments; never who they are) before a byte leaves.
 */
export async function hmisExport(
  db: Database,
  request: HmisExportRequest,
  now = new Date(),
): Promise<{ filename: string; zip: Readable }> {
  const { organizationId, coc } = request;
  if (coc && !(await continuumExists(db, coc))) throw notFound(COC_NOT_FOUND_MESSAGE);
  const scope = organizationId ? { organizationId } : coc ? { coc } : { network: true as const };
  const source = await exportSource(db, scope);
  const exportId = randomUUID();
  const rows = hmisExportRows({
    exportId,
    exportedAt: now,
    from: request.from,
    to: request.to,
    hashed: request.hashed,
    organizations: source.organizations,
    people: source.people,
    onlyOrganizationId: request.organizationId,
  });
  await recordAudit(db, {
    action: 'hmis.exported',
    actorType: request.actor.type,
    actorId: request.actor.id,
    targetType: organizationId ? 'organization' : 'network',
    targetId: organizationId ?? null,
    ip: request.actor.ip,
    details: {
      exportId,
      ...(coc ? { coc } : {}),
      from: request.from,
      to: request.to,
      hashed: request.hashed,
      people: rows.Client?.length ?? 0,
      enrollments: rows.Enrollment?.length ?? 0,
    },
  });
  const name = organizationId ? 'partner' : (coc ?? 'network');
  return {
    filename: `hmis-csv-${name}-${request.from}-${request.to}${request.hashed ? '-hashed' : ''}.zip`,
    zip: zipOf(hmisCsvFiles(rows), now),
  };
}
