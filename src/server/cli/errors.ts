/** A problem the person running the command can fix; its message is printed as is (exit code 1). */
export class CliError extends Error {}

/** Wrong or missing flags: the message and the command's usage are printed (exit code 2). */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message);
  }
}

/** True for PostgreSQL's unique_violation (23505), also when drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if (typeof e === 'object' && 'code' in e && (e as { code: unknown }).code === '23505') return true;
    e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : undefined;
  }
  return false;
}
