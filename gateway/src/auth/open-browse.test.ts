// The spec's open-browse defaults (storefront §9): company 1, warehouse DBEL, catalogue
// 2014BSWebCatalog whatever the open-browse persona's own record says, and the guest cookie's
// fallback lifetime of 365 days. The newsletter list (75798) is in content/newsletter.test.ts.
import { describe, expect, it } from 'vitest';
import { unitGateway } from '../testing/unit.ts';
import { withOpenBrowse } from '../testing/erp-answers/auth.ts';
import { erpUser } from '../testing/erp-answers/account.ts';

/** An open-browse persona whose own record names another company, warehouse and catalogue. */
const openBrowseUser = erpUser({
  id: 12,
  username: 'guest@openbrowse.example',
  customer_number: '90001',
  default_customer_number: '90001',
  company_number: 7,
  warehouse: 'DHOU',
  catalog: ['SafetyCatalog'],
});

const guestOf = async () => {
  const gateway = await unitGateway({}, { principal: null });
  withOpenBrowse(gateway, openBrowseUser);
  return { gateway, context: await gateway.context() };
};

describe('open browse', () => {
  it('browses as company 1, warehouse DBEL and catalogue 2014BSWebCatalog', async () => {
    const { context } = await guestOf();
    expect(await context.guest.principal()).toMatchObject({
      customerNumber: '90001',
      companyNumber: 1,
      warehouse: 'DBEL',
      catalogs: ['2014BSWebCatalog'],
    });
  });

  it('keeps a guest’s cart for 365 days', async () => {
    const { context } = await guestOf();
    context.guest.startCart();
    expect(context.responseCookies).toHaveLength(1);
    expect(context.responseCookies[0]).toMatch(/^mro_guest=[A-Za-z0-9]{32}\.[^;]+; Max-Age=31536000; /);
  });
});
