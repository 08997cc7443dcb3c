import { HMIS_IMPORT_MAX_TEXT_BYTES } from '@shared/contracts/hmis-import';
import yauzl from 'yauzl';

/**
 * The CSV files of an uploaded zip (name at the zip's root to text); null when it is not a zip or its text
 * would grow past the limit (a zip bomb). Folders and other files are left out: the check names what is missing.
 */
export function readUploadedZip(buffer: Buffer): Promise<Map<string, string> | null> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return resolve(null);
      const files = new Map<string, string>();
      let total = 0;
      const fail = () => {
        zip.close();
        resolve(null);
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName.split('/').at(-1) ?? '';
        if (!name.endsWith('.csv')) return zip.readEntry();
        total += entry.uncompressedSize;
        if (total > HMIS_IMPORT_MAX_TEXT_BYTES) return fail();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail();
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', fail);
          stream.on('end', () => {
            files.set(
              name,
              Buffer.concat(chunks)
                .toString('utf8')
                .replace(/^\uFEFF/, ''),
            );
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', fail);
      zip.readEntry();
    });
  });
}
