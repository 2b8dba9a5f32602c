import { readFileSync } from 'node:fs';
import { MANIFEST_FORMAT, type OperationManifest } from './operations.ts';

/** The manifest written by the web's codegen and build; throws if the file is not one. */
export const readManifest = (path: string): OperationManifest => {
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Partial<OperationManifest> | null;
  if (manifest?.format !== MANIFEST_FORMAT || !Array.isArray(manifest.operations)) {
    throw new Error(`${path} is not a trusted operations manifest (format ${MANIFEST_FORMAT}).`);
  }
  return manifest as OperationManifest;
};
