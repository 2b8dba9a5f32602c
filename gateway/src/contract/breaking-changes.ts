// Compares the contract with its last release (schema/releases/<yyyy-mm>.graphql): removing or
// retyping anything a client may use is a breaking change; adding is not.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, findBreakingChanges } from 'graphql';

export const RELEASES_DIR = fileURLToPath(new URL('../../../schema/releases/', import.meta.url));

/** The newest release snapshot's file name (they sort by date). */
export const lastRelease = (dir = RELEASES_DIR): string => {
  const releases = readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort();
  const last = releases.at(-1);
  if (!last) throw new Error(`no release snapshot in ${dir}`);
  return last;
};

/** Each breaking change from `released` to `current`, as `TYPE: description`. */
export const breakingChanges = (released: string, current: string): string[] =>
  findBreakingChanges(buildSchema(released), buildSchema(current)).map(
    (change) => `${change.type}: ${change.description}`,
  );

export const readRelease = (name: string, dir = RELEASES_DIR): string => readFileSync(join(dir, name), 'utf8');
