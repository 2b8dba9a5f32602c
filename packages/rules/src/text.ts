// The longest text each String input of the API accepts, and the characters no text may carry.
// The gateway refuses anything longer before any resolver runs. These are backstops above every
// domain's own limit (list name 100, city 255, description 500...), so a form's field one character
// over its rule still gets the domain's message beside the field; only abuse meets these.
import { CONTACT_FILE_MAX_BASE64 } from './contact.ts';
import { tooLongMessage } from './common.ts';

/** Codes, keys, slugs and numbers. */
const CODE = 100;
/** Names, e-mail addresses, phone numbers, cities, labels and search text. */
const SHORT = 300;
/** Address lines, descriptions and queries. */
const LINE = 1000;
/** Passwords (the rules say 50 at most for a new one; older ones were set elsewhere). */
const SECRET = 128;
/** Multi-line text: comments, messages, item descriptions. */
const LONG = 5000;
/** Attachments, base64 (the body limit caps the whole request too). */
const FILE = CONTACT_FILE_MAX_BASE64 + 4;

const fields = (type: string, max: number, names: string[]) => names.map((name) => [`${type}.${name}`, max] as const);

/** `Type.field` (input fields) or `Type.field(argument)` (arguments) → maximum length. */
export const TEXT_LIMITS: ReadonlyMap<string, number> = new Map([
  // Slugs are made of product names, so they get a line's room.
  ...fields('Query', LINE, ['product(slug)', 'brand(slug)', 'searchFilter(slug)']),
  ...fields('Query', CODE, [
    'productSlugByItem(erp)',
    'categoryTree(catalog)',
    'order(orderNumber)',
    'orderStatusLookup(orderNumber)',
    'punchOutLog(customerNumber)',
  ]),
  ...fields('Query', CODE, ['registrationCustomer(customerNumber)']),
  ...fields('Query', SHORT, ['searchSuggestions(query)', 'facetValues(name)', 'userDefinedFieldValues(fieldName)']),
  ...fields('Query', SHORT, ['userDefinedFieldValues(filter)']),
  ...fields('CompanyUsersInput', SHORT, ['filter']),
  ...fields('Query', SHORT, ['departmentUserCandidates(search)']),
  ...fields('CompanyDepartmentsInput', SHORT, ['filter']),
  ...fields('CreateCompanyDepartmentInput', SHORT, ['key', 'description', 'spendLimit']),
  ...fields('UpdateCompanyDepartmentInput', SHORT, ['key', 'description', 'spendLimit']),
  ...fields('SupervisorCandidatesInput', SHORT, ['search']),
  ...fields('CreateCompanyUserInput', SHORT, ['name', 'username', 'phone', 'phoneExtension']),
  ...fields('CreateCompanyUserInput', SECRET, ['password']),
  ...fields('UpdateCompanyUserInput', SHORT, ['name', 'phone', 'phoneExtension']),
  ...fields('Query', SHORT, ['userDepartmentChoices(search)', 'catalogChoices(search)']),
  ...fields('UserDepartmentsInput', CODE, ['keys', 'defaultKey']),
  ...fields('CreateCompanyUserInput', CODE, ['catalogs']),
  ...fields('UpdateCompanyUserInput', CODE, ['catalogs']),
  ...fields('ApprovalLimitInput', CODE, [
    'itemType',
    'spendLimit',
    'maxLimit',
    'limitType',
    'limitTermYears',
    'limitResetDate',
    'termSpending',
  ]),
  ...fields('SubscribeToNewsletterInput', SHORT, ['email']),
  ...fields('LoginInput', SHORT, ['username']),
  ...fields('LoginInput', SECRET, ['password']),
  ...fields('ApprovalQuantityInput', CODE, ['quantity']),
  ...fields('ApproveCartRequestInput', SHORT, ['purchaseOrder']),
  ...fields('ApproveCartRequestInput', LONG, ['comment']),
  ...fields('RejectCartRequestInput', LONG, ['comment']),
  ...fields('CartLineInput', CODE, ['unitOfMeasure']),
  ...fields('ApplyPromoCodeInput', CODE, ['code']),
  ...fields('RemovePromoCodeInput', CODE, ['code']),
  ...fields('AttributeFilterInput', LINE, ['attribute', 'value']),
  ...fields('ProductSearchInput', LINE, ['query', 'department', 'category', 'styles', 'types', 'vendors', 'brands']),
  ...fields('ProductSearchInput', CODE, ['catalog']),
  ...fields('ProductSearchInput', SHORT, ['within']),
  ...fields('UpdateCheckoutDetailsInput', SHORT, [
    'contactName',
    'contactEmail',
    'contactPhone',
    'purchaseOrderNumber',
  ]),
  ...fields('NewShipToInput', SHORT, ['companyName', 'city', 'state', 'zip']),
  ...fields('NewShipToInput', LINE, ['line1', 'line2']),
  ...fields('UpdateCheckoutDetailsInput', LONG, ['shippingInstructions', 'comments']),
  ...fields('PlaceExpressOrderInput', LONG, ['shippingInstructions', 'comments']),
  ...fields('BuyAgainInput', CODE, ['orderNumber']),
  ...fields('PlaceOrderInput', CODE, ['idempotencyKey']),
  ...fields('PlaceExpressOrderInput', CODE, ['idempotencyKey']),
  ...fields('PlaceExpressOrderInput', SHORT, ['purchaseOrderNumber']),
  ...fields('ContactFileInput', LINE, ['filename']),
  ...fields('ContactFileInput', FILE, ['base64']),
  ...fields('SendContactMessageInput', SHORT, ['name', 'email', 'phone', 'city', 'state']),
  ...fields('SendContactMessageInput', LONG, ['message']),
  ...fields('GetItForMeAttachmentInput', LINE, ['fileName']),
  ...fields('GetItForMeAttachmentInput', FILE, ['base64']),
  ...fields('GetItForMeItemInput', SHORT, ['manufacturer', 'partNumber', 'requiredDate']),
  ...fields('GetItForMeItemInput', CODE, ['unitOfMeasure']),
  ...fields('GetItForMeItemInput', LINE, ['siteUrl']),
  ...fields('GetItForMeItemInput', LONG, ['description']),
  ...fields('SubmitGetItForMeRequestInput', SHORT, ['purchaseOrderNumber']),
  ...fields('SubmitGetItForMeRequestInput', LONG, ['comment']),
  ...fields('Query', CODE, ['returnRequests(orderNumber)']),
  ...fields('RequestReturnInput', CODE, ['orderNumber']),
  ...fields('RequestReturnInput', LONG, ['comment']),
  ...fields('PlaceGuestOrderInput', CODE, ['idempotencyKey']),
  ...fields('PlaceGuestOrderInput', SHORT, ['contactName', 'contactEmail', 'contactPhone', 'companyName']),
  ...fields('PlaceGuestOrderInput', SHORT, ['city', 'state', 'zip']),
  ...fields('GuestShipToInput', SHORT, ['city', 'state', 'zip']),
  ...fields('PlaceGuestOrderInput', LINE, ['address1', 'address2']),
  ...fields('InvoicesInput', CODE, ['from', 'to']),
  ...fields('InvoicesInput', SHORT, ['text']),
  ...fields('SendInvoiceEmailInput', CODE, ['orderNumber']),
  ...fields('SendInvoiceEmailInput', SHORT, ['email']),
  ...fields('SummaryInvoicesInput', CODE, ['from', 'to']),
  ...fields('SummaryInvoicesInput', SHORT, ['text']),
  ...fields('SummaryInvoiceInput', CODE, ['billingNumber', 'groupNumber', 'costCenter']),
  ...fields('SubmitSummaryInvoiceInput', CODE, ['billingNumber', 'groupNumber', 'costCenter']),
  ...fields('OrderPadLineInput', CODE, ['partNumber', 'unitOfMeasure']),
  ...fields('Query', CODE, ['partNumberSuggestions(term)']),
  ...fields('ScansInput', SHORT, ['filter']),
  ...fields('Query', SHORT, ['customerChoices(search)']),
  ...fields('Query', SHORT, ['administrableCompanies(search)']),
  ...fields('Query', CODE, ['companyWorkflow(customerNumber)', 'departmentUserCandidates(customerNumber)']),
  ...fields('Query', CODE, ['newUserCustomFields(customerNumber)']),
  ...fields('Query', CODE, ['userDepartmentChoices(customerNumber)']),
  ...fields('AddAllowedCompanyInput', CODE, ['customerNumber']),
  ...fields('CompanyUsersInput', CODE, ['customerNumber']),
  ...fields('CreateCompanyUserInput', CODE, ['customerNumber']),
  ...fields('SupervisorCandidatesInput', CODE, ['customerNumber']),
  ...fields('CompanyDepartmentsInput', CODE, ['customerNumber']),
  ...fields('CreateCompanyDepartmentInput', CODE, ['customerNumber']),
  ...fields('SwitchCustomerInput', CODE, ['customerNumber']),
  ...fields('ScanItemQuantityInput', CODE, ['erp']),
  ...fields('RemoveScanItemInput', CODE, ['erp']),
  ...fields('ReleaseScanInput', CODE, ['idempotencyKey']),
  ...fields('UpdateScanInput', CODE, ['purchaseOrderNumber']),
  ...fields('ScanPropertyInput', SHORT, ['label', 'value']),
  ...fields('ShoppingListsInput', SHORT, ['filter']),
  ...fields('ShoppingListItemInput', CODE, ['unitOfMeasure']),
  ...fields('CreateShoppingListInput', LINE, ['name']),
  ...fields('CreateShoppingListInput', LONG, ['description']),
  ...fields('UpdateShoppingListInput', LINE, ['name']),
  ...fields('UpdateShoppingListInput', LONG, ['description']),
  ...fields('AddShoppingListItemTagInput', SHORT, ['tag']),
  ...fields('RemoveShoppingListItemTagInput', SHORT, ['tag']),
  ...fields('ShareShoppingListInput', SHORT, ['usernames']),
  ...fields('ConvertQuoteInput', CODE, ['orderNumber']),
  ...fields('ConvertQuoteInput', SHORT, ['purchaseOrderNumber']),
  ...fields('OrderHistoryInput', CODE, ['from', 'to', 'shipTo']),
  ...fields('OrderHistoryInput', SHORT, ['text']),
  ...fields('SpendReportInput', CODE, ['from', 'to']),
  // A drill-down key is a month, a department key or a user, category or brand name.
  ...fields('SpendReport', SHORT, ['orders(key)']),
  ...fields('NewCardInput', SHORT, ['nameOnCard']),
  ...fields('NewCardInput', CODE, ['number', 'securityCode']),
  ...fields('BillingAddressInput', SHORT, ['name', 'city', 'state', 'zip']),
  ...fields('BillingAddressInput', LINE, ['line1', 'line2']),
  ...fields('SelectPaymentInput', LINE, ['token']),
  ...fields('UpdateSavedCardInput', SHORT, ['nickname']),
  ...fields('RegisterAccountInput', CODE, ['customerNumber', 'phoneExtension']),
  ...fields('RegisterAccountInput', SHORT, ['username', 'name', 'phone']),
  ...fields('RegisterAccountInput', SECRET, ['password', 'confirmPassword']),
  ...fields('RequestPasswordResetInput', SHORT, ['username']),
  ...fields('ResetPasswordInput', SHORT, ['username']),
  ...fields('ResetPasswordInput', LINE, ['hash']),
  ...fields('ResetPasswordInput', SECRET, ['password', 'confirmPassword']),
  ...fields('SubmitCustomerApplicationInput', SHORT, ['email', 'name', 'companyName', 'companyDba', 'city']),
  ...fields('SubmitCustomerApplicationInput', SHORT, ['state', 'companyPhone', 'salesAssociate', 'duns']),
  ...fields('SubmitCustomerApplicationInput', SHORT, ['businessType', 'vertical', 'mroSpend', 'employees']),
  ...fields('SubmitCustomerApplicationInput', LONG, ['businessNature', 'services']),
  ...fields('ShareCartInput', SHORT, ['recipients']),
  ...fields('UdfValueInput', SHORT, ['name']),
  ...fields('CreateShippingAddressInput', SHORT, ['companyName', 'city', 'state', 'zip']),
  ...fields('CreateShippingAddressInput', LINE, ['line1', 'line2']),
  ...fields('UpdateShippingAddressInput', SHORT, ['companyName', 'city', 'state', 'zip']),
  ...fields('UpdateShippingAddressInput', LINE, ['line1', 'line2']),
  ...fields('AddSavedCardInput', SHORT, ['nameOnCard', 'nickname', 'zip']),
  ...fields('AddSavedCardInput', CODE, ['number', 'securityCode']),
  ...fields('AddSavedCardInput', LINE, ['billingAddress']),
  ...fields('SubmitUserSetupRequestInput', SHORT, ['name', 'email', 'modelAfter']),
  ...fields('SubmitUserSetupRequestInput', CODE, ['customer']),
  ...fields('SubmitUserSetupRequestInput', LONG, ['comments']),
  ...fields('CustomerRequestInput', CODE, ['customerNumber', 'limitReset']),
  ...fields('CustomerRequestInput', SHORT, ['supervisor']),
  ...fields('Query', SHORT, ['userSetupSupervisors(search)']),
  ...fields('UniversalCribSearchInput', SHORT, ['query']),
  // A user-defined field's own maxLength applies first; the spec's default is 255, some are longer.
  ...fields('UdfValueInput', LONG, ['value']),
  // The associates' tools: the applications list's filter, the review, notes (multi-line).
  ...fields('CustomerApplicationsInput', SHORT, ['filter']),
  ...fields('UpdateCustomerApplicationInput', CODE, ['customerNumber']),
  ...fields('AddCustomerApplicationNoteInput', LONG, ['note']),
  ...fields('Query', SHORT, ['customerLookup(term)', 'vendorLookup(term)']),
  ...fields('Query', CODE, ['customerLookupDetail(customerNumber)', 'vendorLookupDetail(vendorNumber)']),
  ...fields('Query', CODE, ['productLookup(partNumber)', 'productLookup(customerNumber)']),
  // The profile and its password change (account-admin-calls §5).
  ...fields('UpdateProfileInput', SHORT, ['name', 'phone', 'phoneExtension']),
  ...fields('UpdateProfileInput', CODE, ['defaultDepartment']),
  ...fields('CustomFieldValueInput', SHORT, ['value']),
  ...fields('ChangePasswordInput', SECRET, ['currentPassword', 'newPassword', 'confirmPassword']),
]);

