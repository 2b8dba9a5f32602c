import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { amount } from '../common/amount.ts';
import { GraphQLError } from 'graphql';
import { badUserInput, erpUserError, forbidden, toGraphQLError, userError } from '../common/errors.ts';
import { ErpHttpError } from '../erp/errors.ts';
import { viewerUser } from '../auth/viewer.ts';
import { mayViewCustomer } from '../auth/account-access.ts';
import type { ErpScan, ErpScanWrite } from '../erp/types.ts';
import type {
  Scan,
  ScanPage,
  ScansInput,
  ScanStatus,
  UpdateScanInput,
  UserError,
} from '../generated/resolvers-types.ts';
import {
  SCAN_FILTER_MAX,
  SCAN_MESSAGES,
  SCAN_PAGE_SIZE,
  SCAN_PO_MAX,
  SCAN_PROPERTY_MAX,
  scanQuantity,
} from '@mro/rules/scans';

const STATUS: Record<ScanStatus, 0 | 1> = { ACTIVE: 1, ARCHIVED: 0 };
const MAX_PAGE = 100_000;

/** The ERP's scan as the schema shows it, priced in the viewer's amount mode. */
export function scanOf(context: GatewayContext, scan: ErpScan): Scan {
  const principal = requirePrincipal(context);
  const mode = principal.amountMode;
  const items = scan.items.map((item) => ({
    erp: item.erp,
    partNumber: item.partNumber,
    description: item.heading,
    price: amount(item.price, mode),
    unitOfMeasure: item.uom,
    quantity: item.quantity,
    quantityAvailable: item.quantity_available,
    lineTotal: amount(Math.round(item.price * item.quantity * 100) / 100, mode),
    error: item.error,
  }));
  const shipping = scan.shippingInfo;
  return {
    id: String(scan.id),
    customerNumber: scan.tenant_id,
    ownCustomer: scan.tenant_id === principal.customerNumber,
    createdOn: scan.created_on,
    status: scan.status === 1 ? 'ACTIVE' : 'ARCHIVED',
    orderNumbers: scan.order_number,
    initiator: scan.initiator,
    initiatorEmail: scan.initiator_email,
    receiver: scan.receiver,
    receiverEmail: scan.receiver_email,
    shipToId: scan.ship_to,
    shipToLabel: scan.ship_to_title,
    shippingAddress: {
      name: shipping.company_name ?? null,
      line1: shipping.address1 ?? '',
      line2: shipping.address2 ?? null,
      city: shipping.city ?? '',
      state: shipping.state ?? '',
      zip: shipping.zip ?? '',
    },
    purchaseOrderNumber: scan.po_number,
    purchaseOrderRequired: scan.poRequired,
    headerProperties: scan.header_properties,
    lineProperties: scan.line_properties,
    items,
    itemCount: items.length,
    total: amount(
      Math.round(items.reduce((sum, item) => sum + (item.error ? 0 : item.lineTotal.value), 0) * 100) / 100,
      mode,
    ),
  };
}

export async function loadScans(context: GatewayContext, input: ScansInput): Promise<ScanPage> {
  requirePrincipal(context);
  const page = input.page ?? 1;
  const filter = input.filter?.trim() ?? '';
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw badUserInput(`page: 1 to ${MAX_PAGE}.`);
  if (filter.length > SCAN_FILTER_MAX) throw badUserInput(`The filter has at most ${SCAN_FILTER_MAX} characters.`);
  try {
    const answer = await context.erp.get('/scan-to-web', {
      query: {
        status: String(STATUS[input.status]) as '0' | '1',
        limit: SCAN_PAGE_SIZE,
        page,
        order_by: 'created_on',
        order_direction: 'desc',
        ...(filter ? { filter } : {}),
      },
    });
    if (!('scans' in answer)) throw new Error('The ERP answered one scan to a list query.');
    return {
      nodes: answer.scans.map((scan) => scanOf(context, scan)),
      totalCount: answer.meta.total_items,
      page,
      pageSize: SCAN_PAGE_SIZE,
    };
  } catch (error) {
    throw toGraphQLError(error);
  }
}

/** The viewer's customer has any scan (one ERP call, a page of one). */
export async function hasScans(context: GatewayContext): Promise<boolean> {
  requirePrincipal(context);
  try {
    const answer = await context.erp.get('/scan-to-web', { query: { limit: 1 } });
    return 'meta' in answer && answer.meta.total_items > 0;
  } catch {
    // The menu entry is a convenience: a failed check hides it rather than failing the menu.
    return false;
  }
}

/**
 * A scan the viewer may read: their customer's, or (multiview) one of their allowed companies' (staff:
 * any customer's). The ERP lets every multiview user read any scan, prices included, so the gateway
 * narrows it to the allowed companies (cart-checkout-orders §6, account-admin-calls §6).
 */
async function readErpScan(context: GatewayContext, id: string, status?: ScanStatus | null): Promise<ErpScan> {
  const principal = requirePrincipal(context);
  if (!/^\d{1,9}$/.test(id)) throw new GraphQLError('Not found.', { extensions: { code: 'NOT_FOUND' } });
  let scan: ErpScan;
  try {
    const answer = await context.erp.get('/scan-to-web', {
      query: { id, ...(status ? { status: String(STATUS[status]) as '0' | '1' } : {}) },
    });
    if (!('scan' in answer)) throw new Error('The ERP answered a list to a scan query.');
    scan = answer.scan;
  } catch (error) {
    if (error instanceof ErpHttpError && error.status === 403) throw forbidden(SCAN_MESSAGES.otherCustomer);
    throw toGraphQLError(error);
  }
  if (scan.tenant_id !== principal.customerNumber && !mayViewCustomer(await viewerUser(context), scan.tenant_id))
    throw forbidden(SCAN_MESSAGES.otherCustomer);
  return scan;
}

