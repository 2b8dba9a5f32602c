import { stat } from 'node:fs/promises';

/**
 * A file of the web build, loaded again only when the build changed it (a rebuilt web is served
 * without a restart, as the static files are): `load` gets the path and its modification time;
 * the reader answers null while the file does not exist.
 */
export const buildFileReader = <T>(
  path: string,
  load: (path: string, modified: number) => T | Promise<T>,
): (() => Promise<T | null>) => {
  let cached: { modified: number; value: T | Promise<T> } | null = null;
  return async () => {
    const modified = await stat(path).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (modified === null) return null;
    if (cached?.modified !== modified) cached = { modified, value: load(path, modified) };
    return cached.value;
  };
};
