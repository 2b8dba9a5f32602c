// Registration messages the web shows before asking the gateway (the same words as the gateway's).
export const CUSTOMER_NUMBER_MESSAGE = 'Customer number is required and may only contain numeric values [0-9].';
export const REGISTER_MESSAGES = {
  email: 'A valid E-mail Address is required',
  name: 'Full Name is required',
  phone: 'The phone number may be at most 25 characters.',
  extension: 'The extension may be at most 8 characters.',
} as const;
export const PHONE_HELP = 'Need help? Call 1-800-555-0150, Monday to Friday 8am to 7pm Eastern.';
