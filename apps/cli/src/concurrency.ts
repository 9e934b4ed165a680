/**
 * Runs `fn` over `items` with at most `limit` calls at a time, in order of the items. Once `shouldStop()`
 * answers true no new call starts (calls already running finish). Returns how many items were started.
 */
export async function forEachLimit<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<void>,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !shouldStop()) {
      const index = next++;
      await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return next;
}
