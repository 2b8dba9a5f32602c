import { type Rng, slugify } from './prng.ts';
import type { Schemas } from './types.ts';

const PREFIXES = [
  'Apex',
  'Ironclad',
  'Summit',
  'Keystone',
  'Titan',
  'Redline',
  'Bluewater',
  'Granite',
  'Northstar',
  'Precision',
  'Allied',
  'Liberty',
  'Eagle',
  'Falcon',
  'Vanguard',
  'Pioneer',
  'Sentinel',
  'Guardian',
  'Frontier',
  'Cascade',
  'Diamondback',
  'Hercules',
  'Atlas',
  'Orion',
  'Mustang',
  'Patriot',
  'Sterling',
  'Trident',
  'Bulldog',
  'Cobalt',
  'Maverick',
  'Sierra',
  'Delta',
  'Vector',
  'Zenith',
  'Harbor',
  'Ridgeway',
  'Lakeshore',
  'Copperline',
  'Blackhawk',
];
const SUFFIXES = [
  'Tool',
  'Industrial',
  'Safety',
  'Abrasives',
  'Manufacturing',
  'Supply',
  'Products',
  'Works',
  'Cutting Systems',
  'Technologies',
];

export type Brand = Schemas['Vendor'] & { code: string };

/** >= 300 distinct brands; every brand is its own vendor. */
export function buildBrands(rng: Rng, count = 320): Brand[] {
  const combos: string[] = [];
  for (const p of PREFIXES) for (const s of SUFFIXES) combos.push(`${p} ${s}`);
  for (let i = combos.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [combos[i], combos[j]] = [combos[j]!, combos[i]!];
  }
  return combos.slice(0, count).map((name, i) => ({
    name,
    slug: slugify(name),
    image: i % 4 === 0 ? null : `/images/brands/${slugify(name)}.svg`,
    code:
      name
        .split(' ')
        .map((w) => w.slice(0, 2).toUpperCase())
        .join('') + String(i % 100).padStart(2, '0'),
  }));
}
