import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { userError } from '../common/errors.ts';
import type { ErpCartLine } from '../erp/types.ts';
import { originOf } from '../common/procurement-systems.ts';
import type { PunchOutSession, TransferCartPayload } from '../generated/resolvers-types.ts';
import { returnForm, type TransferLine } from './return-forms.ts';
import { PUNCH_OUT_MESSAGES as M } from './messages.ts';

/** Segment 31 (manufacturing components and supplies): for items the ERP has no UNSPSC code for. */
export const DEFAULT_UNSPSC = '31000000';
// Item numbers per UNSPSC call: keeps each URL short; a 500-line cart asks in three calls at once.
const UNSPSC_BATCH = 200;

const OPERATION = { create: 'CREATE', edit: 'EDIT', inspect: 'INSPECT' } as const;

/** The viewer's punch-out session as the schema shows it, or null. */
export const punchOutSession = (context: GatewayContext): PunchOutSession | null => {
  const session = context.session && 'principal' in context.session ? context.session.principal.punchOut : undefined;
  if (!session) return null;
  const system = context.config.punchOutSystems.find((candidate) => candidate.id === session.system);
  return {
    systemName: system?.name ?? session.system,
    format: session.format,
    operation: OPERATION[session.operation],
    returnOrigin: originOf(session.url) ?? session.url,
  };
};

const unspscCodes = async (context: GatewayContext, erps: string[]): Promise<Map<string, string>> => {
  const batches = Array.from({ length: Math.ceil(erps.length / UNSPSC_BATCH) }, (_, i) =>
    erps.slice(i * UNSPSC_BATCH, (i + 1) * UNSPSC_BATCH),
  );
  const answers = await Promise.all(
    batches.map((items) =>
      context.erp.get('/punchout/unspsc', { query: { items: items.join(','), default_unspsc: DEFAULT_UNSPSC } }),
    ),
  );
  return new Map(
    answers.flatMap((answer) => Object.entries(answer.items)).map(([erp, code]) => [erp, code ?? DEFAULT_UNSPSC]),
  );
};

const transferLine = (line: ErpCartLine, index: number, codes: Map<string, string>): TransferLine => ({
  line: index + 1,
  partNumber: line.erp,
  description: line.description,
  quantity: line.quantity,
  uom: line.uom,
  price: line.price,
  unspsc: codes.get(line.erp) ?? DEFAULT_UNSPSC,
  manufacturerName: line.vendor ?? '',
  manufacturerPartId: line.vpn ?? '',
});

/**
 * transferCart: every line of the cart, at the ERP's prices, in the session's format; then the cart
 * is emptied, so the lines go back once (the procurement system holds them now, and its edit session
 * brings them back). An inspect session sends nothing.
 */
export const transferCart = async (context: GatewayContext): Promise<TransferCartPayload> => {
  const principal = requirePrincipal(context);
  const session = principal.punchOut;
  if (!session) return { form: null, lineCount: 0, userErrors: [userError('FORBIDDEN', M.notStarted)] };
  if (session.operation === 'inspect')
    return { form: null, lineCount: 0, userErrors: [userError('FORBIDDEN', M.inspectOnly)] };
  const cart = await context.providers.cart.loadCart();
  if (cart.cart_lines.length === 0)
    return { form: null, lineCount: 0, userErrors: [userError('INVALID_INPUT', M.emptyCart)] };
  const codes = await unspscCodes(context, [...new Set(cart.cart_lines.map((line) => line.erp))]);
  const lines = cart.cart_lines.map((line, index) => transferLine(line, index, codes));
  // The log's number is the end of the session's cart id: each punch-out session's cart has its own.
  await context.erp.post('/punchout-log', {
    body: { customer_number: principal.customerNumber, order_number: cart.session_id.slice(-40) },
  });
  const emptied = await context.providers.cart.writeCart(cart.session_id, { cart_lines: [] });
  if (emptied.userErrors.length > 0) return { form: null, lineCount: 0, userErrors: emptied.userErrors };
  return {
    form: returnForm(session, lines, cart.sub_total),
    lineCount: lines.length,
    userErrors: [],
  };
};
