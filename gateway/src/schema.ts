import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url));

/** The SDL of every domain file in schema/, in a stable order. */
export const loadTypeDefs = (dir = SCHEMA_DIR): string =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort((a, b) => (a === 'common.graphql' ? -1 : b === 'common.graphql' ? 1 : a.localeCompare(b)))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');
