import { z } from 'zod';
import { ZCocCode } from './continuums';

/**
 * A Continuum of Care's HMIS CSV FY2026 zip, uploaded by an admin (issue 36, point 3): the body is the zip
 * itself (`content-type: application/zip`), checked like our own export; the community's figures then read
 * `GET /api/admin/benchmarks?coc=&source=community`.
 */
export const ADMIN_HMIS_IMPORT_PATH = '/api/admin/hmis-import';
export const HMIS_IMPORT_CONTENT_TYPE = 'application/zip';
/** The largest zip taken: a CoC's export of a few years is a few MB compressed. */
export const HMIS_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Text inside the zip, all files together: a zip bomb stops here. */
export const HMIS_IMPORT_MAX_TEXT_BYTES = 200 * 1024 * 1024;
export const HMIS_IMPORT_NOT_ZIP_MESSAGE = 'The upload is not a zip of HMIS CSV files';
export const HMIS_IMPORT_INVALID_MESSAGE = 'The HMIS CSV export is not well formed: nothing was imported';

export const ZHmisImportQuery = z.strictObject({ coc: ZCocCode });

export const ZHmisImport = z.object({
  coc: z.string(),
  importedAt: z.string(),
  people: z.number().int(),
  events: z.number().int(),
});
export type HmisImport = z.infer<typeof ZHmisImport>;

/** Where an issue of the upload is: "Enrollment.csv, row 12, EntryDate" (the header is row 1). */
export const hmisIssuePath = (issue: { file: string; row?: number; column?: string }) =>
  [issue.file, issue.row ? `row ${issue.row}` : '', issue.column ?? ''].filter(Boolean).join(', ');
