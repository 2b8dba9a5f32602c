import { US_STATES } from '../../lib/usStates';

// Canadian provinces and territories: the page accepts Canadian postal codes (account-admin-calls §5).
const CA_PROVINCES: readonly (readonly [string, string])[] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];

/** The state select's options: US states, then Canadian provinces, each under its country. */
export const REGION_OPTIONS = [
  ...US_STATES.map(([value, label]) => ({ value, label, group: 'United States' })),
  ...CA_PROVINCES.map(([value, label]) => ({ value, label, group: 'Canada' })),
];
