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
      expect(gateway.callsTo('GET /company/1/{customerNumber}/summary')).toEqual([]);
  });

  it('says the summary failed when the ERP fails', async () => {
    const admin = { ...PERSONA_USERS.admin(), account_overview: true };
    const gateway = await unitGateway(
      {
        'GET /user/{id}': () => admin,
        'GET /company/1/{customerNumber}/summary': () => {
          throw new ErpUnavailableError('server-error', 'GET /company/1/{customerNumber}/summary');
        },
      },
      { principal: principalOfUser(admin) },
    );
    const answer = await gateway.run(SUMMARY);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(COMPANY_MESSAGES.summaryFailed).toBe('Failed to load account summary information.');
  });
});
