import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../schema.ts';
import { breakingChanges, lastRelease, readRelease } from './breaking-changes.ts';

describe('the contract against its last release', () => {
  const released = readRelease(lastRelease());

  it('has no breaking change since the last release', () => {
    expect(breakingChanges(released, loadTypeDefs())).toEqual([]);
  });

  it('reports a renamed field, a retyped argument and a renamed enum value', () => {
    const drifted = released
      .replace('  customerNumber: String!\n', '  customerNo: String!\n')
      .replace(/slug: String!\n(\s*)\): Product/, 'slug: ID!\n$1): Product')
      .replace('  RELEVANCE\n', '  RELEVANCY\n');
    const changes = breakingChanges(released, drifted);
    expect(changes.sort()).toEqual([
      'ARG_CHANGED_KIND: Query.product arg slug has changed type from String! to ID!.',
      'FIELD_REMOVED: Viewer.customerNumber was removed.',
      'VALUE_REMOVED_FROM_ENUM: RELEVANCE was removed from enum type ProductSort.',
    ]);
  });

  it('accepts additions', () => {
    expect(breakingChanges(released, `${released}\nextend type Query { "New." releaseNotes: String }`)).toEqual([]);
  });
});