export const loadScan = async (context: GatewayContext, id: string, status?: ScanStatus | null): Promise<Scan> =>
  scanOf(context, await readErpScan(context, id, status));

export type ScanPayload = { scan: Scan | null; userErrors: UserError[] };
export const refused = (code: UserError['code'], message: string, field: string | null = null): ScanPayload => ({
  scan: null,
  userErrors: [userError(code, message, field)],
});

/** A scan the viewer may change: their own customer's (a multiview user switches customer first). */
export async function ownScan(context: GatewayContext, id: string): Promise<ErpScan | ScanPayload> {
  try {
    const scan = await readErpScan(context, id);
    if (scan.tenant_id !== requirePrincipal(context).customerNumber)
      return refused('FORBIDDEN', SCAN_MESSAGES.switchCustomer(scan.tenant_id));
    return scan;
  } catch (error) {
    const code = (error as { extensions?: { code?: string } }).extensions?.code;
    if (code === 'FORBIDDEN') return refused('FORBIDDEN', SCAN_MESSAGES.otherCustomer);
    if (code === 'NOT_FOUND') return refused('NOT_FOUND', SCAN_MESSAGES.detailsFailed);
    throw error;
  }
}

export const isPayload = (value: ErpScan | ScanPayload): value is ScanPayload => 'userErrors' in value;

export async function writeScan(
  context: GatewayContext,
  id: string,
  body: ErpScanWrite,
  failed: string | null = null,
): Promise<ScanPayload> {
  try {
    const answer = await context.erp.put('/scan-to-web/{id}', { path: { id }, body });
    return { scan: scanOf(context, answer.scan), userErrors: [] };
  } catch (error) {
    const problem = erpUserError(error);
    return { scan: null, userErrors: [failed ? { ...problem, message: failed } : problem] };
  }
}

/** Checks what a page sends before the ERP sees it: quantities, PO and property lengths. */
export function updateProblems(input: UpdateScanInput): UserError[] {
  const problems: UserError[] = [];
  for (const [index, line] of (input.quantities ?? []).entries()) {
    const { message } = scanQuantity(line.quantity);
    if (message) problems.push(userError('INVALID_INPUT', message, `quantities.${index}.quantity`));
  }
  if ((input.purchaseOrderNumber?.trim().length ?? 0) > SCAN_PO_MAX)
    problems.push(userError('INVALID_INPUT', SCAN_MESSAGES.poTooLong, 'purchaseOrderNumber'));
  for (const [kind, list] of [
    ['headerProperties', input.headerProperties],
    ['lineProperties', input.lineProperties],
  ] as const) {
    for (const [index, p] of (list ?? []).entries())
      if (p.value.length > SCAN_PROPERTY_MAX)
        problems.push(userError('INVALID_INPUT', SCAN_MESSAGES.propertyTooLong(p.label), `${kind}.${index}.value`));
  }
  return problems;
}

export async function updateScan(context: GatewayContext, input: UpdateScanInput): Promise<ScanPayload> {
  const problems = updateProblems(input);
  if (problems.length > 0) return { scan: null, userErrors: problems };
  const scan = await ownScan(context, input.id);
  if (isPayload(scan)) return scan;
  const quantities = new Map((input.quantities ?? []).map((q) => [q.erp, q.quantity]));
  for (const erp of quantities.keys())
    if (!scan.items.some((item) => item.erp === erp)) return refused('NOT_FOUND', `Item ${erp} is not on this scan.`);
  return writeScan(context, input.id, {
    ...(input.quantities
      ? { items: scan.items.map((item) => ({ erp: item.erp, quantity: quantities.get(item.erp) ?? item.quantity })) }
      : {}),
    ...(input.purchaseOrderNumber !== undefined && input.purchaseOrderNumber !== null
      ? { po_number: input.purchaseOrderNumber.trim() || null }
      : {}),
    ...(input.headerProperties ? { header_properties: input.headerProperties } : {}),
    ...(input.lineProperties ? { line_properties: input.lineProperties } : {}),
  });
}

export async function removeScanItem(context: GatewayContext, id: string, erp: string): Promise<ScanPayload> {
  const scan = await ownScan(context, id);
  if (isPayload(scan)) return scan;
  if (!scan.items.some((item) => item.erp === erp)) return refused('NOT_FOUND', SCAN_MESSAGES.removeFailed);
  const kept = scan.items
    .filter((item) => item.erp !== erp)
    .map((item) => ({ erp: item.erp, quantity: item.quantity }));
  return writeScan(context, id, { items: kept }, SCAN_MESSAGES.removeFailed);
}

export async function archiveScan(context: GatewayContext, id: string): Promise<ScanPayload> {
  const scan = await ownScan(context, id);
  if (isPayload(scan)) return scan;
  try {
    const answer = await context.erp.put('/scan-to-web/archive/{id}', { path: { id } });
    return { scan: scanOf(context, answer.scan), userErrors: [] };
  } catch (error) {
    return { scan: null, userErrors: [erpUserError(error)] };
  }
}

export async function reactivateScan(context: GatewayContext, id: string): Promise<ScanPayload> {
  const scan = await ownScan(context, id);
  if (isPayload(scan)) return scan;
  if (scan.items.length === 0) return refused('INVALID_INPUT', SCAN_MESSAGES.reactivateFailed);
  return writeScan(context, id, { status: 1 }, SCAN_MESSAGES.reactivateFailed);
}
