import type { BrandKey } from '../../generated/graphql';

/** What differs between the two brands on the home page (storefront spec §1 and §2.4). */
export const BRAND_CONTENT: Record<
  BrandKey,
  { tagline: string; industries: string[]; partners: string[]; slides: { title: string; text: string }[] }
> = {
  DEFAULT: {
    tagline: 'Industrial, safety and MRO supplies for business customers.',
    industries: ['Oil & Gas', 'Chemical', 'Aerospace', 'Automotive', 'Utilities', 'General Manufacturing'],
    partners: ['3M', 'Honeywell', 'Ansell', 'MSA Safety', 'Kimberly-Clark Professional', 'DeWalt'],
    slides: [
      { title: 'Safety Services', text: 'Fit testing, training and PPE programs run by our safety specialists.' },
      { title: 'Integrated Solutions', text: 'On-site storeroom management that lowers your total cost of MRO.' },
      { title: 'eProcurement', text: 'Punch out from your procurement system and order with your contract prices.' },
    ],
  },
  RV: {
    tagline: 'Supplies for recreational-vehicle and manufactured-housing builders.',
    industries: ['Recreational Vehicles', 'Manufactured Housing', 'Marine', 'Trailers', 'Modular Construction'],
    partners: ['Dometic', 'Lippert', 'Simpson Strong-Tie', 'Bostitch', 'Senco'],
    slides: [
      { title: 'Line-side Supply', text: 'Fasteners, sealants and adhesives delivered to your production line.' },
      { title: 'Vending Solutions', text: 'Around-the-clock access to tools and PPE with usage reports per line.' },
    ],
  },
};

export const CAROUSEL_INTERVAL_MS = 7500;
