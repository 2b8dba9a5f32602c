// One template per brand: its name (from the content domain) and colours. The default brand's
// colour is the storefront's --brand (web/src/ui/base.css); both pass 4.5:1 on white.
import type { StoreBrand } from '../generated/resolvers-types.ts';

export type DocumentTemplate = {
  brandName: string;
  /** The contact line under the brand name. */
  contact: string;
  /** Brand name, rules and the table header's background. */
  primary: string;
  /** The shading of every other line. */
  stripe: string;
};

const COLOURS: Record<StoreBrand['key'], Pick<DocumentTemplate, 'primary' | 'stripe'>> = {
  DEFAULT: { primary: '#003a70', stripe: '#f3f5f8' },
  RV: { primary: '#8a3b12', stripe: '#fbf3ee' },
};

export const templateOf = (brand: StoreBrand): DocumentTemplate => ({
  brandName: brand.name,
  contact: `${brand.supportPhone} · ${brand.supportEmail}`,
  ...COLOURS[brand.key],
});
