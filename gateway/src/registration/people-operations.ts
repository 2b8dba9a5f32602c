// Test-only: the GraphQL operations, answer types and inputs of people.integration.test.ts, kept apart
// so that file holds the tests only.
import type { TestClient } from '../testing/stack.ts';
export const USER = `id username name active isViewer permissions limits { itemType spendLimit maxLimit isSupervisor supervisors { id } }`;
export const PAYLOAD = `user { ${USER} } userErrors { field message code }`;
export const CREATE = `mutation C($input: CreateCompanyUserInput!) { createCompanyUser(input: $input) { ${PAYLOAD} } }`;
export const DEACTIVATE = `mutation D($id: ID!) { deactivateCompanyUser(input: { id: $id }) { ${PAYLOAD} } }`;
export const REACTIVATE = `mutation R($id: ID!) { reactivateCompanyUser(input: { id: $id }) { ${PAYLOAD} } }`;
export const SEND_RESET = `mutation S($id: ID!) { sendCompanyUserPasswordReset(input: { id: $id }) { message userErrors { code message } } }`;

export const INVOICES = `query I($input: InvoicesInput!) { invoices(input: $input) {
  totalCount page pageSize nodes { invoiceNumber orderNumber invoiceDate dueDate amount { value } balance { value } agingBucket } } }`;
export const EMAIL =
  'mutation E($input: SendInvoiceEmailInput!) { sendInvoiceEmail(input: $input) { message userErrors { message code } } }';
export const SUMMARIES = `query S($input: SummaryInvoicesInput) { summaryInvoices(input: $input) {
  totalCount nodes { billingNumber groupNumber costCenter status billingDate } } }`;
export const DETAIL = `query D($input: SummaryInvoiceInput!) { summaryInvoice(input: $input) { invoice { billingNumber status } lineCount lines { lineNumber } } }`;
export const SUBMIT =
  'mutation U($input: SubmitSummaryInvoiceInput!) { submitSummaryInvoice(input: $input) { summaryInvoice { status submitDate } userErrors { code } } }';

export type Inv = {
  invoiceNumber: string;
  orderNumber: string;
  invoiceDate: string;
  dueDate: string;
  balance: { value: number };
  agingBucket: string | null;
};

export const RECOVER =
  'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message userErrors { field message code } } }';
export const RESET =
  'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message userErrors { field message code } } }';
export type Outcome = { message: string | null; userErrors: { field: string | null; message: string; code: string }[] };

// The profile: only Uma's custom fields change here (approved through her approver).
export const PROFILE = `{ profile { name phone phoneExtension departmentRequired canEdit notificationsAllowed
  departments { key isDefault } customFields { id name value required needsApproval pendingValue }
  notifications { tracking invoice scanToWeb } salesContact { name email } } }`;
export const UPDATE = `mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) {
  profile { name customFields { id value pendingValue } } pendingApprovals userErrors { field message code } } }`;
export const REQUESTS = `query R($input: ProfileUpdateRequestsInput!) { profileUpdateRequests(input: $input) {
  totalCount page pageSize pendingCount nodes { id userName userEmail cdfName cdfValue status canResolve } } }`;
export const RESOLVE = `mutation X($input: ResolveProfileUpdateRequestInput!) { resolveProfileUpdateRequest(input: $input) {
  request { id status canResolve } userErrors { field message } } }`;

export type Field = { id: string; name: string; value: string; pendingValue: string | null; needsApproval: boolean };
export type ProfileAnswer = {
  profile: {
    name: string;
    departmentRequired: boolean;
    canEdit: boolean;
    departments: { key: string; isDefault: boolean }[];
    customFields: Field[];
    salesContact: { email: string } | null;
  };
};
export type Update = {
  updateProfile: {
    profile: { name: string; customFields: Field[] } | null;
    pendingApprovals: string[];
    userErrors: { field: string | null; message: string; code: string }[];
  };
};
export type Requests = {
  profileUpdateRequests: {
    totalCount: number;
    pendingCount: number;
    nodes: { id: string; userEmail: string; cdfValue: string; status: string; canResolve: boolean }[];
  };
};

export const draft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Uma Units',
  phone: '555-0106',
  phoneExtension: '',
  defaultDepartment: null,
  customFields: [
    { id: '201', value: 'CC-100' },
    { id: '202', value: '' },
  ],
  notifyTracking: true,
  notifyInvoice: false,
  notifyScanToWeb: false,
  ...overrides,
});

export type Errors = { field: string | null; message: string; code: string }[];
export type User = {
  id: string;
  username: string;
  active: boolean;
  permissions: string[];
  limits: { itemType: string; spendLimit: number | null; supervisors: { id: string }[] }[];
};

export const limitRow = (itemType: string, spendLimit: string) => ({
  itemType,
  isSupervisor: false,
  isMaster: false,
  spendLimit,
  noSpendLimit: false,
  maxLimit: '',
  noMaxLimit: true,
  limitType: '',
  limitTermYears: '',
  limitResetDate: '',
  termSpending: '',
  supervisorIds: ['2'],
});

// The user dialog's access: the roster user 1002, whom no other test changes.
export const ACCESS = `id isAdmin isSuperAdmin allowAllDepartments departments { key description isDefault } catalogs { name label productCount }`;
export const ACCESS_ONE = `query O($id: ID!) { companyUser(id: $id) { ${ACCESS} } }`;
export const ACCESS_UPDATE = `mutation U($input: UpdateCompanyUserInput!) { updateCompanyUser(input: $input) { user { ${ACCESS} } userErrors { field message code } } }`;
export const CATALOGS = `query K($search: String) { catalogChoices(search: $search) { name label productCount } }`;

export type Access = {
  id: string;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  allowAllDepartments: boolean;
  departments: { key: string; description: string; isDefault: boolean }[];
  catalogs: { name: string; label: string; productCount: number | null }[];
};
export type Saved = { user: Access | null; userErrors: Errors };

export const ROSTER_USER = '1002';

export const readAccess = async (client: TestClient, id: string) =>
  (await client.gql<{ companyUser: Access }>(ACCESS_ONE, { id })).data!.companyUser;
export const updateAccess = async (client: TestClient, input: Record<string, unknown>) =>
  (
    await client.gql<{ updateCompanyUser: Saved }>(ACCESS_UPDATE, {
      input: { name: 'Roster Person', permissions: [], ...input },
    })
  ).data!.updateCompanyUser;
