// Facet and URL-filter rules of the catalogue listing (storefront §5).
import type { FacetKind, ProductSearchInput } from '../generated/resolvers-types.ts';

export const MAX_FACET_GROUPS = 50;
const BRAND_LABEL_LENGTH = 24;
const VALUE_LABEL_LENGTH = 30;

/** Attributes never shown: internal or duplicating another group (brand = vendor here). */
export const BLACKLISTED_FACETS = new Set(['catalog', 'brand', 'attr_Brand', 'attr_UNSPSC']);
/** The two hidden part-number facets: filterable through the URL, never listed. */
export const HIDDEN_FACETS = new Set(['attr_Competitor Part#', 'attr_Manufacturer Part#']);

const KIND_OF: Record<string, FacetKind> = {
  department: 'DEPARTMENT',
  category: 'CATEGORY',
  style: 'STYLE',
  type: 'TYPE',
  vendor: 'VENDOR',
};
const TITLE_OF: Record<FacetKind, string> = {
  DEPARTMENT: 'Department',
  CATEGORY: 'Category',
  STYLE: 'Style',
  TYPE: 'Type',
  VENDOR: 'Brand',
  ATTRIBUTE: '',
};
const GROUP_ORDER: FacetKind[] = ['DEPARTMENT', 'CATEGORY', 'STYLE', 'TYPE', 'VENDOR', 'ATTRIBUTE'];

export const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const clean = (values: readonly string[] | null | undefined): string[] =>
  [...new Set((values ?? []).map((v) => v.trim()).filter((v) => v.length > 0 && v.length <= 200))].slice(0, 50);

/** The search's OR-groups of `attribute:value`, one group per attribute, AND between groups. */
export const facetFiltersOf = (input: ProductSearchInput): string[][] => {
  const groups: string[][] = [];
  const add = (attribute: string, values: string[]) => {
    if (values.length) groups.push(values.map((v) => `${attribute}:${v}`));
  };
  add('department', clean(input.department ? [input.department] : []));
  add('category', clean(input.category ? [input.category] : []));
  add('style', clean(input.styles));
  add('type', clean(input.types));
  add('vendor', clean(input.vendors));
  add('brand', clean(input.brands));
  add('catalog', clean(input.catalog ? [input.catalog] : []));
  const byAttribute = new Map<string, string[]>();
  for (const filter of input.filters ?? []) {
    const attribute = filter.attribute.trim();
    const value = filter.value.trim();
    if (!attribute || !value) continue;
    byAttribute.set(attribute, [...(byAttribute.get(attribute) ?? []), value]);
  }
  for (const [attribute, values] of byAttribute) add(`attr_${attribute}`, clean(values));
  return groups;
};

const selectedValues = (filters: string[][]): Map<string, Set<string>> => {
  const selected = new Map<string, Set<string>>();
  for (const group of filters) {
    for (const entry of group) {
      const i = entry.indexOf(':');
      const attribute = entry.slice(0, i);
      const set = selected.get(attribute) ?? new Set<string>();
      set.add(entry.slice(i + 1));
      selected.set(attribute, set);
    }
  }
  return selected;
};

export type FacetGroupOut = {
  kind: FacetKind;
  name: string;
  selected: boolean;
  values: { value: string; label: string; count: number; selected: boolean }[];
  totalValueCount: number;
};

export type FacetCounts = Record<string, Record<string, number>>;

/**
 * Values of each group a listing carries: enough for the 5 shown until expanded and for the
 * expand button (more than 5), plus every selected value. The brand group alone has 300+ values,
 * which would otherwise dominate the cached listing and its serialisation.
 */
export const FACET_VALUES_IN_LISTING = 10;

const byCount = ([a, x]: [string, number], [b, y]: [string, number]) => y - x || a.localeCompare(b);

/** Cuts each group to its first values by count plus the selected ones, keeping each group's value count. */
export const capFacetValues = (counts: FacetCounts, filters: string[][], max = FACET_VALUES_IN_LISTING) => {
  const selected = selectedValues(filters);
  const facets: FacetCounts = {};
  const totals: Record<string, number> = {};
  for (const [attribute, values] of Object.entries(counts)) {
    const entries = Object.entries(values).sort(byCount);
    const chosen = selected.get(attribute) ?? new Set<string>();
    totals[attribute] = entries.length;
    facets[attribute] = Object.fromEntries(entries.filter(([value], index) => index < max || chosen.has(value)));
  }
  return { facets, totals };
};

/** The search attribute a facet group filters (`null` for blacklisted or hidden ones, which are never listed). */
export const facetAttributeOf = (kind: FacetKind, name: string | null | undefined): string | null => {
  if (kind !== 'ATTRIBUTE') return Object.entries(KIND_OF).find(([, k]) => k === kind)?.[0] ?? null;
  const attribute = `attr_${(name ?? '').trim()}`;
  if (attribute === 'attr_' || BLACKLISTED_FACETS.has(attribute) || HIDDEN_FACETS.has(attribute)) return null;
  return attribute;
};

/**
 * The ERP's facet counts turned into the groups the listing shows, by the rules of §5. `totals`
 * holds each group's value count when `counts` was cut by `capFacetValues`.
 */
export const facetGroups = (
  counts: FacetCounts,
  filters: string[][],
  totals: Record<string, number> = {},
): FacetGroupOut[] => {
  const selected = selectedValues(filters);
  const groups: FacetGroupOut[] = [];
  for (const [attribute, values] of Object.entries(counts)) {
    if (BLACKLISTED_FACETS.has(attribute) || HIDDEN_FACETS.has(attribute)) continue;
    const kind: FacetKind | undefined = attribute.startsWith('attr_') ? 'ATTRIBUTE' : KIND_OF[attribute];
    if (!kind) continue;
    const chosen = selected.get(attribute) ?? new Set<string>();
    const entries = Object.entries(values);
    const totalValueCount = Math.max(totals[attribute] ?? 0, entries.length);
    if (totalValueCount <= 1 && chosen.size === 0) continue;
    const max = kind === 'VENDOR' ? BRAND_LABEL_LENGTH : VALUE_LABEL_LENGTH;
    groups.push({
      kind,
      name: kind === 'ATTRIBUTE' ? attribute.slice(5) : TITLE_OF[kind],
      selected: chosen.size > 0,
      values: entries
        .sort(byCount)
        .map(([value, count]) => ({ value, label: cut(value, max), count, selected: chosen.has(value) })),
      totalValueCount,
    });
  }
  groups.sort((a, b) => GROUP_ORDER.indexOf(a.kind) - GROUP_ORDER.indexOf(b.kind) || a.name.localeCompare(b.name));
  return groups.slice(0, MAX_FACET_GROUPS);
};
