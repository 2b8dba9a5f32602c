import { HttpResponse } from 'msw';
import {
  ChangePasswordDocument,
  ProfileDocument,
  UpdateProfileDocument,
  type ProfileFieldsFragment,
  type UpdateProfileMutationVariables,
} from '../../features/profile/Profile.generated';
import {
  ProfileUpdateRequestsDocument,
  ResolveProfileUpdateRequestDocument,
  type ProfileUpdateRequestRowFragment,
} from '../../features/profile/ProfileRequests.generated';
import { api } from '../api';

/** Uma's profile: a Cost Center that needs approval and a Shift that does not. */
export const profileFixture = (overrides: Partial<ProfileFieldsFragment> = {}): ProfileFieldsFragment => ({
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
    {
      __typename: 'ProfileCustomField',
      id: '201',
      name: 'Cost Center',
      value: 'CC-100',
      defaultValue: 'CC-100',
      required: true,
      needsApproval: true,
      pendingValue: null,
    },
    {
      __typename: 'ProfileCustomField',
      id: '202',
      name: 'Shift',
      value: '',
      defaultValue: '',
      required: false,
      needsApproval: false,
      pendingValue: null,
    },
  ],
  notifications: { __typename: 'ProfileNotifications', tracking: true, invoice: false, scanToWeb: false },
  notificationsAllowed: true,
  notificationsMessage: null,
  salesContact: { __typename: 'SalesContact', name: 'Casey Rep', email: 'csr@vallen.example' },
  canEdit: true,
  ...overrides,
});

export const profileState = {
  profile: profileFixture(),
  saves: [] as UpdateProfileMutationVariables['input'][],
  passwordChanges: 0,
};

export const resetProfile = (profile = profileFixture()) => {
  profileState.profile = profile;
  profileState.saves = [];
  profileState.passwordChanges = 0;
};

const error = (field: string | null, message: string) => ({
  __typename: 'UserError' as const,
  field,
  message,
  code: 'REJECTED' as const,
});

export const profileHandlers = [
  api.query(ProfileDocument, () => HttpResponse.json({ data: { __typename: 'Query', profile: profileState.profile } })),
  // Like the gateway: a changed field that needs approval stays as it was and is named as pending.
  api.mutation(UpdateProfileDocument, ({ variables }) => {
    profileState.saves.push(variables.input);
    const pending: string[] = [];
    const customFields = profileState.profile.customFields.map((field) => {
      const value = variables.input.customFields.find((f) => f.id === field.id)?.value ?? field.value;
      if (!field.needsApproval || value === field.value) return { ...field, value };
      pending.push(field.name);
      return { ...field, pendingValue: value };
    });
    profileState.profile = { ...profileState.profile, name: variables.input.name, customFields };
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        updateProfile: {
          __typename: 'UpdateProfilePayload',
          profile: profileState.profile,
          pendingApprovals: pending,
          userErrors: [],
        },
      },
    });
  }),
  api.mutation(ChangePasswordDocument, ({ variables }) => {
    const wrong = variables.input.currentPassword !== 'Demo1234!';
    if (!wrong) profileState.passwordChanges += 1;
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        changePassword: {
          __typename: 'ChangePasswordPayload',
          changed: !wrong,
          userErrors: wrong ? [error('currentPassword', 'The current password is not correct.')] : [],
        },
      },
    });
  }),
];

type Row = ProfileUpdateRequestRowFragment;
const requestRow = (i: number): Row => ({
  __typename: 'ProfileUpdateRequest',
  id: String(9001 + i),
  userName: `Employee ${i}`,
  userEmail: `employee${i}@northwind.example`,
  cdfName: 'Cost Center',
  cdfValue: `CC-${100 + i}`,
  created: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00.000Z`,
  status: i < 3 ? 'PENDING' : i % 4 === 0 ? 'REJECTED' : 'APPROVED',
  canResolve: i < 3,
});

export const requestsState = { rows: [] as Row[], failResolve: false, resolved: [] as string[] };
export const resetRequests = (count = 23) => {
  requestsState.rows = Array.from({ length: count }, (_, i) => requestRow(i));
  requestsState.failResolve = false;
  requestsState.resolved = [];
};

export const requestHandlers = [
  api.query(ProfileUpdateRequestsDocument, ({ variables }) => {
    const page = variables.input.page ?? 1;
    const pageSize = variables.input.pageSize ?? 10;
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        profileUpdateRequests: {
          __typename: 'ProfileUpdateRequestPage',
          nodes: requestsState.rows.slice((page - 1) * pageSize, page * pageSize),
          totalCount: requestsState.rows.length,
          page,
          pageSize,
          pendingCount: requestsState.rows.filter((r) => r.status === 'PENDING').length,
        },
      },
    });
  }),
  api.mutation(ResolveProfileUpdateRequestDocument, ({ variables }) => {
    const row = requestsState.rows.find((r) => r.id === variables.input.id);
    const ok = !requestsState.failResolve && row?.canResolve;
    if (ok) {
      row.status = variables.input.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
      row.canResolve = false;
      requestsState.resolved.push(`${row.id} ${row.status}`);
    }
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        resolveProfileUpdateRequest: {
          __typename: 'ResolveProfileUpdateRequestPayload',
          request: ok ? row : null,
          userErrors: ok ? [] : [error('id', 'We were unable to process your request.')],
        },
      },
    });
  }),
];
