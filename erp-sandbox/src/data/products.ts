import { type Rng, chance, int, pick, slugify } from './prng.ts';
import { COUNTRIES, DEPARTMENTS, STANDARDS, UOMS, WAREHOUSES, type DepartmentDef } from './taxonomy.ts';
import type { Brand } from './brands.ts';
import type { ItemInfo, Product, ProductItem, UomFactor } from './types.ts';

export const MAIN_CATALOG = '2014BSWebCatalog';
export const SAFETY_CATALOG = 'SafetyCatalog';
export const BASE_PRODUCTS = 20_000;

const PROP65 =
  'WARNING: This product can expose you to chemicals including lead, which is known to the State of California to cause cancer and birth defects or other reproductive harm. For more information go to www.P65Warnings.ca.gov.';
const UNSPSC: Record<string, string> = {
  Abrasives: '31191500',
  'Chemicals & Adhesives': '31201600',
  'Cutting Tools': '27112800',
  'Hand Tools': '27111700',
  'Indexable Tooling': '27112845',
  'Machine Tool Accessories': '23241600',
  'Paint, Marking & Tape': '31201500',
  'Power Tools': '27112700',
  'Precision Measuring Tools': '41111600',
  Safety: '46181500',
  Workholding: '27112100',
};
const DEFAULT_UOMS: Record<string, string[]> = {
  Safety: ['PR', 'DZ', 'BX', 'PK', 'CA'],
  'Chemicals & Adhesives': ['CN', 'GL', 'BO', 'CQ', 'DR', 'PA', 'QT', 'OZ', 'LB'],
  'Paint, Marking & Tape': ['RL', 'CN', 'YD', 'FT', 'SO'],
  Abrasives: ['BX', 'PK', 'SH', 'BG'],
  'Hand Tools': ['ST', 'PC'],
};
const GLOVE_SIZES = 6;
const ITEM_COUNT_WEIGHTS = [10, 15, 25, 25, 15, 10]; // 1..6 items, mean ~3.6

export interface ProductCatalog {
  products: Product[];
  items: Map<string, ItemInfo>;
  /** Higher is more popular; browse order. */
  popularity: Map<string, number>;
  /** Lowest list price of each product, for price ordering. */
  minPrice: Map<string, number>;
}

interface Leaf {
  dept: DepartmentDef;
  category: string;
  style: string;
  type: string;
}

function leavesByDepartment(): Leaf[][] {
  return DEPARTMENTS.map((dept) => {
    const leaves: Leaf[] = [];
    for (const [category, styles] of Object.entries(dept.categories)) {
      for (const [style, types] of Object.entries(styles))
        for (const type of types) leaves.push({ dept, category, style, type });
    }
    return leaves;
  });
}

