import type { GatewayContext } from '../context.ts';
import { GraphQLError } from 'graphql';
import { badUserInput, forbidden, toGraphQLError, userError } from '../common/errors.ts';
import { canApproveOrders } from '../auth/account-access.ts';
import { viewerUser } from '../auth/viewer.ts';
import type { ErpCdfRequest, ErpUser } from '../erp/types.ts';
import { ErpHttpError } from '../erp/errors.ts';
import type {
  ProfileUpdateRequest,
  ProfileUpdateRequestPage,
  ProfileUpdateRequestsInput,
  ProfileUpdateRequestStatus,
  ResolveProfileUpdateRequestInput,
  ResolveProfileUpdateRequestPayload,
} from '../generated/resolvers-types.ts';
import { PROFILE_MESSAGES, PROFILE_REQUEST_PAGE_SIZE, PROFILE_REQUEST_PAGE_SIZES } from '@mro/rules/profile';

const STATUS: Record<ErpCdfRequest['status'], ProfileUpdateRequestStatus> = {
  Pending: 'PENDING',
  Approved: 'APPROVED',
  Rejected: 'REJECTED',
};
const ERP_STATUS: Record<ProfileUpdateRequestStatus, ErpCdfRequest['status']> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};
const MAX_PAGE = 100_000;

/** Profile Approvals (§6): administrators and supervisors outside punch-out, in units currency. */
export const canApproveProfiles = (user: ErpUser): boolean =>
  canApproveOrders(user) && user.workflow_currency === 'units';

const requestOf = (request: ErpCdfRequest, viewerId: number): ProfileUpdateRequest => ({
  id: String(request.id),
  userName: request.userName,
  userEmail: request.userEmail,
  cdfName: request.cdfName,
  cdfValue: request.cdfValue,
  created: request.created,
  status: STATUS[request.status],
  canResolve: request.status === 'Pending' && request.approver_id === viewerId,
});

async function approver(context: GatewayContext): Promise<ErpUser> {
  const user = await viewerUser(context);
  if (!canApproveProfiles(user)) throw forbidden('Profile approvals are available to approvers only.');
  return user;
}

export async function loadProfileUpdateRequests(
  context: GatewayContext,
  input: ProfileUpdateRequestsInput,
): Promise<ProfileUpdateRequestPage> {
  const user = await approver(context);
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? PROFILE_REQUEST_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw badUserInput(`page: 1 to ${MAX_PAGE}.`);
  if (!(PROFILE_REQUEST_PAGE_SIZES as readonly number[]).includes(pageSize))
    throw badUserInput(`pageSize: one of ${PROFILE_REQUEST_PAGE_SIZES.join(', ')}.`);
  try {
    const [list, totals] = await Promise.all([
      context.erp.get('/customer-defined-fields/requests/{approver}', {
        path: { approver: String(user.id) },
        query: {
          limit: pageSize,
          offset: (page - 1) * pageSize,
          ...(input.status ? { status: ERP_STATUS[input.status] } : {}),
        },
      }),
      context.erp.get('/customer-defined-fields/requests/{approver}/totals', { path: { approver: String(user.id) } }),
    ]);
    return {
      nodes: list.requests.map((r) => requestOf(r, user.id)),
      totalCount: list.meta.total_items,
      page,
      pageSize,
      pendingCount: totals.Pending,
    };
  } catch (error) {
    throw toGraphQLError(error);
  }
}

/** GET /customer-defined-fields/request/{id}: the ERP answers its requester or its approver, 404 anyone else. */
export async function loadProfileUpdateRequest(context: GatewayContext, id: string): Promise<ProfileUpdateRequest> {
  const user = await approver(context);
  if (!/^\d{1,9}$/.test(id)) throw new GraphQLError('Not found.', { extensions: { code: 'NOT_FOUND' } });
  try {
    return requestOf(await context.erp.get('/customer-defined-fields/request/{id}', { path: { id } }), user.id);
  } catch (error) {
    throw toGraphQLError(error);
  }
}

export async function resolveProfileUpdateRequest(
  context: GatewayContext,
  input: ResolveProfileUpdateRequestInput,
): Promise<ResolveProfileUpdateRequestPayload> {
  const user = await approver(context);
  const failed = (): ResolveProfileUpdateRequestPayload => ({
    request: null,
    userErrors: [userError('REJECTED', PROFILE_MESSAGES.resolveFailed, 'id')],
  });
  if (!/^\d{1,9}$/.test(input.id)) return failed();
  try {
    const resolved = await context.erp.put('/customer-defined-fields/requests/{approver}/{id}', {
      path: { approver: String(user.id), id: input.id },
      body: { status: input.decision === 'APPROVE' ? 'Approved' : 'Rejected' },
    });
    return { request: requestOf(resolved, user.id), userErrors: [] };
  } catch (error) {
    // Not the approver's, already resolved, or the ERP failed: the spec's one message (§8).
    if (error instanceof ErpHttpError) return failed();
    throw toGraphQLError(error);
  }
}
