// Typed answers of the profile domain: a user's profile and the profile update requests.
import type { ProfileFieldsFragment } from '../../features/profile/Profile.generated';
import type {
  ProfileUpdateRequestRowFragment,
  ProfileUpdateRequestsQuery,
} from '../../features/profile/ProfileRequests.generated';

type CustomField = ProfileFieldsFragment['customFields'][number];

/** Uma's profile: a Cost Center that needs approval and a Shift that does not. */
export const profileOf = (overrides: Partial<ProfileFieldsFragment> = {}): ProfileFieldsFragment => ({
  __typename: 'Profile',
  id: '6',
  name: 'Uma Units',
  username: 'units@northwind.example',
  phone: '555-0106',
  phoneExtension: null,
  customerName: 'Northwind Maintenance',
  customerNumber: '10002',
  departments: [],
  departmentRequired: false,
  customFields: [
    customFieldOf({
      id: '201',
      name: 'Cost Center',
      value: 'CC-100',
      defaultValue: 'CC-100',
      required: true,
      needsApproval: true,
    }),
    customFieldOf({ id: '202', name: 'Shift' }),
  ],
  notifications: { __typename: 'ProfileNotifications', tracking: true, invoice: false, scanToWeb: false },
  notificationsAllowed: true,
  notificationsMessage: null,
  salesContact: { __typename: 'SalesContact', name: 'Casey Rep', email: 'csr@vallen.example' },
  canEdit: true,
  ...overrides,
});

export const customFieldOf = (overrides: Partial<CustomField> = {}): CustomField => ({
  __typename: 'ProfileCustomField',
  id: '201',
  name: 'Cost Center',
  value: '',
  defaultValue: '',
  required: false,
  needsApproval: false,
  pendingValue: null,
  ...overrides,
});

/** Request `i` of Employee i: a Cost Center change to CC-(100+i), pending and resolvable by default. */
export const profileRequestOf = (
  i: number,
  overrides: Partial<ProfileUpdateRequestRowFragment> = {},
): ProfileUpdateRequestRowFragment => ({
  __typename: 'ProfileUpdateRequest',
  id: String(9001 + i),
  userName: `Employee ${i}`,
  userEmail: `employee${i}@northwind.example`,
  cdfName: 'Cost Center',
  cdfValue: `CC-${100 + i}`,
  created: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00.000Z`,
  status: 'PENDING',
  canResolve: true,
  ...overrides,
});

/** One page of the requests. */
export const profileRequestsPageOf = (
  nodes: ProfileUpdateRequestRowFragment[],
  { page = 1, pageSize = 10, totalCount = nodes.length, pendingCount = 0 } = {},
): ProfileUpdateRequestsQuery => ({
  __typename: 'Query',
  profileUpdateRequests: { __typename: 'ProfileUpdateRequestPage', nodes, totalCount, page, pageSize, pendingCount },
});
