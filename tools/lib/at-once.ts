/**
 * Runs `run` on every item, at most `limit` at a time, each started as soon as one finishes: enough
 * file reads and writes in flight to keep the disk busy, few enough to hold little memory.
 */
export async function forEachAtOnce<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runner = async (): Promise<void> => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, runner));
}
