// A graphql-codegen plugin: the manifest of the documents it is given, as JSON
// (codegen.ts writes the web's to web/src/generated/operations.json; the web build ships it).
import type { DocumentNode } from 'graphql';
import { buildManifest } from './operations.ts';

type DocumentFile = { document?: DocumentNode };

export const plugin = (_schema: unknown, documents: readonly DocumentFile[]): string =>
  `${JSON.stringify(buildManifest(documents.flatMap((file) => (file.document ? [file.document] : []))), null, 2)}\n`;
