import { describe, expect, it } from 'vitest';
import { parseFilters, pillsOf, toggleFacet, toSearchParams } from './searchFilters';

describe('catalogue URL filters', () => {
  it('reads every filter of the spec, pipe-separated lists and attribute_value filters', () => {
    const f = parseFilters(
      new URLSearchParams(
        'q=gloves&department=Safety&category=Hand Protection&style=A|B&styles=C&type=T1|T2&vendor=V1&vendors=V2|V1&brands=B1|B2&filters=Material_Nitrile|Size_XL|bad&catalog=SafetyCatalog',
      ),
    );
    expect(f).toEqual({
      q: 'gloves',
      within: '',
      department: 'Safety',
      category: 'Hand Protection',
      styles: ['A', 'B', 'C'],
      types: ['T1', 'T2'],
      vendors: ['V1', 'V2'],
      brands: ['B1', 'B2'],
      filters: [
        { attribute: 'Material', value: 'Nitrile' },
        { attribute: 'Size', value: 'XL' },
      ],
      catalog: 'SafetyCatalog',
      sort: 'RELEVANCE',
    });
  });

  it('round-trips through the URL and toggles facets', () => {
    const f = parseFilters(new URLSearchParams('q=drill&sort=price_desc'));
    const withVendor = toggleFacet(f, 'VENDOR', 'Brand', 'Apex Tool');
    const withSize = toggleFacet(withVendor, 'ATTRIBUTE', 'Size', 'XL');
    expect(toSearchParams(withSize).toString()).toBe('q=drill&vendors=Apex+Tool&filters=Size_XL&sort=price_desc');
    expect(parseFilters(toSearchParams(withSize))).toEqual(withSize);
    expect(toggleFacet(withSize, 'VENDOR', 'Brand', 'Apex Tool').vendors).toEqual([]);
    expect(pillsOf(withSize).map((p) => p.label)).toEqual(['Brand: Apex Tool', 'Size: XL']);
    expect(pillsOf(withSize)[1]!.remove(withSize).filters).toEqual([]);
  });

  it('gives each value of a listed filter its pill, which takes away that value alone', () => {
    const f = parseFilters(new URLSearchParams('q=gloves&style=A|B&type=T1&vendors=V1&brands=B1'));
    const pills = pillsOf(f);
    expect(pills.map((p) => [p.key, p.label])).toEqual([
      ['style:A', 'Style: A'],
      ['style:B', 'Style: B'],
      ['type:T1', 'Type: T1'],
      ['vendor:V1', 'Brand: V1'],
      ['brands:B1', 'Brand: B1'],
    ]);
    expect(pills[0]!.remove(f)).toEqual({ ...f, styles: ['B'] });
    expect(pills[4]!.remove(f)).toEqual({ ...f, brands: [] });
  });
});
