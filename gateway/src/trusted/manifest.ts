import { existsSync } from 'node:fs';
import { readManifest, type OperationManifest } from '@mro/trusted-operations';
import { StartupError } from '../config/load.ts';

/**
 * The trusted operations manifest, read only from its file (written by codegen and shipped by the
 * web build as web/dist/operations.json, outside the web root it serves); the gateway never reads the
 * web's sources.
 */
export const loadManifest = (path: string | undefined): OperationManifest => {
  if (!path || !existsSync(path)) {
    const where = path ?? 'TRUSTED_OPERATIONS_MANIFEST or WEB_DIST (neither is set)';
    throw new StartupError(
      `Trusted operations are on but there is no operations manifest at ${where}: run \`npm run build\`, which writes web/dist/operations.json.`,
    );
  }
  return readManifest(path);
};
