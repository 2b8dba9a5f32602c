import type { BrandKey } from '../../generated/graphql';

/** A hero slide: its banner (the image host's /images/hero/{image}.svg) and where it leads. */
export type HeroSlide = { title: string; text: string; image: string; to: string };

/** What differs between the two brands on the home page (storefront spec §1 and §2.4). */
export const BRAND_CONTENT: Record<
  BrandKey,
  { tagline: string; industries: string[]; partners: string[]; slides: HeroSlide[] }
> = {
  DEFAULT: {
    tagline: 'Industrial, safety and MRO supplies for business customers.',
    industries: ['Oil & Gas', 'Chemical', 'Aerospace', 'Automotive', 'Utilities', 'General Manufacturing'],
    // Partners as they write their own names (the image host draws the same spellings).
    partners: ['3M', 'Honeywell', 'Ansell', 'MSA Safety', 'Kimberly-Clark Professional', 'DEWALT'],
    slides: [
      {
        title: 'Safety Services',
        text: 'Fit testing, training and PPE programs run by our safety specialists.',
        image: 'safety-services',
        to: '/w/safetyservices',
      },
      {
        title: 'Integrated Solutions',
        text: 'On-site storeroom management that lowers your total cost of MRO.',
        image: 'integrated-solutions',
        to: '/w/integrated-solutions',
      },
      {
        title: 'eProcurement',
        text: 'Punch out from your procurement system and order with your contract prices.',
        image: 'eprocurement',
        to: '/w/eprocurement',
      },
    ],
  },
  RV: {
    tagline: 'Supplies for recreational-vehicle and manufactured-housing builders.',
    industries: ['Recreational Vehicles', 'Manufactured Housing', 'Marine', 'Trailers', 'Modular Construction'],
    partners: ['Dometic', 'Lippert', 'Simpson Strong-Tie', 'Bostitch', 'Senco'],
    slides: [
      {
        title: 'Line-side Supply',
        text: 'Fasteners, sealants and adhesives delivered to your production line.',
        image: 'line-side-supply',
        to: '/w/integrated-solutions',
      },
      {
        title: 'Vending Solutions',
        text: 'Around-the-clock access to tools and PPE with usage reports per line.',
        image: 'vending-solutions',
        to: '/w/dispensing-solutions',
      },
    ],
  },
};

export const CAROUSEL_INTERVAL_MS = 7500;

/** A partner's logo on the image host (the brand logos it draws: /images/brands/{slug}.svg). */
export const partnerLogo = (name: string) =>
  `/images/brands/${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.svg`;
