import { HttpResponse } from 'msw';
import {
  ChangePasswordDocument,
  ProfileDocument,
  UpdateProfileDocument,
  type ProfileFieldsFragment,
  type UpdateProfileMutationVariables,
} from '../../features/profile/Profile.generated';
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
