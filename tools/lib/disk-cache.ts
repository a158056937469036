/**
 * Build work kept between builds: a value computed from some input is stored as JSON under
 * `node_modules/.cache/<name>/`, keyed by a hash of the input and of the code that computes it,
 * so a rebuild after an edit recomputes only what the edit changed, and a change to that code
 * recomputes everything. Within a process, values are also kept in memory, and a value is written
 * to disk in the background (the build's main thread does not wait on the disk for each of them):
 * `flush()` waits until everything is written. An entry cut short (a process stopped mid-write)
 * reads as missing and is computed again.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** A hash of source files (e.g. the modules that shape a cached value), for the `code` of a cache. */
export function filesHash(dir: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(path.join(dir, file), 'utf8')).update('\0');
  return hash.digest('hex');
}

export class DiskCache<T> {
  /** How many values came from memory and from disk in this process. */
  readonly stats = {fromMemory: 0, fromDisk: 0};
  private readonly memory = new Map<string, T>();
  private readonly dir: string;
  /** Writes not finished yet. */
  private readonly pending = new Set<Promise<void>>();
  /** Each folder of entries made once: a `mkdir` per value cost the build's main thread more than the write. */
  private readonly folders = new Map<string, Promise<unknown>>();

  /** `code` identifies the code that computes the values (see `filesHash`); it is part of every key. */
  constructor(
    name: string,
    private readonly code: string,
  ) {
    this.dir = path.join(process.cwd(), 'node_modules', '.cache', name);
  }

  /** The key of an input: any JSON-serialisable value. */
  key(input: unknown): string {
    return createHash('sha256')
      .update(JSON.stringify([this.code, input]))
      .digest('hex');
  }

  private file(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  /** The value stored for a key, or undefined when it was never stored (or its file is unreadable). */
  read(key: string): T | undefined {
    const inMemory = this.memory.get(key);
    if (inMemory !== undefined) {
      this.stats.fromMemory += 1;
      return inMemory;
    }
    try {
      const fromDisk = JSON.parse(readFileSync(this.file(key), 'utf8')) as T;
      this.memory.set(key, fromDisk);
      this.stats.fromDisk += 1;
      return fromDisk;
    } catch {
      return undefined;
    }
  }

  /** Keeps the value in memory at once and writes it to disk in the background (see `flush`). */
  write(key: string, value: T): void {
    this.memory.set(key, value);
    const file = this.file(key);
    const text = JSON.stringify(value);
    const folder = path.dirname(file);
    let made = this.folders.get(folder);
    if (!made) {
      made = mkdir(folder, {recursive: true});
      this.folders.set(folder, made);
    }
    const written: Promise<void> = made
      .then(() => writeFile(file, text))
      // A value not stored is computed again next time; a build does not fail for it.
      .catch((error: unknown) => console.warn(`[disk-cache] not stored: ${file}: ${String(error)}`))
      .finally(() => this.pending.delete(written));
    this.pending.add(written);
  }

  /** Resolves once every value written so far is on disk. */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  /** The stored value of `input`, else `compute()`'s, stored. */
  get(input: unknown, compute: () => T): T {
    const key = this.key(input);
    const stored = this.read(key);
    if (stored !== undefined) return stored;
    const value = compute();
    this.write(key, value);
    return value;
  }

  /** `get` for a value computed asynchronously (e.g. in a worker). */
  async getAsync(input: unknown, compute: () => Promise<T>): Promise<T> {
    const key = this.key(input);
    const stored = this.read(key);
    if (stored !== undefined) return stored;
    const value = await compute();
    this.write(key, value);
    return value;
  }
}
