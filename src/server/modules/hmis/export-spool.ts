import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HmisFileName } from './csv-spec';
import { hmisCsvHeaderLine, hmisCsvLine } from './csv-write';

/**
 * The export's large files written to disk as they are made, so memory holds one page of people however large the
 * export is (issue 36, point 5). The folder is private to the process (mkdtemp, 0700) and removed with `remove`.
 */
export class CsvSpool<F extends HmisFileName> {
  private constructor(
    readonly folder: string,
    private readonly streams: Map<F, WriteStream>,
  ) {}

  static async open<F extends HmisFileName>(files: readonly F[]): Promise<CsvSpool<F>> {
    const folder = await mkdtemp(join(tmpdir(), 'hmis-export-'));
    const streams = new Map<F, WriteStream>();
    for (const file of files) {
      const stream = createWriteStream(join(folder, `${file}.csv`), { mode: 0o600 });
      stream.write(hmisCsvHeaderLine(file));
      streams.set(file, stream);
    }
    return new CsvSpool(folder, streams);
  }

  /** Appends rows to a file, waiting when the disk is behind. */
  async write(file: F, rows: readonly Readonly<Record<string, string>>[]): Promise<void> {
    if (rows.length === 0) return;
    const stream = this.streams.get(file);
    if (!stream) throw new Error(`${file} is not spooled`);
    if (!stream.write(rows.map((row) => hmisCsvLine(file, row)).join(''))) await once(stream, 'drain');
  }

  /** Closes every file; each file's path by its name. */
  async close(): Promise<Map<F, string>> {
    const paths = new Map<F, string>();
    for (const [file, stream] of this.streams) {
      stream.end();
      await once(stream, 'finish');
      paths.set(file, stream.path as string);
    }
    return paths;
  }

  async remove(): Promise<void> {
    for (const stream of this.streams.values()) stream.destroy();
    await rm(this.folder, { recursive: true, force: true });
  }
}
