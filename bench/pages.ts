import { resolve } from 'node:path';

/** The client build the bench server serves pages from, when there is one (`npm run build`). */
export const BUILT_CLIENT_DIR = resolve('dist/client');
export const BUILT_CLIENT_INDEX = resolve(BUILT_CLIENT_DIR, 'index.html');
