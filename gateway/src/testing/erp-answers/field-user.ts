// Test-only: the ERP user (GET /user/{id}) of the field domains' unit tests (punch-out, scans, Get it
// for Me, FRC, crib, line properties): the shopping screens' buyer, who may also ask for non-stock
// items; a test sets the flags of the persona it plays (erp-sandbox/src/data/personas.ts).
import type { ErpUser } from '../../erp/types.ts';
import { erpShopper } from './cart.ts';

export const erpFieldUser = (overrides: Partial<ErpUser> = {}): ErpUser =>
  erpShopper({ can_share_cart: undefined, can_submit_non_stock: true, ...overrides });
