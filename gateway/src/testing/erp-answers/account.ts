// Test-only: the ERP's user (GET /user/{id}) as unit tests answer it. The default is the Acme buyer
// of erp-sandbox/src/data/personas.ts (id 1, customer 10001) with the flags every buyer has; a test
// overrides the flags it is about (`erpUser({ is_vallen: true })`).
import type { ErpUser } from '../../erp/types.ts';
import { principalOf } from '../unit.ts';
import type { Principal } from '../../auth/session.ts';

export const erpUser = (overrides: Partial<ErpUser> = {}): ErpUser => ({
  id: 1,
  username: 'buyer@acme.example',
  name: 'Bianca Buyer',
  customer_number: '10001',
  default_customer_number: '10001',
  customer_name: 'Acme Manufacturing',
  customer_type: 'customer',
  roles: ['ROLE_USER'],
  is_supervisor: false,
  is_vallen: false,
  catalog: ['2014BSWebCatalog', 'SafetyCatalog'],
  catalog_meta_data: [],
  active: true,
  company_number: 1,
  warehouse: 'MAIN',
  session_id: 'session-1',
  user_type: 'standard',
  domain: 'www.vallen.example',
  workflow_currency: 'dollars',
  can_submit_orders: true,
  order_history: true,
  open_invoices: true,
  paid_invoices: true,
  ...overrides,
});

/** The principal the login makes of `user` (the same id, customer, catalogues and amount mode). */
export const principalOfUser = (user: ErpUser, overrides: Partial<Principal> = {}): Principal =>
  principalOf({
    userId: user.id,
    username: user.username,
    customerNumber: user.customer_number,
    companyNumber: user.company_number,
    warehouse: user.warehouse,
    catalogs: user.catalog,
    amountMode: user.workflow_currency === 'units' ? 'UNITS' : 'CURRENCY',
    token: `token-${user.id}`,
    ...overrides,
  });

/** Well-known personas (erp-sandbox/src/data/personas.ts), as the ERP answers them. */
export const PERSONA_USERS = {
  buyer: () => erpUser(),
  associate: () =>
    erpUser({
      id: 5,
      username: 'associate@vallen.example',
      name: 'Val Associate',
      customer_number: '10000',
      default_customer_number: '10000',
      customer_name: 'Vallen',
      is_vallen: true,
      can_multiview: true,
      manage_customer_apps: true,
    }),
  admin: () =>
    erpUser({ id: 3, username: 'admin@acme.example', name: 'Ada Admin', roles: ['ROLE_USER', 'ROLE_ADMIN'] }),
  superadmin: () =>
    erpUser({
      id: 4,
      username: 'superadmin@vallen.example',
      name: 'Sam Superadmin',
      customer_number: '10000',
      default_customer_number: '10000',
      customer_name: 'Vallen',
      roles: ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_SUPERADMIN'],
      is_vallen: true,
    }),
  globex: () =>
    erpUser({
      id: 10,
      username: 'buyer@globex.example',
      name: 'Gus Globex',
      customer_number: '10004',
      default_customer_number: '10004',
      customer_name: 'Globex',
    }),
};

/** A GET /user/{id} handler answering each of `users` by id (a 404-like error for others). */
export const usersById =
  (...users: ErpUser[]) =>
  ({ path }: { path: string }): ErpUser => {
    const id = Number(path.split('/').pop());
    const user = users.find((u) => u.id === id);
    if (!user) throw new Error(`no user ${id} in this test`);
    return user;
  };
