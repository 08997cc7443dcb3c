import { type Config, ConfigError, loadConfig } from '@server/config';
import { type Database, openDatabase } from '@server/db/client';
import { describeStartupError } from '@server/startup-errors';
import { CliError, UsageError } from './errors';

/**
 * Opens the app's database (DATABASE_URL, else the embedded one under DATA_DIR), migrates it, runs
 * `task` and closes it again, also when `task` fails.
 */
export async function withDatabase<T>(
  task: (db: Database) => Promise<T>,
  config: Config = loadConfig(),
): Promise<T> {
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase(
      config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
    );
  } catch (error) {
    if (error instanceof Error && error.message.includes('in use by another server')) {
      throw new CliError(
        `The embedded database in ${config.DATA_DIR} is in use by a running server. ` +
          'Stop the server and run this command again, or set DATABASE_URL so both use PostgreSQL.',
      );
    }
    throw error;
  }
  try {
    await handle.migrate();
    return await task(handle.db);
  } finally {
    await handle.close();
  }
}

/** Runs a command: prints what it answers, or a plain message and a non-zero exit code. */
export async function runCommand(command: () => Promise<string>): Promise<void> {
  try {
    console.log(await command());
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${error.usage}`);
      process.exitCode = 2;
    } else if (error instanceof CliError || error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      // the cause in plain words (connection refused, no such database), never a password or a statement's values
      console.error(describeStartupError(error, configuredDatabaseUrl()));
      process.exitCode = 1;
    }
  }
}

function configuredDatabaseUrl(): string | undefined {
  try {
    return loadConfig().DATABASE_URL;
  } catch {
    return undefined;
  }
}
