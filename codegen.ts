import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema (schema/*.graphql), two consumers:
// - the gateway's resolver types, mapped onto the ERP's REST shapes (gateway/src/erp/types.ts);
// - the web's typed documents (for Apollo's own hooks), generated next to each colocated .graphql
//   document, and the manifest of its trusted operations, which the web build ships.
const scalars = { ID: 'string' };

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: false,
  generates: {
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        contextType: '../context.ts#GatewayContext',
        mapperTypeSuffix: 'Model',
        mappers: {
          Viewer: '../erp/types.ts#ErpUser',
          SpendReport: '../common/spend-model.ts#SpendFigures',
          SearchHit: '../erp/types.ts#ErpSearchHit',
          Product: '../erp/types.ts#ErpProduct',
          ProductItem: '../erp/types.ts#ErpProductItem',
          Vendor: '../erp/types.ts#ErpVendor',
          ItemPrice: '../erp/types.ts#ErpItemPricing',
          Cart: '../erp/types.ts#ErpCart',
          CartLine: '../erp/types.ts#ErpCartLine',
          ShipTo: '../erp/types.ts#ErpShipTo',
          ShippingAddress: '../erp/types.ts#ErpShippingAddress',
          UserSetupRequest: '../erp/types.ts#ErpUserSetupRequest',
          OrderConfirmation: '../erp/types.ts#ErpOrderConfirmation',
          OrderConfirmationLine: '../erp/types.ts#ErpConfirmationLine',
          OrderSummary: '../erp/types.ts#ErpOrderListRow',
          Order: '../erp/types.ts#ErpOrderDetail',
          OrderLine: '../erp/types.ts#ErpOrderDetailLine',
          Invoice: '../erp/types.ts#ErpInvoice',
          SummaryInvoice: '../erp/types.ts#ErpSummaryInvoiceHeader',
          SummaryInvoiceLine: '../erp/types.ts#ErpSummaryInvoiceLine',
          ApprovalRequest: '../erp/types.ts#ErpCartRequest',
          Approver: '../erp/types.ts#ErpApprover',
          ApprovalRequestLine: '../erp/types.ts#ErpCartLine',
          ApprovalLogEntry: '../erp/types.ts#ErpApprovalLogEntry',
          ApprovalDecision: '../erp/types.ts#ErpApprovalDecision',
          GetItForMeRequest: '../erp/types.ts#ErpGifmRequest',
          ReturnRequest: '../erp/types.ts#ErpReturnRequest',
          Notification: '../erp/types.ts#ErpNotification',
          UserDefinedField: '../erp/types.ts#ErpUdfProperty',
          LinePropertyValue: '../erp/types.ts#ErpLineProperty',
          ShoppingListSummary: '../erp/types.ts#ErpShoppingListSummary',
          ShoppingList: '../erp/types.ts#ErpShoppingList',
          ShoppingListItem: '../erp/types.ts#ErpShoppingListItem',
          SavedCard: '../erp/types.ts#ErpPaymentOption',
          OrderEstimate: '../erp/types.ts#ErpOrderQuote',
          ExpressCheckout: '../erp/types.ts#ErpExpressCheck',
        },
      },
    },
    // The inputs and enums the web's documents use, once; each operation file imports them as `Types`.
    'web/src/generated/graphql.ts': {
      documents: 'web/src/**/*.graphql',
      plugins: ['typescript-operations'],
      config: { useTypeImports: true, scalars, generateOperationTypes: false },
    },
    // Beside each .graphql file: a TypedDocumentNode per operation and fragment with its result and
    // variables types, passed as is to Apollo's hooks (useQuery(CartDocument, ...)), which infer both.
    'web/src/': {
      documents: 'web/src/**/*.graphql',
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      // __typename is always in Apollo's results; typing it lets msw fixtures be checked as real responses.
      config: {
        useTypeImports: true,
        scalars,
        nonOptionalTypename: true,
        importSchemaTypesFrom: 'web/src/generated/graphql.ts',
      },
    },
    // The gateway runs only these when trusted operations are on (`@mro/web/operations.json`).
    'web/src/generated/operations.json': {
      documents: 'web/src/**/*.graphql',
      plugins: ['@mro/trusted-operations/codegen'],
    },
  },
};

export default config;