/**
 * The longest ID any argument or input field accepts, the same for all: ERP keys, card tokens and
 * order numbers are at most a few dozen characters. A longer one is refused before it reaches the ERP
 * (which answers a 90,000-character id with 431).
 */
export const ID_MAX_LENGTH = 200;

// A field not yet in the table (the gateway's schema test fails until it is) gets a one-line limit.
const DEFAULT_MAX = LINE;

export const limitOf = (coordinate: string): number => TEXT_LIMITS.get(coordinate) ?? DEFAULT_MAX;

/** Multi-line inputs: line breaks and tabs are text there; everywhere else they are control characters. */
const MULTI_LINE = new Set([...TEXT_LIMITS.keys()].filter((key) => TEXT_LIMITS.get(key) === LONG));

// C0 and C1 controls, direction embeddings, overrides and isolates (U+202A-202E, U+2066-2069),
// and UTF-16 halves without their other half: shown to colleagues, they hide or reorder text.
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const FORBIDDEN_MULTI_LINE = new RegExp(
  FORBIDDEN.source.replace('\\u0000-\\u001f', '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f'),
);

// Invisible on one line: format characters (zero-width space, direction marks U+200E/200F/061C, word
// joiner, BOM, soft hyphen, tag characters), line and paragraph separators and Hangul fillers. Not the
// zero-width joiner and non-joiner, which emoji sequences and several scripts need. Multi-line text
// keeps them (a mixed-direction comment may need a mark); passwords are never shown, so they keep them too.
const INVISIBLE = /(?![\u200c\u200d])[\p{Cf}\u115f\u1160\u2028\u2029\u3164\uffa0]/u;

