// Public surface of the hmis module: the HMIS CSV FY2026 specification as data, its structure check, the export.

import type { ModuleManifest } from '@server/module';
import { hmisRoutes } from './routes';

export { checkHmisCsv, type HmisIssue } from './csv-check';
export {
  HMIS_COLUMNS,
  HMIS_CSV_VERSION,
  HMIS_FILES,
  type HmisFileName,
  hmisFileName,
  hmisHeader,
} from './csv-spec';

export const hmisManifest: ModuleManifest = { name: 'hmis', routes: [hmisRoutes] };
