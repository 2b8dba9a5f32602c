// Customer applications review (account-admin-calls §4, §5, §7.1): GET /customer-applications, GET and
// PUT /customer-application/{id}. Expected refusals are user errors with the spec's messages (§8).
import type { GatewayContext } from '../context.ts';
import { badUserInput, formUserErrors, toGraphQLError, userError } from '../common/errors.ts';
import { isErpStatus } from '../erp/errors.ts';
import type { components } from '../erp/generated/openapi.ts';
import type {
  AddCustomerApplicationNoteInput,
  CustomerApplication,
  CustomerApplicationPage,
  CustomerApplicationSegment,
  CustomerApplicationsInput,
  CustomerApplicationStatus,
  UpdateCustomerApplicationInput,
  UserError,
} from '../generated/resolvers-types.ts';
import {
  APPLICATION_FILTER_MAX,
  APPLICATION_PAGE_SIZES,
  APPLICATION_STATUSES,
  TOOLS_MESSAGES,
  applicationReviewFormErrors,
  applicationNoteFormErrors,
  isFinalStatus,
} from '@mro/rules/tools';
import { requireApplicationReviewer } from './staff.ts';

type ErpApplication = components['schemas']['CustomerApplication'];
type ErpStatus = ErpApplication['status'];

const MAX_PAGE = 100_000;
const toErpStatus = (status: CustomerApplicationStatus): ErpStatus =>
  APPLICATION_STATUSES.find((s) => s.value === status)!.label;
const fromErpStatus = (status: ErpStatus): CustomerApplicationStatus =>
  APPLICATION_STATUSES.find((s) => s.label === status)!.value;
const toErpSegment = (segment: CustomerApplicationSegment) => (segment === 'DIRECT' ? 'Direct' : 'TBD');

export function applicationOf(a: ErpApplication): CustomerApplication {
  const status = fromErpStatus(a.status);
  return {
    id: String(a.id),
    customerType: a.customer_type === 'Existing' ? 'EXISTING' : 'NEW',
    companyName: a.company_name,
    companyDba: a.company_dba,
    city: a.city,
    state: a.state,
    companyPhone: a.company_phone,
    salesAssociate: a.vallen_associate ?? null,
    duns: a.duns ?? null,
    businessNature: a.business_nature ?? null,
    businessType: a.business_type ?? null,
    vertical: a.vertical ?? null,
    mroSpend: a.mro ?? null,
    employees: a.employees ?? null,
    services: a.services,
    name: a.name,
    email: a.email,
    created: a.created,
    status,
    segment: a.segment === 'Direct' ? 'DIRECT' : 'TBD',
    customerNumber: a.customer_number,
    bdmProspect: a.bdm_prospect,
    submissionCount: a.submission,
    notes: a.notes.map((n) => ({ description: n.description, updatedDate: n.updated_date, updatedBy: n.updated_by })),
    updatedBy: a.updated_by,
    editable: !isFinalStatus(status),
  };
}

export async function loadApplications(
  context: GatewayContext,
  input: CustomerApplicationsInput,
): Promise<CustomerApplicationPage> {
  await requireApplicationReviewer(context);
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 25;
  const filter = input.filter?.trim() ?? '';
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw badUserInput(`page: 1 to ${MAX_PAGE}.`);
  if (!(APPLICATION_PAGE_SIZES as readonly number[]).includes(pageSize))
    throw badUserInput(`pageSize: one of ${APPLICATION_PAGE_SIZES.join(', ')}.`);
  if (filter.length > APPLICATION_FILTER_MAX)
    throw badUserInput(`The filter has at most ${APPLICATION_FILTER_MAX} characters.`);
  try {
    const answer = await context.erp.get('/customer-applications', {
      query: {
        _format: 'json',
        offset: (page - 1) * pageSize,
        limit: pageSize,
        order_direction: 'DESC',
        ...(input.status ? { status: toErpStatus(input.status) } : {}),
        ...(input.customerType ? { customer_type: input.customerType === 'EXISTING' ? 'Existing' : 'New' } : {}),
        ...(input.bdmProspect === true || input.bdmProspect === false
          ? { bdm_prospect: input.bdmProspect ? '1' : '0' }
          : {}),
        ...(filter ? { filter } : {}),
      },
    });
    return { nodes: answer.applications.map(applicationOf), totalCount: answer.meta.total_items, page, pageSize };
  } catch (error) {
    throw toGraphQLError(error);
  }
}

export async function loadApplication(context: GatewayContext, id: string): Promise<CustomerApplication | null> {
  await requireApplicationReviewer(context);
  if (!/^\d{1,9}$/.test(id)) return null;
  try {
    return applicationOf(await context.erp.get('/customer-application/{id}', { path: { id } }));
  } catch (error) {
    if (isErpStatus(error, 404)) return null;
    throw toGraphQLError(error);
  }
}

type Payload = { customerApplication: CustomerApplication | null; message: string | null; userErrors: UserError[] };
const refused = (...userErrors: UserError[]): Payload => ({ customerApplication: null, message: null, userErrors });

async function save(
  context: GatewayContext,
  id: string,
  body: components['schemas']['CustomerApplicationUpdate'],
  done: string,
  failed: string,
): Promise<Payload> {
  if (!/^\d{1,9}$/.test(id)) return refused(userError('NOT_FOUND', TOOLS_MESSAGES.applicationMissing, 'id'));
  try {
    const saved = await context.erp.put('/customer-application/{id}', { path: { id }, body });
    return { customerApplication: applicationOf(saved), message: done, userErrors: [] };
  } catch (error) {
    if (isErpStatus(error, 404)) return refused(userError('NOT_FOUND', TOOLS_MESSAGES.applicationMissing, 'id'));
    if (isErpStatus(error, 409)) return refused(userError('REJECTED', TOOLS_MESSAGES.final, 'status'));
    if (isErpStatus(error, 401)) throw toGraphQLError(error);
    // The ERP's reason for a refusal is shown, or 'Request failed' with its status when it gives none.
    if (isErpStatus(error, 400)) return refused(userError('REJECTED', error.message));
    return refused(userError('UPSTREAM_UNAVAILABLE', failed));
  }
}

export async function updateApplication(
  context: GatewayContext,
  input: UpdateCustomerApplicationInput,
): Promise<Payload> {
  await requireApplicationReviewer(context);
  const customerNumber = input.customerNumber?.trim() ?? '';
  const problems = formUserErrors(
    applicationReviewFormErrors({ status: input.status, segment: input.segment, customerNumber }),
  );
  if (problems.length > 0) return refused(...problems);
  return save(
    context,
    input.id,
    {
      status: toErpStatus(input.status),
      segment: toErpSegment(input.segment),
      customer_number: customerNumber || null,
      bdm_prospect: input.bdmProspect,
    },
    TOOLS_MESSAGES.updated,
    TOOLS_MESSAGES.saveFailed,
  );
}

export async function addApplicationNote(
  context: GatewayContext,
  input: AddCustomerApplicationNoteInput,
): Promise<Payload> {
  await requireApplicationReviewer(context);
  const problems = formUserErrors(applicationNoteFormErrors({ note: input.note }));
  if (problems.length > 0) return refused(...problems);
  return save(context, input.id, { note: input.note.trim() }, TOOLS_MESSAGES.noteAdded, TOOLS_MESSAGES.noteFailed);
}
