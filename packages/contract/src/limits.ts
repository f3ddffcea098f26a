/** Business constants and limits of spec section 9, written once for both sides. */
export const limits = {
  phoneDigits: 10,
  pincodeDigits: 6,
  pollId: 1,
  passwordMin: 8,
  employeePasswordMin: 6,
  cartMaxItems: 10,
  /** Ours: the largest quantity of one cart item, in kg. */
  maxItemQuantityKg: 100_000,
  /** Ours: how far ahead a pickup can be booked. */
  pickupMaxDaysAhead: 60,
  /** Ours: the optional picture of an inquiry (JPEG, PNG or WebP). */
  inquiryPicMaxBytes: 2 * 1024 * 1024,
  addressesMax: 5,
  dealerPincodeSlots: 10,
  dealerDirectPincodes: 5,
  documentPdfMaxBytes: 153_600,
  documentImageMaxBytes: 204_800,
  profilePicMaxBytes: 204_800,
  cvMaxBytes: 5 * 1024 * 1024,
  commissionPercentPerKg: 1,
  /** Issue 16: digits of the pickup code the customer gives the dealer at the door. */
  pickupCodeDigits: 4,
  /** Issue 16: wrong codes allowed; the next try is refused even with the right code until the customer issues a new one. */
  pickupCodeTries: 5,
  /** Issue 16: the most kg one weighed item may have. */
  weighedKgMax: 10_000,
  /** Issue 16: items one completion may carry (the order's and those added at the door). */
  completionItemsMax: 30,
  /** Ours: the highest price a dealer can set, Rs per kg. */
  maxPricePerKg: 100_000,
  /** Ours: the picture of a category request (JPEG, PNG or WebP). */
  categoryImageMaxBytes: 204_800,
  /** Ours: the most employees one dealer registers. */
  employeesMax: 50,
  /**
   * Ours: rows per page of a list that grows with the business (orders, category requests,
   * employees) when the request names no page_size; large enough that the spec's client, which
   * knows nothing of pages, still sees the recent orders it acts on.
   */
  pageSizeDefault: 50,
  /** Ours: the most rows one page may ask for; a larger page_size is refused (400), not clamped. */
  pageSizeMax: 100,
  /** Ours: the longest cursor a paged list reads (ours are far shorter). */
  pageCursorMaxLength: 200,
  /** Ours: a dealer's minimum and maximum quantity per pickup, kg. */
  dealerQtyMaxKg: 100_000,
  /** Ours: the marketplace's ratings (spec 9: 0.5 to 5.0 in half steps). */
  ratingMin: 0.5,
  ratingMax: 5,
  ratingStep: 0.5,
  /** Ours: the longest review, reach-us message and schedule address a visitor sends a dealer. */
  reviewMaxLength: 1000,
  reachUsMessageMaxLength: 2000,
  scheduleAddressMaxLength: 300,
  /** Ours: how far ahead a visitor can ask a dealer for a pickup from the marketplace page. */
  scheduleMaxDaysAhead: 60,
  /** Ours: a dealer's initiatives on the marketplace page, each a message and an optional photo. */
  initiativesMax: 30,
  initiativeMessageMaxLength: 500,
  initiativePhotoMaxBytes: 1024 * 1024,
  /** Ours: the longest reason an admin gives a dealer for a rejection (documents, pincodes, categories). */
  rejectionReasonMaxLength: 500,
  walletBalance: 0,
  walletMockSuccessMs: 5000,
  toastMs: 5000,
  badgeCap: 99,
} as const;

export const voteStatuses = ['Yes', 'No'] as const;
export const pickupSlots = ['8am - 1pm', '1pm - 6pm'] as const;
export const defaultCountry = 'India';
export const dealerInquiryTiming = '8am to 7pm';

export const displayStats = {
  happyCustomers: '41+',
  satisfaction: '20%',
  recycledKg: '2,080 Kg',
  years: '2+',
} as const;

export const establishedOn = '2018-04-26';

/**
 * How many requests in `windowSeconds` a rate-limited endpoint takes: `perIp` from one address
 * (an IPv6 /64 counts as one address), `perEmail` about one e-mail from anywhere, and
 * `perIpAndEmail` from one address about one e-mail. A 429 with the real wait answers beyond.
 */
export type RateLimitPolicy = { perIp: number; perEmail?: number; perIpAndEmail?: number; windowSeconds: number };

/**
 * Rate limits of the endpoints that can be abused (guessing passwords, flooding mailboxes).
 * Sign-in counts tries per address and e-mail pair, so nobody elsewhere can lock an
 * account's owner out; guessing from many addresses still meets argon2 and the password rules.
 */
export const rateLimits = {
  signIn: { perIp: 30, perIpAndEmail: 10, windowSeconds: 15 * 60 },
  signUp: { perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
  databaseChecker: { perIp: 30, perEmail: 10, windowSeconds: 15 * 60 },
  emailLinks: { perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
  passwordReset: { perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
  publicForms: { perIp: 10, windowSeconds: 60 * 60 },
  votes: { perIp: 20, windowSeconds: 60 * 60 },
  inquiries: { perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
  /** The marketplace's schedule and reach-us forms, each counted on its own. */
  marketplaceForms: { perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
  /** Ratings carry no e-mail: counted per address only, tighter, so one visitor cannot stuff a dealer's average. */
  ratings: { perIp: 5, windowSeconds: 60 * 60 },
  /** Issue 16: new pickup codes, each e-mailed to the customer. */
  pickupCodes: { perIp: 10, windowSeconds: 60 * 60 },
  /** Issue 28: weights proposed at the door, each e-mailed to the customer; a busy dealer's day fits well within it. */
  orderWeights: { perIp: 120, windowSeconds: 60 * 60 },
  /** Issue 27: sign-in and sign-up by mobile number and code (each code also allows only 5 tries). */
  mobileSignIn: { perIp: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;

/**
 * Account mail (verification and reset links) one address receives in `windowSeconds`, counted
 * across every path that sends it (sign-up, sign-in, resend, database checker, reset request),
 * whoever asks and from wherever. Beyond it no mail goes out.
 */
export const accountMailBudget = { perRecipient: 6, windowSeconds: 60 * 60 } as const;

/**
 * Mail one dealer receives from the marketplace page's public forms (pickup requests, ratings,
 * messages) in `windowSeconds`, whoever sends them from wherever. Beyond it each form is still
 * stored and shown on the dealer's requests page, without a mail.
 */
export const marketplaceMailBudget = { perDealer: 20, windowSeconds: 60 * 60 } as const;

/** How long e-mailed links live. */
/**
 * One-time codes to a mobile number (issue 27): a code lives 10 minutes and allows 5 tries; a new
 * one to the same number waits 30 s; at most 5 an hour to one number and 20 an hour asked from
 * one address. The site's daily SMS budget is configuration (SMS_DAILY_BUDGET).
 */
export const otpRules = {
  codeDigits: 6,
  lifetimeSeconds: 10 * 60,
  maxTries: 5,
  resendSeconds: 30,
  perNumberPerHour: 5,
  perAddressPerHour: 20,
  defaultSmsDailyBudget: 2000,
} as const;

export const linkLifetimes = { verifyHours: 24, resetHours: 1 } as const;
