import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'graphql';
import { buildManifest, normalizeDocument, operationId, readManifest } from './index.ts';
import { plugin } from './codegen-plugin.ts';

const VIEWER = parse(`fragment ViewerFields on Viewer { id name ...Perms }
fragment Perms on Viewer { permissions { canSubmitOrders } }
fragment Unused on Viewer { username }`);
const OPERATIONS = parse(`query Viewer { viewer { ...ViewerFields } }
mutation Logout { logout { userErrors { message } } }`);

// What Apollo Client sends for Viewer: fragments in its own order, __typename added everywhere.
const SENT = `fragment Perms on Viewer { permissions { canSubmitOrders __typename } __typename }
query Viewer { viewer { ...ViewerFields __typename } }
fragment ViewerFields on Viewer { id name ...Perms __typename }`;

describe('an operation id', () => {
  it('ignores __typename, the order of definitions and layout', () => {
    const source = parse(`query Viewer { viewer { ...ViewerFields } }
      fragment ViewerFields on Viewer { id name ...Perms }
      fragment Perms on Viewer { permissions { canSubmitOrders } }`);
    expect(operationId(parse(SENT))).toBe(operationId(source));
    expect(normalizeDocument(parse(SENT))).toBe(normalizeDocument(source));
    expect(normalizeDocument(parse(SENT))).not.toContain('__typename');
  });

  it('changes with any selection, argument or alias', () => {
    const base = operationId(parse('query Q { viewer { id } }'));
    expect(operationId(parse('query Q { viewer { id name } }'))).not.toBe(base);
    expect(operationId(parse('query Q { me: viewer { id } }'))).not.toBe(base);
    expect(operationId(parse('query Q { viewer { kind: __typename } }'))).not.toBe(
      operationId(parse('query Q { viewer { __typename } }')),
    );
  });
});

describe('the manifest', () => {
  const manifest = buildManifest([VIEWER, OPERATIONS]);

  it('lists every operation by name with the fragments it uses, and only those', () => {
    expect(manifest.format).toBe('trusted-operations/1');
    expect(manifest.operations.map(({ name, type }) => [name, type])).toEqual([
      ['Logout', 'mutation'],
      ['Viewer', 'query'],
    ]);
    const viewer = manifest.operations.find((operation) => operation.name === 'Viewer');
    expect(viewer?.body).toContain('fragment ViewerFields on Viewer');
    expect(viewer?.body).toContain('fragment Perms on Viewer');
    expect(viewer?.body).not.toContain('Unused');
    expect(viewer?.id).toBe(operationId(parse(SENT)));
  });

  it('refuses an operation that spreads a fragment no document defines', () => {
    expect(() => buildManifest([parse('query Q { viewer { ...Missing } }')])).toThrow(
      'operation Q uses unknown fragment Missing',
    );
  });

  it('is what the codegen plugin writes, as JSON', () => {
    const written = plugin(null, [{ document: VIEWER }, { document: OPERATIONS }, {}]);
    expect(JSON.parse(written)).toEqual(manifest);
  });

  it('is read back from its file, and a file of another format is refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
    writeFileSync(join(dir, 'operations.json'), JSON.stringify(manifest));
    expect(readManifest(join(dir, 'operations.json'))).toEqual(manifest);
    writeFileSync(join(dir, 'other.json'), JSON.stringify({ operations: [] }));
    expect(() => readManifest(join(dir, 'other.json'))).toThrow(
      `${join(dir, 'other.json')} is not a trusted operations manifest (format trusted-operations/1).`,
    );
  });
});
