// The company settings of account-admin-calls §3 beyond approval, currency, basis and department
// limits, as GET /user/settings and GET /user-approval-workflow answer them. The workflow ones are
// null while workflow approval is off (cart-checkout-orders §3).
import type { App } from '../app.ts';
import type { Schemas } from '../data/types.ts';
import { CDF_FIELDS } from '../profile/fields.ts';
import { settingsOf } from './workflow.ts';

export const companySettings = (
  app: App,
  customerNumber: string,
  fallbackWarehouse: string,
): Schemas['CompanySettings'] => {
  const workflow = settingsOf(customerNumber);
  const on = workflow.workflow_approval;
  return {
    workflow_group: on ? workflow.workflow_group : null,
    workflow_method: on ? workflow.workflow_method : null,
    workflow_unit_type: on ? workflow.workflow_unit_type : null,
    order_limit: on ? workflow.order_limit : null,
    item_whse: app.ds.customers.get(customerNumber)?.warehouse ?? fallbackWarehouse,
    // Customers with custom profile fields use them (account-admin-calls §7.4).
    use_cdf: (CDF_FIELDS[customerNumber] ?? []).length > 0,
  };
};
