// The viewer flags of the header and main navigation, mapped from the ERP's user (GET /user/{id})
// over the typed fake ERP; each persona's fields as erp-sandbox/src/data/personas.ts seeds them.
import { describe, expect, it } from 'vitest';
import type { ErpUser } from '../erp/types.ts';
import { unitGateway } from '../testing/unit.ts';
import { erpUser, principalOfUser } from '../testing/erp-answers/account.ts';

const FLAGS = '{ viewer { sessionMode csrEmail quoteReportActive orderPadEnabled cardPaymentDisabled } }';

interface Flags {
  viewer: {
    sessionMode: string;
    csrEmail: string | null;
    quoteReportActive: boolean;
    orderPadEnabled: boolean;
    cardPaymentDisabled: boolean;
  } | null;
}

const csr = { name: 'Casey CSR', email: 'csr@vallen.example' };
const flagsOf = async (user: ErpUser) => {
  const gateway = await unitGateway({ 'GET /user/{id}': () => user }, { principal: principalOfUser(user) });
  return (await gateway.run<Flags>(FLAGS)).data?.viewer;
};

describe('the viewer flags of the header and main navigation (storefront §2.3, account-admin §6)', () => {
  it('gives a buyer the CSR e-mail, the order pad and card payments', async () => {
    expect(await flagsOf(erpUser({ site_csr: csr }))).toEqual({
      sessionMode: 'STANDARD',
      csrEmail: 'csr@vallen.example',
      quoteReportActive: false,
      orderPadEnabled: true,
      cardPaymentDisabled: false,
    });
  });

  it('closes the order pad to express users and to the one customer it is switched off for', async () => {
    expect(await flagsOf(erpUser({ id: 8, user_type: 'express', express_checkout: true }))).toMatchObject({
      sessionMode: 'EXPRESS',
      orderPadEnabled: false,
    });
    const globex = erpUser({ id: 10, customer_number: '10004', customer_order_pad_disabled: true });
    expect(await flagsOf(globex)).toMatchObject({ sessionMode: 'STANDARD', orderPadEnabled: false });
  });

  it('tells a punch-out user with the quote report from one without', async () => {
    expect(await flagsOf(erpUser({ id: 7, user_type: 'punchout' }))).toMatchObject({ quoteReportActive: false });
    expect(await flagsOf(erpUser({ id: 51, user_type: 'punchout', quote_report_active: true }))).toMatchObject({
      quoteReportActive: true,
    });
  });

  it('marks card payments disabled for a disable_cc user', async () => {
    expect(await flagsOf(erpUser({ disable_cc: true }))).toMatchObject({ cardPaymentDisabled: true });
  });

  it("offers the site tour (the account menu's Take the Tour and /tour) only to a user with site_tour", async () => {
    const tourOf = async (user: ErpUser) => {
      const gateway = await unitGateway({ 'GET /user/{id}': () => user }, { principal: principalOfUser(user) });
      const answer = await gateway.run<{ viewer: { permissions: { canTakeSiteTour: boolean } } }>(
        '{ viewer { permissions { canTakeSiteTour } } }',
      );
      return answer.data?.viewer.permissions.canTakeSiteTour;
    };
    expect(await tourOf(erpUser({ site_tour: true }))).toBe(true);
    expect(await tourOf(erpUser({ site_tour: false }))).toBe(false);
    expect(await tourOf(erpUser())).toBe(false);
  });

  it('answers no viewer to a guest', async () => {
    const gateway = await unitGateway({}, { principal: null });
    expect((await gateway.run<Flags>(FLAGS)).data).toEqual({ viewer: null });
    expect(gateway.calls).toEqual([]);
  });
});