/** 'manufacturer' → 'Manufacturer', 'contactName' → 'Contact name', 'shipToId' → 'Ship to ID'. */
export const labelOf = (coordinate: string): string => {
  const name = /\.(?:[A-Za-z]+\()?([A-Za-z]+)\)?$/.exec(coordinate)?.[1] ?? coordinate;
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bid(s?)\b/g, 'ID$1');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const unsafeCharactersMessage = (label: string): string =>
  `${label} may not contain control or text-direction characters.`;

export const invisibleCharactersMessage = (label: string): string =>
  `${label} may not contain invisible characters such as zero-width spaces or direction marks.`;

/**
 * The problem with a single-line text a person reads (a list name, a PO number), or null: control,
 * text-direction and invisible characters hide or reorder what colleagues and the ERP see. Forms
 * call it with their field's label; the gateway applies it to every single-line input.
 */
export const singleLineTextError = (label: string, value: string): string | null => {
  if (FORBIDDEN.test(value)) return unsafeCharactersMessage(label);
  return INVISIBLE.test(value) ? invisibleCharactersMessage(label) : null;
};

/** The problem with one text input, or null; `coordinate` is the schema coordinate of TEXT_LIMITS. */
export const textInputError = (coordinate: string, value: string): string | null => {
  const max = limitOf(coordinate);
  const label = labelOf(coordinate);
  if (value.length > max) return tooLongMessage(label, max);
  if (MULTI_LINE.has(coordinate)) return FORBIDDEN_MULTI_LINE.test(value) ? unsafeCharactersMessage(label) : null;
  if (TEXT_LIMITS.get(coordinate) === SECRET) return FORBIDDEN.test(value) ? unsafeCharactersMessage(label) : null;
  return singleLineTextError(label, value);
};

/** The problem with one ID argument or input field (`coordinate` as in TEXT_LIMITS), or null. */
export const idInputError = (coordinate: string, value: string): string | null => {
  const label = labelOf(coordinate);
  if (value.length > ID_MAX_LENGTH) return tooLongMessage(label, ID_MAX_LENGTH);
  return singleLineTextError(label, value);
};
