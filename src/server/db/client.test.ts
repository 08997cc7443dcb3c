import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './client';
import { contactMessages } from './schema';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vhm-db-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('embedded database', () => {
  it('refuses a second server on the same data directory, and frees it on close', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another server/);
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'server.lock'), '999999999');
    const handle = await openDatabase({ dataDir });
    await handle.close();
  });

  it('keeps committed rows after the process is killed with SIGKILL', async () => {
    const dataDir = tempDir();
    const script = `
      import { openDatabase } from './src/server/db/client.ts';
      import { contactMessages } from './src/server/db/schema/index.ts';
      const handle = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
      await handle.migrate();
      await handle.db.insert(contactMessages).values({ fullName: 'Kept', email: 'k@example.org', subject: 's', message: 'm' });
      process.stdout.write('WRITTEN\\n');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('WRITTEN') && resolve());
      child.once('exit', (code) => reject(new Error(`writer exited with ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const reopened = await openDatabase({ dataDir });
    const rows = await reopened.db.select().from(contactMessages);
    await reopened.close();
    expect(rows.map((row) => row.fullName)).toEqual(['Kept']);
  }, 120_000);
});
