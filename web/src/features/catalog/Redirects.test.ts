import { describe, expect, it } from 'vitest';
import { legacyListingUrl } from './Redirects';

describe('legacy catalogue paths', () => {
  it('maps department, category, style and type segments onto the URL filters', () => {
    expect(legacyListingUrl('Safety/Hand%20Protection/Disposable/Nitrile')).toBe(
      '/c?department=Safety&category=Hand+Protection&styles=Disposable&type=Nitrile',
    );
    expect(legacyListingUrl('Safety')).toBe('/c?department=Safety');
  });

  it('sends an empty legacy path to the categories page', () => {
    expect(legacyListingUrl('')).toBe('/categories');
  });
});
