// Part of `npm run codegen`: deletes web operation files whose .graphql document is gone (moved or
// removed), since the near-operation-file preset only writes files and a stale one would still be
// imported and bundled.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../web/src/', import.meta.url));
for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.generated.ts')) continue;
  const generated = join(entry.parentPath, entry.name);
  if (!existsSync(generated.replace(/\.generated\.ts$/, '.graphql'))) rmSync(generated);
}
