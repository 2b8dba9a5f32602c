// The account overview over the typed fake ERP: who may see it, and what the ERP's failure reads as.
// The overview's figures from the sandbox are in administration/accounts.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '@mro/rules/company';
import type { ErpUser } from '../erp/types.ts';
import { ErpUnavailableError } from '../erp/errors.ts';
import { unitGateway } from '../testing/unit.ts';
import { erpUser, PERSONA_USERS, principalOfUser } from '../testing/erp-answers/account.ts';

const SUMMARY = '{ accountSummary { companyName totalBalance { value } } }';
const as = (user: ErpUser) => unitGateway({ 'GET /user/{id}': () => user }, { principal: principalOfUser(user) });

describe('the account overview', () => {
  it('refuses the open-browse customer, users without the flag and a guest', async () => {
    const noHistory = await as(erpUser({ id: 53, username: 'nohistory@acme.example', account_overview: false }));
    expect((await noHistory.run(SUMMARY)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const openBrowse = await as(
      erpUser({ id: 12, customer_number: '90001', customer_type: 'open_browse', account_overview: true }),
    );
    expect((await openBrowse.run(SUMMARY)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const guest = await unitGateway({}, { principal: null });
    expect((await guest.run(SUMMARY)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const gateway of [noHistory, openBrowse, guest])
      expect(gateway.callsTo('GET /user/customerSummary/{id}')).toEqual([]);
  });

  it('says the summary failed when the ERP fails', async () => {
    const admin = { ...PERSONA_USERS.admin(), account_overview: true };
    const gateway = await unitGateway(
      {
        'GET /user/{id}': () => admin,
        'GET /user/customerSummary/{id}': () => {
          throw new ErpUnavailableError('server-error', 'GET /user/customerSummary/{id}');
        },
      },
      { principal: principalOfUser(admin) },
    );
    const answer = await gateway.run(SUMMARY);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(COMPANY_MESSAGES.summaryFailed).toBe('Failed to load account summary information.');
  });

  it('reads the overview of the customer the viewer buys for by the viewer, not by a customer number', async () => {
    const admin = { ...PERSONA_USERS.admin(), account_overview: true };
    const gateway = await unitGateway(
      {
        'GET /user/{id}': () => admin,
        'GET /user/customerSummary/{id}': () => ({
          name: 'Acme Fabrication',
          address: '1 Industrial Way, Tulsa, OK 74103',
          lastsaledt: '2026-11-20',
          lastpaydt: '2026-11-02',
          salesytd: 120_500.5,
          lastsalesytd: 98_000,
          openordval: 1_200,
          futinvbal: 300,
          custperiodbal: '100.00;200.00;300.00;400.00;500.25',
          ordbal: 1_500,
          type: 'customer',
          period: ['Current', 'Over 30', 'Over 60', 'Over 90', 'Over 120'],
        }),
      },
      { principal: principalOfUser(admin) },
    );
    expect((await gateway.run(SUMMARY)).data).toEqual({
      accountSummary: { companyName: 'Acme Fabrication', totalBalance: { value: 1500.25 } },
    });
    expect(gateway.callsTo('GET /user/customerSummary/{id}').map((call) => call.path)).toEqual([
      `/user/customerSummary/${admin.id}`,
    ]);
  });
});
