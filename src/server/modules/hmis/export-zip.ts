import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** A zip of the files (name to text), every file at the zip's root, streamed as it is compressed. */
export function zipOf(files: ReadonlyMap<string, string>, mtime: Date): Readable {
  const zip = new ZipFile();
  for (const [name, text] of files) zip.addBuffer(Buffer.from(text, 'utf8'), name, { mtime });
  zip.end();
  return zip.outputStream as Readable;
}
