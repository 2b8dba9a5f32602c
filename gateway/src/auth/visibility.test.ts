// Who sees what (account-admin-calls §6, issue 29): scans of allowed customers only for a multiview
// user; no password reset or logout in punch-out; no default ship-to for users who can switch
// customers; open-browse customers keep open-browse rules after a staff switch. Over the typed fake ERP.
import { describe, expect, it } from 'vitest';
import { PUNCH_OUT_NO_LOGOUT, PUNCH_OUT_NO_PASSWORD_RESET } from '@mro/rules/punchout';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { PERSONA_USERS, erpUser, principalOfUser } from '../testing/erp-answers/account.ts';
import { erpScan } from '../testing/erp-answers/scans.ts';
import type { PunchOutReturn } from './session.ts';

// Mia Multiview: buys for Acme (10001) and may switch to Globex (10004), nothing else.
const mia = erpUser({
  id: 21,
  username: 'multiview@acme.example',
  can_multiview: true,
  shipto_id: 'ST-1',
  allowedCompanies: [{ id: 1, customerNumber: '10004', customerName: 'Globex Corporation' }],
});
const SCAN = 'query S($id: ID!) { scan(id: $id) { id customerNumber total { value } } }';

describe('scans of other customers', () => {
  // The ERP lets any multiview user read any scan; the gateway narrows it.
  const scans = {
    'GET /scan-to-web': ({ query }: { query: unknown }) => ({
      scan: erpScan(Number((query as { id: string }).id), {
        tenant_id: (query as { id: string }).id === '7' ? '10007' : '10004',
      }),
    }),
  };

  it('a multiview user reads an allowed customer’s scan, not another customer’s', async () => {
    const gateway = await unitGateway({ 'GET /user/{id}': () => mia, ...scans }, { principal: principalOfUser(mia) });
    expect((await gateway.run<{ scan: { customerNumber: string } }>(SCAN, { id: '4' })).data!.scan.customerNumber).toBe(
      '10004',
    );
    const other = await gateway.run(SCAN, { id: '7' });
    expect(other.errors?.[0]).toMatchObject({
      message: 'Unable to view Scan: your customer number does not match the customer scanned. Please contact support.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(other.data).toBeNull();
  });

  it('staff read any customer’s scan', async () => {
    const staff = PERSONA_USERS.associate();
    const gateway = await unitGateway(
      { 'GET /user/{id}': () => staff, ...scans },
      { principal: principalOfUser(staff) },
    );
    expect((await gateway.run(SCAN, { id: '7' })).errors).toBeUndefined();
  });
});

describe('punch-out sessions', () => {
  const pat = erpUser({ id: 7, username: 'punchout@acme.example', user_type: 'punchout' });
  const fromProcurement: PunchOutReturn = {
    system: 'acme-ariba',
    format: 'CXML',
    operation: 'create',
    url: 'https://buyer.example/return',
    target: '_top',
    buyerCookie: 'c',
    buyerIdentity: 'ACME',
    supplierIdentity: null,
  };
  const RESET =
    'mutation { requestPasswordReset(input: { username: "punchout@acme.example" }) { message userErrors { code message } } }';
  const LOGOUT = 'mutation { logout { loggedOut userErrors { code message } } }';
  // The reset link (/reset) and the welcome link (/reset-welcome) both set the password through resetPassword.
  const SET_PASSWORD = `mutation { resetPassword(input: { username: "punchout@acme.example", hash: "h1",
    password: "secret1", confirmPassword: "secret1" }) { message userErrors { code message } } }`;

  it('refuse a password reset and a logout, asking the ERP for no mail', async () => {
    for (const principal of [
      principalOf({ userId: 7, punchOut: fromProcurement }),
      principalOf({ userId: 7, username: pat.username }),
    ]) {
      const gateway = await unitGateway({ 'GET /user/{id}': () => pat }, { principal });
      const reset = await gateway.run<{ requestPasswordReset: { message: string | null; userErrors: unknown[] } }>(
        RESET,
      );
      expect(reset.data!.requestPasswordReset).toEqual({
        message: null,
        userErrors: [{ code: 'FORBIDDEN', message: PUNCH_OUT_NO_PASSWORD_RESET }],
      });
      const logout = await gateway.run<{ logout: { loggedOut: boolean; userErrors: unknown[] } }>(LOGOUT);
      expect(logout.data!.logout).toEqual({
        loggedOut: false,
        userErrors: [{ code: 'FORBIDDEN', message: PUNCH_OUT_NO_LOGOUT }],
      });
      expect(gateway.calls.filter((call) => call.route !== 'GET /user/{id}')).toEqual([]);
      expect(gateway.cookies).toEqual([]);
    }
  });

  it('refuse setting a password from a reset or welcome link, leaving the password as it was', async () => {
    for (const principal of [
      principalOf({ userId: 7, punchOut: fromProcurement }),
      principalOf({ userId: 7, username: pat.username }),
    ]) {
      const gateway = await unitGateway({ 'GET /user/{id}': () => pat }, { principal });
      const set = await gateway.run<{ resetPassword: { message: string | null; userErrors: unknown[] } }>(SET_PASSWORD);
      expect(set.data!.resetPassword).toEqual({
        message: null,
        userErrors: [{ code: 'FORBIDDEN', message: PUNCH_OUT_NO_PASSWORD_RESET }],
      });
      expect(gateway.calls.filter((call) => call.route !== 'GET /user/{id}')).toEqual([]);
    }
  });

  it('a buyer still logs out', async () => {
    const buyer = PERSONA_USERS.buyer();
    const gateway = await unitGateway({ 'GET /user/{id}': () => buyer }, { principal: principalOfUser(buyer) });
    const logout = await gateway.run<{ logout: { loggedOut: boolean } }>(LOGOUT);
    expect(logout.data!.logout.loggedOut).toBe(true);
  });
});

describe('the default ship-to', () => {
  const DEFAULT = '{ viewer { defaultShipToId } }';
  const defaultOf = async (user: ReturnType<typeof erpUser>) => {
    const gateway = await unitGateway({ 'GET /user/{id}': () => user }, { principal: principalOfUser(user) });
    return (await gateway.run<{ viewer: { defaultShipToId: string | null } }>(DEFAULT)).data!.viewer.defaultShipToId;
  };

  it('is preselected only for users who cannot switch customers', async () => {
    expect(await defaultOf(erpUser({ shipto_id: 'ST-1' }))).toBe('ST-1');
    expect(await defaultOf(mia)).toBeNull();
    expect(await defaultOf(erpUser({ ...PERSONA_USERS.associate(), shipto_id: 'ST-9' }))).toBeNull();
  });
});

describe('open-browse customers after a staff switch', () => {
  const ACCESS = `{ viewer { isOpenBrowse permissions { canSubmitQuotes canViewAccountOverview canShareCart } }
    orderAccess { openInvoices paidInvoices } getItForMe { quotes nonStockOrders } }`;
  type Access = {
    viewer: { isOpenBrowse: boolean; permissions: Record<string, boolean> };
    orderAccess: Record<string, boolean>;
    getItForMe: Record<string, boolean>;
  };
  const staffFor = (customerNumber: string) =>
    erpUser({
      ...PERSONA_USERS.associate(),
      customer_number: customerNumber,
      can_submit_quotes: true,
      can_submit_non_stock: true,
      can_share_cart: true,
      account_overview: true,
      open_invoices: true,
      paid_invoices: true,
    });
  const accessOf = async (customerNumber: string) => {
    const user = staffFor(customerNumber);
    const gateway = await unitGateway({ 'GET /user/{id}': () => user }, { principal: principalOfUser(user) });
    return (await gateway.run<Access>(ACCESS)).data!;
  };

  it('offer no overview, quotes, non-stock or invoices to staff buying for 90002 or 90003', async () => {
    for (const customer of ['90002', '90003']) {
      const access = await accessOf(customer);
      expect(access.viewer.isOpenBrowse).toBe(true);
      expect(access.viewer.permissions).toEqual({
        canSubmitQuotes: false,
        canViewAccountOverview: false,
        canShareCart: false,
      });
      expect(access.orderAccess).toEqual({ openInvoices: false, paidInvoices: false });
      expect(access.getItForMe).toEqual({ quotes: false, nonStockOrders: false });
    }
    const ordinary = await accessOf('10004');
    expect(ordinary.viewer.permissions.canSubmitQuotes).toBe(true);
    expect(ordinary.orderAccess.openInvoices).toBe(true);
  });
});
