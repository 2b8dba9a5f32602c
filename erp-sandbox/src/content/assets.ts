// The static JSON the spec's client loads for the locations finder and the resource pages
// (docs/spec/storefront.md §7 "Other": static JSON and PDF assets). Stored in source order, unsorted:
// ordering is the store's job. PDF files are served by the store under /documents/.

export interface Location {
  title: string;
  addr1: string;
  addr2: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string;
  fax: string | null;
  mapUrl: string;
}

const map = (addr: string, city: string, state: string, zip: string) =>
  `https://maps.google.com/?q=${encodeURIComponent(`${addr}, ${city}, ${state} ${zip}`)}`;

const location = (
  title: string,
  addr1: string,
  addr2: string | null,
  city: string,
  state: string,
  zip: string,
  phone: string,
  fax: string | null,
): Location => ({ title, addr1, addr2, city, state, zip, phone, fax, mapUrl: map(addr1, city, state, zip) });

export const LOCATIONS: Location[] = [
  location(
    'Houston Distribution Center',
    '13333 Northwest Fwy',
    'Suite 200',
    'Houston',
    'TX',
    '77040',
    '713-555-0110',
    '713-555-0111',
  ),
  location(
    'Baton Rouge Branch',
    '8550 United Plaza Blvd',
    null,
    'Baton Rouge',
    'LA',
    '70809',
    '225-555-0120',
    '225-555-0121',
  ),
  location('Elkhart RV Supply', '2500 Middlebury St', null, 'Elkhart', 'IN', '46516', '574-555-0130', null),
  location(
    'Cleveland Branch',
    '5755 Granger Rd',
    'Building B',
    'Independence',
    'OH',
    '44131',
    '216-555-0140',
    '216-555-0141',
  ),
  location('Mobile Branch', '1400 Industrial Park Dr', null, 'Mobile', 'AL', '36693', '251-555-0150', '251-555-0151'),
  location('Tulsa Branch', '7310 E 38th St', null, 'Tulsa', 'OK', '74145', '918-555-0160', null),
  location(
    'Pittsburgh Branch',
    '400 Penn Center Blvd',
    'Suite 900',
    'Pittsburgh',
    'PA',
    '15235',
    '412-555-0170',
    '412-555-0171',
  ),
  location(
    'Corpus Christi Branch',
    '5151 Up River Rd',
    null,
    'Corpus Christi',
    'TX',
    '78407',
    '361-555-0180',
    '361-555-0181',
  ),
  location('Savannah Branch', '120 Jimmy Deloach Pkwy', null, 'Savannah', 'GA', '31407', '912-555-0190', null),
  location(
    'Long Beach Branch',
    '2300 E Pacific Coast Hwy',
    null,
    'Long Beach',
    'CA',
    '90804',
    '562-555-0200',
    '562-555-0201',
  ),
];

export type DocumentCollection = 'resale-exemption-certificates' | 'w9';

/** `state` is the state's name, or 'Multijurisdiction' for certificates accepted in several states. */
export interface ResourceDocument {
  state: string;
  title: string;
  file: string;
}

