export {
  MANIFEST_FORMAT,
  buildManifest,
  normalizeDocument,
  operationId,
  type OperationManifest,
  type TrustedOperation,
} from './operations.ts';
export { readManifest } from './manifest-file.ts';
