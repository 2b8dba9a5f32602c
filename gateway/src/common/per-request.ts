const reads = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * One read of `key` per request (its context): a request that needs the same ERP answer twice (a
 * check before a write and the page after it) asks once. `forgetInRequest` drops the answers a write
 * changed.
 */
export const perRequest = <T>(context: object, key: string, load: () => Promise<T>): Promise<T> => {
  const mine = reads.get(context) ?? new Map<string, Promise<unknown>>();
  reads.set(context, mine);
  const known = mine.get(key);
  if (known) return known as Promise<T>;
  const read = load();
  mine.set(key, read);
  // A failed read is not remembered: the next caller asks again.
  read.catch(() => mine.delete(key));
  return read;
};

/** Forgets this request's answers whose key starts with `prefix`. */
export const forgetInRequest = (context: object, prefix: string): void => {
  const mine = reads.get(context);
  for (const key of mine?.keys() ?? []) if (key.startsWith(prefix)) mine!.delete(key);
};
