/**
 * Values by key, bounded by the sum of their sizes: adding past the bound drops the least recently used first.
 * A Map keeps insertion order, so a read moves its entry to the end and the first key is the oldest.
 */
export class LruCache<Value> {
  readonly #entries = new Map<string, { value: Value; size: number }>();
  #size = 0;

  constructor(
    private readonly maxSize: number,
    /** What an entry costs, its key included. */
    private readonly sizeOf: (value: Value, key: string) => number,
  ) {}

  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value): void {
    this.delete(key);
    const size = this.sizeOf(value, key);
    if (size > this.maxSize) return;
    this.#entries.set(key, { value, size });
    this.#size += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#size <= this.maxSize) break;
      this.#entries.delete(oldest);
      this.#size -= entry.size;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#size -= entry.size;
  }

  /** The sum of the entries' sizes. */
  get size(): number {
    return this.#size;
  }

  get count(): number {
    return this.#entries.size;
  }
}