function weightedIndex(rng: Rng, weights: number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

function describe(rng: Rng, heading: string, leaf: Leaf, brand: Brand, long: boolean): string {
  const base =
    `The ${heading} from ${brand.name} is built for demanding ${leaf.dept.name.toLowerCase()} applications in maintenance, repair and production environments. ` +
    `This ${leaf.type.toLowerCase()} ${leaf.style.toLowerCase()} delivers consistent performance, long service life and a lower cost per use. `;
  if (!long) return base;
  const extra = [
    `Every ${leaf.style.toLowerCase()} in the ${leaf.category.toLowerCase()} line is manufactured under a certified quality system and inspected before shipment. `,
    `Plant managers choose ${brand.name} to standardize purchasing across sites, reduce SKU counts and simplify reordering through vending and VMI programs. `,
    `Recommended for metal fabrication, automotive, aerospace, oil and gas, general manufacturing and construction. `,
    `Store in a cool, dry place away from direct sunlight. Inspect before each use and replace when worn or damaged. `,
    `Consult the specification sheet and safety data sheet for complete performance data, compatibility and handling instructions. `,
  ];
  let text = base;
  while (text.length < 820 + int(rng, 0, 400)) text += pick(rng, extra);
  return text.trim();
}

function buildUoms(rng: Rng, defaultUom: string): UomFactor[] {
  const uoms: UomFactor[] = [{ uom: defaultUom, factor: 1 }];
  if (defaultUom === 'EA') {
    if (chance(rng, 0.4)) uoms.push({ uom: 'BX', factor: 10 });
    if (chance(rng, 0.2)) uoms.push({ uom: 'CA', factor: 100 });
  } else if (defaultUom !== 'CA' && chance(rng, 0.25)) {
    uoms.push({ uom: 'CA', factor: 12 });
  }
  return uoms;
}

export function buildProducts(rng: Rng, brands: Brand[], scale: number): ProductCatalog {
  const count = Math.max(1, Math.round(BASE_PRODUCTS * scale));
  const leaves = leavesByDepartment();
  const weights = DEPARTMENTS.map((d) => d.weight);
  const products: Product[] = [];
  const items = new Map<string, ItemInfo>();
  const popularity = new Map<string, number>();
  const minPrice = new Map<string, number>();
  let itemSeq = 100_001;

  for (let i = 0; i < count; i++) {
    // The first 11 products cover every department so tiny scales still have all of them.
    const deptIndex = i < DEPARTMENTS.length ? i : weightedIndex(rng, weights);
    const leaf = pick(rng, leaves[deptIndex]!);
    const dept = leaf.dept;
    const brand = pick(rng, brands);
    const productId = String(500_000 + i);
    const specs = dept.specs.map((s) => ({ title: s.title, value: pick(rng, s.values) }));
    const heading = `${brand.name} ${leaf.type} ${leaf.style}, ${specs.map((s) => s.value).join(', ')}`;
    const isSafety = dept.name === 'Safety';
    const catalogs =
      isSafety && i % 50 === 7
        ? [SAFETY_CATALOG]
        : isSafety && chance(rng, 0.2)
          ? [MAIN_CATALOG, SAFETY_CATALOG]
          : [MAIN_CATALOG];

    const product: Product = {
      product_id: productId,
      slug: `${slugify(heading)}-${productId}`,
      heading,
      subheading: `${leaf.category} / ${leaf.style}`,
      description: describe(rng, heading, leaf, brand, i % 10 === 3),
      image: chance(rng, 0.85) ? `/images/products/${productId}.svg` : null,
      vendor: { name: brand.name, slug: brand.slug, image: brand.image ?? null },
      brand: brand.name,
      features: [
        `${leaf.type} design for ${leaf.style.toLowerCase()} applications`,
        `${specs[0]!.title}: ${specs[0]!.value}`,
        'Backed by the manufacturer warranty',
        ...(chance(rng, 0.5) ? ['Ships same day from stock when ordered by 5pm'] : []),
      ],
      country_of_origin: chance(rng, 0.9) ? pick(rng, COUNTRIES) : null,
      standards: chance(rng, 0.5) ? [pick(rng, STANDARDS)] : [],
      sds_url:
        dept.name === 'Chemicals & Adhesives' || dept.name === 'Paint, Marking & Tape'
          ? `https://sds.example.com/${productId}.pdf`
          : null,
      prop65: chance(rng, 0.05) ? PROP65 : null,
      unspsc: UNSPSC[dept.name] ?? null,
      specifications: [...specs, { title: 'Brand', value: brand.name }],
      items: [],
      catalogs,
      taxonomy: {
        department: dept.name,
        category: leaf.category,
        style: leaf.style,
        type: leaf.type,
        vendor: brand.name,
      },
      active: i % 100 !== 37,
    };

    // Gloves come in six sizes, XS to 2XL; other products in one to six variants.
    const isGlove = leaf.style.endsWith('Gloves');
    const drawnCount = weightedIndex(rng, ITEM_COUNT_WEIGHTS) + 1;
    const itemCount = isGlove ? GLOVE_SIZES : drawnCount;
    const basePrice = Math.round(Math.exp(Math.log(2) + rng() * (Math.log(1500) - Math.log(2))) * 100) / 100;
    const drawnStart = int(rng, 0, dept.variant.values.length - 1);
    const variantStart = isGlove ? 0 : drawnStart;
    const uomChoices = DEFAULT_UOMS[dept.name];
    let lowest = Infinity;
    for (let k = 0; k < itemCount; k++) {
      const variant = dept.variant.values[(variantStart + k) % dept.variant.values.length]!;
      const defaultUom = chance(rng, 0.65)
        ? 'EA'
        : uomChoices && chance(rng, 0.8)
          ? pick(rng, uomChoices)
          : pick(rng, UOMS);
      const listPrice = Math.round(basePrice * (1 + 0.15 * k) * 100) / 100;
      const erp = String(itemSeq++);
      const item: ProductItem = {
        erp,
        iref: null,
        cpn: null,
        vpn: `${brand.code}-${(i * 7 + k).toString(36).toUpperCase()}${k}`,
        displayItemNo: erp,
        description: `${heading}, ${dept.variant.title} ${variant}`,
        uom: defaultUom,
        units: Math.max(1, Math.ceil(listPrice / 10)),
        unit_type: dept.unitType,
        direct_ship: chance(rng, 0.05),
        apsv: chance(rng, 0.1),
        item_specifications: [`${dept.variant.title}|${variant}`, ...specs.map((s) => `${s.title}|${s.value}`)],
        active: true,
      };
      const stock: Record<string, number> = {};
      for (const w of WAREHOUSES) stock[w] = chance(rng, 0.2) ? 0 : int(rng, 1, 500);
      product.items.push(item);
      items.set(erp, { item, product, listPrice, uoms: buildUoms(rng, defaultUom), stock });
      lowest = Math.min(lowest, listPrice);
    }
    products.push(product);
    minPrice.set(productId, lowest);
    popularity.set(productId, rng());
  }
  return { products, items, popularity, minPrice };
}
