// Seeded new-customer applications (account-admin-calls §3, §4): enough to page the associates'
// review list at every page size, in every status, newest first. Deterministic per dataset seed.
import { type Rng, chance, int, mulberry32, pick } from './prng.ts';

export const APPLICATION_STATUSES = [
  'Pending',
  'Won',
  'No Decision',
  'Tier 1 Developing',
  'Lost',
  'Approved',
  'Rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_SEGMENTS = ['TBD', 'Direct'] as const;
/** Applications in these statuses can no longer be changed (§4). */
export const FINAL_STATUSES: readonly ApplicationStatus[] = ['Approved', 'Rejected'];

export interface ApplicationNote {
  description: string;
  updated_date: string;
  updated_by: string;
}

export interface StoredApplication {
  id: number;
  customer_type: 'Existing' | 'New';
  company_name: string;
  company_dba: string;
  city: string;
  state: string;
  company_phone: string;
  vallen_associate: string | null;
  duns: string | null;
  business_nature: string | null;
  business_type: string | null;
  vertical: string | null;
  mro: string | null;
  employees: string | null;
  services: string[];
  name: string;
  email: string;
  created: string;
  status: ApplicationStatus;
  segment: 'TBD' | 'Direct';
  customer_number: string | null;
  bdm_prospect: boolean;
  submission: number;
  notes: ApplicationNote[];
  updated_by: string | null;
}

export const SEEDED_APPLICATIONS = 72;

const COMPANIES = [
  'Bayou Fabrication',
  'Keystone Millwrights',
  'Prairie Valve Works',
  'Gulf Coast Coatings',
  'Summit Conveyor',
  'Ironbridge Castings',
  'Redline Hydraulics',
  'Blue Ridge Plastics',
  'Lakeshore Packaging',
  'Cascade Timber Mills',
  'Delta Pump Service',
  'Granite State Tooling',
];
const SUFFIXES = ['LLC', 'Inc.', 'Co.', 'Corp.', 'Group', 'Holdings'];
const PLACES: [string, string][] = [
  ['Lafayette', 'LA'],
  ['Allentown', 'PA'],
  ['Omaha', 'NE'],
  ['Corpus Christi', 'TX'],
  ['Duluth', 'MN'],
  ['Birmingham', 'AL'],
  ['Spokane', 'WA'],
  ['Greenville', 'SC'],
];
const FIRST = ['Avery', 'Blake', 'Casey', 'Devon', 'Emerson', 'Harper', 'Jordan', 'Morgan', 'Quinn', 'Reese'];
const LAST = ['Nguyen', 'Patel', 'Garcia', 'Okafor', 'Schmidt', 'Rossi', 'Kowalski', 'Larsen', 'Moreau', 'Tanaka'];
const ASSOCIATES = ['Val Associate', 'Riley Rep', 'Sam Sourcing'];
const BUSINESS_TYPES = ['Corporation', 'LLC', 'Partnership', 'Proprietorship', 'Government'];
const VERTICALS = ['Aerospace', 'Automotive', 'PetroChemical', 'General/Industrial Manufacturing', 'Pharmaceutical'];
const MRO = ['< $25,000', '$25,000 - $100,000', '$100,000 - $500,000', '$500,000 - $1,000,000'];
const EMPLOYEES = ['< 500', '500 - 1,000', '1,000 - 2,000', '2,000 - 5,000'];
const SERVICES = ['Integrated Solutions', 'MROP', 'Safety Services', 'Web Features', 'eProcurement'];

/** Mostly Pending New applications (the list's default view), the rest spread over the other values. */
function statusOf(rng: Rng): ApplicationStatus {
  return chance(rng, 0.55) ? 'Pending' : pick(rng, APPLICATION_STATUSES);
}

export function buildApplications(seed: number, anchorMs = Date.now()): StoredApplication[] {
  const rng = mulberry32(seed ^ 0x5eed_a9);
  const list: StoredApplication[] = [];
  for (let id = 1; id <= SEEDED_APPLICATIONS; id++) {
    const [city, state] = pick(rng, PLACES);
    const company = `${pick(rng, COMPANIES)} ${pick(rng, SUFFIXES)}`;
    const person = `${pick(rng, FIRST)} ${pick(rng, LAST)}`;
    const status = statusOf(rng);
    const existing = chance(rng, 0.25);
    // The oldest first: id 1 is 72 half-days ago, the newest a few hours ago.
    const created = new Date(anchorMs - (SEEDED_APPLICATIONS - id + 1) * 12 * 3600_000).toISOString();
    const reviewed = status !== 'Pending';
    list.push({
      id,
      customer_type: existing ? 'Existing' : 'New',
      company_name: company,
      company_dba: company.split(' ')[0]!,
      city,
      state,
      company_phone: `555-${String(int(rng, 100, 999))}-${String(int(rng, 1000, 9999))}`,
      vallen_associate: existing || chance(rng, 0.3) ? pick(rng, ASSOCIATES) : null,
      duns: chance(rng, 0.5) ? String(int(rng, 100_000_000, 999_999_999)) : null,
      business_nature: chance(rng, 0.7) ? 'Industrial maintenance and repair' : null,
      business_type: pick(rng, BUSINESS_TYPES),
      vertical: pick(rng, VERTICALS),
      mro: pick(rng, MRO),
      employees: pick(rng, EMPLOYEES),
      services: SERVICES.filter(() => chance(rng, 0.35)),
      name: person,
      email: `${person.toLowerCase().replace(' ', '.')}@${company.split(' ')[0]!.toLowerCase()}.example`,
      created,
      status,
      segment: reviewed && chance(rng, 0.6) ? 'Direct' : 'TBD',
      customer_number: status === 'Approved' ? String(20_000 + id) : null,
      bdm_prospect: chance(rng, 0.3),
      submission: chance(rng, 0.15) ? 2 : 1,
      notes: reviewed
        ? [
            {
              description: `Called ${person.split(' ')[0]!}; status set to ${status}.`,
              updated_date: new Date(Date.parse(created) + 6 * 3600_000).toISOString(),
              updated_by: pick(rng, ASSOCIATES),
            },
          ]
        : [],
      updated_by: reviewed ? pick(rng, ASSOCIATES) : null,
    });
  }
  return list;
}
