// Test-only: the ERP user (GET /user/{id}) of the field domains' unit tests (punch-out, scans, Get it
// for Me, FRC, crib, line properties). Defaults are Bianca Buyer of Acme, user 101 of principalOf;
// a test sets the flags of the persona it plays (erp-sandbox/src/data/personas.ts).
import type { ErpUser } from '../../erp/types.ts';

export const erpFieldUser = (overrides: Partial<ErpUser> = {}): ErpUser => ({
  id: 101,
  username: 'buyer@acme.example',
  name: 'Bianca Buyer',
  customer_number: '10001',
  default_customer_number: '10001',
  customer_name: 'Acme Manufacturing',
  customer_type: 'standard',
  roles: ['ROLE_USER'],
  is_supervisor: false,
  is_vallen: false,
  catalog: [],
  catalog_meta_data: [],
  active: true,
  domain: 'www.vallen.example',
  company_number: 1,
  warehouse: 'MAIN',
  session_id: 'cart-101',
  user_type: 'standard',
  workflow_currency: 'dollars',
  can_submit_orders: true,
  can_submit_quotes: true,
  can_submit_non_stock: true,
  order_history: true,
  ...overrides,
});
