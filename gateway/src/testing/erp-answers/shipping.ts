// Test-only: a user's saved shipping address as the ERP answers it (on the user and from the
// /shipping-address calls), for unit tests over the fake ERP.
import type { ErpShippingAddress } from '../../erp/types.ts';

export const erpShippingAddress = (id: number, overrides: Partial<ErpShippingAddress> = {}): ErpShippingAddress => ({
  id,
  user_id: 160,
  shipto: `W${id}`,
  display: `Tyrell Dock ${id}`,
  poreqfl: false,
  name: 'Tyrell Dock',
  addr1: `${id} Dock Rd`,
  addr2: null,
  city: 'Akron',
  state: 'OH',
  zip: '44301',
  company_name: 'Tyrell Dock',
  street_address_1: `${id} Dock Rd`,
  street_address_2: null,
  is_default: false,
  active: true,
  ...overrides,
});
