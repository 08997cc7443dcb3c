import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** A zip of the files (name to its text, or to a file on disk read when its turn comes), streamed as compressed. */
export function zipOf(files: ReadonlyMap<string, string | { path: string }>, mtime: Date): Readable {
  const zip = new ZipFile();
  for (const [name, file] of files) {
    if (typeof file === 'string') zip.addBuffer(Buffer.from(file, 'utf8'), name, { mtime });
    else zip.addFile(file.path, name, { mtime });
  }
  zip.end();
  return zip.outputStream as Readable;
}
