import type { Resolvers, Role, SessionMode } from '../generated/resolvers-types.ts';
import type { ErpUser } from '../erp/types.ts';
import { optionalPrincipal } from '../context.ts';
import { toGraphQLError } from '../common/errors.ts';
import {
  canApproveOrders,
  canViewAccountOverview,
  csrContactOf,
  isAdmin,
  isOpenBrowse,
  isPunchOut,
} from '../auth/account-access.ts';

const ROLES: Record<string, Role> = { ROLE_USER: 'USER', ROLE_ADMIN: 'ADMIN', ROLE_SUPERADMIN: 'SUPER_ADMIN' };

export const sessionModeOf = (user: ErpUser): SessionMode =>
  user.user_type === 'punchout' ? 'PUNCH_OUT' : user.user_type === 'express' ? 'EXPRESS' : 'STANDARD';

export const accountResolvers: Resolvers = {
  Query: {
    viewer: async (_parent, _args, context) => {
      const principal = optionalPrincipal(context);
      if (!principal) return null;
      return context.loaders.user.load(principal.userId).catch((error: unknown) => {
        throw toGraphQLError(error);
      });
    },
  },
  Viewer: {
    id: (user) => String(user.id),
    customerNumber: (user) => user.customer_number,
    phone: (user) => user.phone ?? null,
    phoneExtension: (user) => user.phone_extension ?? null,
    customerName: (user) => user.customer_name,
    roles: (user) => {
      const roles = new Set<Role>(['USER']);
      for (const role of user.roles) if (ROLES[role]) roles.add(ROLES[role]);
      if (roles.has('SUPER_ADMIN')) roles.add('ADMIN');
      return [...roles];
    },
    isSupervisor: (user) => user.is_supervisor,
    isStaff: (user) => user.is_vallen,
    catalogs: (user) => user.catalog_meta_data.map((catalog) => ({ key: catalog.catalog, name: catalog.name })),
    amountMode: (user) => (user.workflow_currency === 'units' ? 'UNITS' : 'CURRENCY'),
    sessionMode: (user) => sessionModeOf(user),
    landingPage: (user) => user.custom_landing_page ?? null,
    csrEmail: (user) => csrContactOf(user)?.email ?? null,
    quoteReportActive: (user) => user.quote_report_active === true,
    orderPadEnabled: (user) => user.user_type !== 'express' && user.customer_order_pad_disabled !== true,
    cardPaymentDisabled: (user) => user.disable_cc === true,
    permissions: (user) => ({
      canSubmitOrders: user.can_submit_orders,
      // Quotes are never offered to an open-browse customer (account-admin-calls §6).
      canSubmitQuotes: (user.can_submit_quotes ?? false) && !isOpenBrowse(user),
      canViewOrderHistory: user.order_history || user.is_supervisor,
      canShareCart: (user.can_share_cart ?? false) && Boolean(user.customer_number) && !isOpenBrowse(user),
      canApproveOrders: canApproveOrders(user),
      canViewAccountOverview: canViewAccountOverview(user),
      canManageUsers: Boolean(user.manage_users) && isAdmin(user),
      canManageDepartments: Boolean(user.manage_departments) && isAdmin(user),
      canRequestUserSetup: Boolean(user.user_setup),
      canUseUniversalCrib: Boolean(user.universal_crib) && Boolean(user.customer_universal_crib),
      canEditBillTo: Boolean(user.can_edit_bill_to) && !isPunchOut(user),
      canManageCustomerApplications: user.is_vallen && Boolean(user.manage_customer_apps),
      canTakeSiteTour: user.site_tour === true,
    }),
    isOpenBrowse: (user) => isOpenBrowse(user),
  },
};
