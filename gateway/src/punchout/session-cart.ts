import { randomBytes } from 'node:crypto';
import type { ErpClient } from '../erp/client.ts';
import { erpApiOf } from '../erp/erp-api.ts';
import { isErpStatus } from '../erp/errors.ts';
import type { Principal } from '../auth/session.ts';
import { CxmlStatus, type ReturnedLine } from './cxml.ts';

/**
 * Every punch-out entry opens a cart of its own: the user's ERP session id (the ERP knows a cart as
 * its owner's by that prefix) and a fresh suffix. So a session never sees the lines another session
 * of the same buyer left or already transferred (issue 29).
 */
export const punchOutCartId = (userCartId: string): string =>
  `${userCartId}-punchout-${randomBytes(12).toString('hex')}`;

/**
 * A cXML edit or inspect setup: the session's cart starts with the requisition's lines, priced by the
 * ERP now. A line the ERP no longer sells refuses the setup with the ERP's reason (nothing half-opened).
 */
export const openRequisition = async (
  erp: { client: ErpClient; requestId: string },
  principal: Principal,
  lines: readonly ReturnedLine[],
): Promise<CxmlStatus | null> => {
  if (lines.length === 0) return null;
  try {
    await erpApiOf(erp.client, { token: principal.token, requestId: erp.requestId }).post('/cart', {
      body: {
        session_id: principal.cartId,
        user_id: principal.userId,
        order_source_type: 'web',
        cart_lines: lines.map((line) => ({
          erp: line.erp,
          quantity: line.quantity,
          ...(line.uom ? { uom: line.uom } : {}),
        })),
      },
    });
    return null;
  } catch (error) {
    if (isErpStatus(error, 400))
      return new CxmlStatus(400, `The requisition's lines cannot be opened: ${error.message}`);
    return new CxmlStatus(500, 'The store could not open the requisition. Please try again.');
  }
};
