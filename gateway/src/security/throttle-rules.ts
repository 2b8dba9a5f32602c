import type { ThrottleRule } from './throttle.ts';

// What a person does by hand in an hour, with room for an office behind one address; a script gets no further.
const HOUR = 3600;

/** Each action's allowance per account (or the e-mail or customer number it names) and per client address (ASVS V2.2). */
export const THROTTLE_RULES = {
  /** Recovery mails: an owner needs one or two. */
  passwordReset: { account: { points: 3, durationSeconds: HOUR }, address: { points: 10, durationSeconds: HOUR } },
  /** The contact form, by the sender's e-mail. */
  contact: { account: { points: 5, durationSeconds: HOUR }, address: { points: 10, durationSeconds: HOUR } },
  /** Newsletter sign-ups, by the address signed up (the list may mail it a confirmation). */
  newsletter: { account: { points: 5, durationSeconds: HOUR }, address: { points: 10, durationSeconds: HOUR } },
  /** Invoice copies a user mails. */
  invoiceEmail: { account: { points: 30, durationSeconds: HOUR }, address: { points: 60, durationSeconds: HOUR } },
  /** Sharing a cart or a list (each share mails colleagues). */
  share: { account: { points: 30, durationSeconds: HOUR }, address: { points: 60, durationSeconds: HOUR } },
  /** The registration lookup, by the customer number looked up. */
  customerLookup: { account: { points: 10, durationSeconds: HOUR }, address: { points: 10, durationSeconds: HOUR } },
  /** Self-registration, by the e-mail registered. */
  registration: { account: { points: 5, durationSeconds: HOUR }, address: { points: 10, durationSeconds: HOUR } },
  /** New-customer applications, by the applicant's e-mail (each mails 'Application Pending' and queues a review). */
  customerApplication: {
    account: { points: 3, durationSeconds: HOUR },
    address: { points: 15, durationSeconds: HOUR },
  },
  /**
   * An administrator's answers 'There is already an account for …' (createCompanyUser), by the
   * administrator: a handful of typos, not a walk through every address.
   */
  existingAccountAnswer: {
    account: { points: 10, durationSeconds: HOUR },
    address: { points: 20, durationSeconds: HOUR },
  },
} as const satisfies Record<string, { account: ThrottleRule; address: ThrottleRule }>;

export type ThrottledAction = keyof typeof THROTTLE_RULES;

export type ThrottleRules = Record<ThrottledAction, { account: ThrottleRule; address: ThrottleRule }>;