export const DOCUMENTS: Record<DocumentCollection, ResourceDocument[]> = {
  'resale-exemption-certificates': [
    {
      state: 'Texas',
      title: 'Texas Sales and Use Tax Resale Certificate',
      file: '/documents/resale/texas-resale-certificate.pdf',
    },
    {
      state: 'Louisiana',
      title: 'Louisiana Resale Exemption Certificate',
      file: '/documents/resale/louisiana-resale-certificate.pdf',
    },
    {
      state: 'Multijurisdiction',
      title: 'Uniform Sales & Use Tax Resale Certificate (MTC)',
      file: '/documents/resale/mtc-uniform-resale-certificate.pdf',
    },
    {
      state: 'Alabama',
      title: 'Alabama Sales Tax Certificate of Exemption',
      file: '/documents/resale/alabama-exemption-certificate.pdf',
    },
    {
      state: 'Ohio',
      title: 'Ohio Sales and Use Tax Blanket Exemption Certificate',
      file: '/documents/resale/ohio-blanket-exemption-certificate.pdf',
    },
    {
      state: 'Multijurisdiction',
      title: 'Streamlined Sales and Use Tax Certificate of Exemption',
      file: '/documents/resale/streamlined-exemption-certificate.pdf',
    },
    {
      state: 'Indiana',
      title: 'Indiana General Sales Tax Exemption Certificate',
      file: '/documents/resale/indiana-exemption-certificate.pdf',
    },
    {
      state: 'California',
      title: 'California Resale Certificate',
      file: '/documents/resale/california-resale-certificate.pdf',
    },
    {
      state: 'Georgia',
      title: 'Georgia Sales and Use Tax Certificate of Exemption',
      file: '/documents/resale/georgia-exemption-certificate.pdf',
    },
    {
      state: 'Pennsylvania',
      title: 'Pennsylvania Exemption Certificate',
      file: '/documents/resale/pennsylvania-exemption-certificate.pdf',
    },
  ],
  w9: [
    {
      state: '2025',
      title: 'Vallen Distribution, Inc. W-9 (2025)',
      file: '/documents/w9/vallen-distribution-w9-2025.pdf',
    },
    {
      state: '2025',
      title: 'Vallen Safety Supply Company W-9 (2025)',
      file: '/documents/w9/vallen-safety-supply-w9-2025.pdf',
    },
    { state: '2025', title: 'RV Supply by Vallen W-9 (2025)', file: '/documents/w9/rv-supply-w9-2025.pdf' },
  ],
};

/**
 * The strategic sourcing guide for staff, as its CSV rows (docs/spec/storefront.md §3: positional values):
 * name, category, source type, preferred source, supplier type, vendor numbers, account number,
 * contact, website, ordering, specialist name, specialist e-mail.
 */
export const STRATEGIC_SOURCING: string[][] = [
  [
    'Abrasive belts and discs',
    'Abrasives',
    'Contract',
    'Norton',
    'Manufacturer',
    '10442|10451',
    'VAL-88120',
    'Dana Ortiz 800-555-0301',
    'https://www.nortonabrasives.example',
    'EDI',
    'Sam Sourcing',
    'sam.sourcing@vallen.example',
  ],
  [
    'Cut-off wheels',
    'Abrasives',
    'Preferred',
    '3M',
    'Manufacturer',
    '10012',
    'VAL-11873',
    'Lee Park 800-555-0302',
    'https://www.3m.example',
    'Web portal',
    'Sam Sourcing',
    'sam.sourcing@vallen.example',
  ],
  [
    'Disposable gloves',
    'Safety',
    'Contract',
    'Ansell',
    'Manufacturer',
    '10077',
    'VAL-20451',
    'Ria Chen 800-555-0303',
    'https://www.ansell.example',
    'EDI',
    'Riley Rep',
    'riley.rep@vallen.example',
  ],
  [
    'Fall protection',
    'Safety',
    'Preferred',
    'MSA Safety',
    'Manufacturer',
    '10091|10092',
    'VAL-20987',
    'Tom Reyes 800-555-0304',
    'https://www.msasafety.example',
    'Phone',
    'Riley Rep',
    'riley.rep@vallen.example',
  ],
  [
    'Gas detection rental',
    'Safety',
    'Spot buy',
    'Industrial Scientific',
    'Distributor',
    '10110',
    'VAL-21230',
    'Ana Ruiz 800-555-0305',
    'https://www.indsci.example',
    'E-mail',
    'Riley Rep',
    'riley.rep@vallen.example',
  ],
  [
    'Carbide end mills',
    'Cutting Tools',
    'Contract',
    'Kennametal',
    'Manufacturer',
    '10201',
    'VAL-30112',
    'Joe Baker 800-555-0306',
    'https://www.kennametal.example',
    'EDI',
    'Sam Sourcing',
    'sam.sourcing@vallen.example',
  ],
  [
    'Drill bits',
    'Cutting Tools',
    'Preferred',
    'Guhring',
    'Manufacturer',
    '10208',
    'VAL-30140',
    'Mia Frank 800-555-0307',
    'https://www.guhring.example',
    'Web portal',
    'Sam Sourcing',
    'sam.sourcing@vallen.example',
  ],
  [
    'Marking paint',
    'Paint Marking and Tape',
    'Spot buy',
    'Rust-Oleum',
    'Distributor',
    '10305',
    'VAL-40021',
    'Kai Young 800-555-0308',
    'https://www.rustoleum.example',
    'Phone',
    'Riley Rep',
    'riley.rep@vallen.example',
  ],
];
