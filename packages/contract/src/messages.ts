import { limits } from './limits.ts';
import { siteName } from './site.ts';
import { disputeMessages } from './disputes/dispute-messages.ts';
import { verifiedDealerMessages } from './selling/verified-dealer-messages.ts';
import { followUpMessages } from './orders/follow-up-messages.ts';
import { newUserMessages } from './new-user-messages.ts';

/**
 * The user-facing message catalogue: every text of spec sections 5 and 8, word for word
 * (including the spec's own spelling, e.g. 'recieved'). Import from here; never retype one.
 */
export const messages = {
  general: {
    enterPincode: 'Enter Pincode',
    invalidPincode: 'Invalid pincode',
    enterValidPincode: 'Enter valid pincode',
    pleaseEnterValidPincode: 'Please enter valid pincode',
    phone: 'Enter valid 10 digit phone number',
    notAvailable: 'This service is not available right now',
    loadFailed: 'Something went wrong while loading. Please try again.',
    /** {wait} is one of the wait texts below (see wait-text.ts). */
    tooManyRequests: 'Too many tries. Please try again in {wait}.',
    waitOneMinute: '1 minute',
    waitMinutes: '{n} minutes',
    invalidRequest: 'The request is not valid.',
    bodyTooLarge: 'This form is too large to send.',
    unsupportedBody: 'Send the form as multipart/form-data, application/x-www-form-urlencoded or application/json.',
    unreadableBody: 'The form could not be read. Please send it again.',
    tooManyFields: 'This form has too many fields.',
    fieldTooLong: 'A field of this form is too long.',
    bodyTooDeep: 'The form is nested too deeply.',
    noFileHere: 'This form takes no file here.',
    requestTimeout: 'The request took too long to arrive. Please try again.',
    /** A 503 while the database or Redis does not answer, or while this server shuts down (with Retry-After). */
    serviceUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
    pageSizeInvalid: `page_size must be a whole number from 1 to ${limits.pageSizeMax}.`,
    cursorInvalid: 'This page link is not valid. Load the list again from its first page.',
  },
  publicForms: {
    suggestionInvalid: 'Please enter valid fields',
    suggestionFailed: 'Please enter valid Email',
    voteFailed: 'There is an error in posting vote. Please Try again later.',
    voteThanks: 'Thank You for voting.',
    votePriorChoiceKey: 'Your Voting Choice was : ',
    joinFailed: 'enter valid email Id',
    investorFailed: 'Enter valid email Id',
    joinSuccess: 'We recieved your application. Thank you!',
    investorSuccess: 'Thank You!',
    internFillAll: 'Please fill all fields',
    cvNotPdf: 'Please upload .pdf file',
    /** Ours: the spec gives no text for the CV size. */
    cvRule: `PDF only, at most ${limits.cvMaxBytes / (1024 * 1024)} MB`,
    cvTooLarge: `The CV must be at most ${limits.cvMaxBytes / (1024 * 1024)} MB.`,
    linkedinInvalid: 'Please Enter Valid Inputs',
    contactFailed: 'Please enter valid Email Id.',
    contactSuccess: 'We recieved your message. Thank You!',
  },
  signIn: {
    accountDoesNotExistMsg: 'Account Does Not Exist.',
    accountDoesNotExist: "Account doesn't exist. Signup first.",
    notVerifiedMsg: 'Your account is not verified yet. Plz verify it first.',
    notVerified:
      'Account exist but email is not verified. Activation link sent to your mail. Please verify your email.',
    incorrectPasswordMsg: 'Incorrect password',
    invalidCredentials: 'Invalid Credentials.',
    loginError: 'Login Error!!',
    signedInTooltip: 'You are Signed In',
  },
  signUp: {
    unverifiedExistsMsg: 'your unverified account already exists!',
    unverifiedExists:
      'Account exist but email is not verified. Activation link sent to your mail. Please verify your email',
    verifiedExistsMsg: 'your verified account already exists!',
    verifiedExists: 'Verified account exist. You can signin with this account.',
    verificationSent: 'Verification email sent',
    checkerVerifyFirstMsg: 'Please firstly verify your email. Mail sent to your email!!',
    checkerVerifyFirst: 'User Exists. Please verify your email and signin',
    regenerationFailed: 'Error in sending regeneration link',
    detailsInvalid: 'Enter 10-digit mobile number and valid username and email',
    passwordsInvalid: 'passwords must be same and more than 8 characters',
  },
  password: {
    resetVerifyFirst:
      'Account with this email Exists.Activation Link sent!! Please verify your email and then request for password change',
    emailNotRegistered: 'Email id not registered',
    resetInvalid: 'Reset Link is invalid',
    activationExpired: 'Email activation Link expired',
    verified: 'Your email has been verified. You may go ahead and sign in now.',
    resetMailSent: 'Check your mail, we sent you reset password link.',
    resetSuccess: 'Your password has been reset. You may go ahead and sign in now.',
    resetTooShort: 'Password should be greater than 8 characters',
  },
  orders: {
    inquirySuccess: 'Order Placed',
    inquiryFailed: "Order can't be placed",
    inquiryInvalid: 'Fill the form properly',
    cancelled: 'Order Cancelled',
    accepted: 'Order Accepted',
    signInToAdd: 'Please Signin to add to cart',
    quantityRequired: 'Add a quantity before add to cart',
    differentDealer:
      'Dealer pickup pincode is different from the previous dealer pincode of your cart items. To add this scrap item, please clear your cart.',
    addedToCart: 'Added to cart!',
    cartLimit: 'Cart limit reached! Only 10 items are allowed in an order!',
    pickupInvalid: 'Please fill the form properly',
    pickupPlaced: 'Your pickup request is placed',
    cartEmpty: 'Your cart is empty',
  },
  profile: {
    picChanged: 'Profile Pic changed successfully',
    updated: 'Profile Updated',
    notUpdated: 'Profile not updated',
    walletFillInputs: 'Fill the input fields properly',
  },
  address: {
    invalid: 'Enter valid fields. All fields are mandatory.',
    limit: 'You can add only 5 addresses.',
    deleted: 'Successfully deleted address',
  },
  dealerSettings: {
    documentsUploaded: 'Documents uploaded',
    documentsInvalid: 'Please upload documents in valid formats',
    documentsMissing: 'Please upload all the required documents',
    pdfTooLarge: 'Please upload documents with pdf size < 150 KB',
    imageTooLarge: 'Please upload documents with logo size 200KB',
    pincodesAdded: 'Pincodes added successfully',
    pincodesUpdated: 'Pincodes updated successfully',
    addPincodeFirst: 'Add a pincode first',
    checkPincode: 'Check the entered pincode',
    pincodeDuplicate: 'This pincode has already been added.',
    pincodeRequestSent: 'Request to new pincode sent, Please wait while admin approves',
    pincodeRequestPending:
      "Can't request for more pincodes, Please wait while admin approves your previous request",
    dealerNotRegisteredInPincodes: 'The dealer is not registered in pincodes table yet',
    priceAdded: 'Successfully added',
    priceUpdated: 'Successfully updated',
    priceRemoved: 'successfully removed',
    categoryRequested: 'Successfully requested',
    employeeAdded: 'Employee added successfully',
    employeeMobile: 'Enter valid 10-digit mobile number',
    employeePassword: 'Password should be minimum 6-digit',
  },
  marketplace: {
    scheduleSuccess: 'We recieved your message. Thank You!',
    scheduleFailed: "Can't schedule your request! Sorry for inconvenience",
    scheduleInvalid: 'Please fill the form correctly!',
    ratingSuccess: 'ThankYou For Your Feedback',
    ratingFailed: 'Sorry Please Try again',
    ratingMissing: 'Please Write us Review',
    reachUsFailed: 'Sorry please try again',
    reachUsInvalid: 'Please fill the valid Entry',
    notFound: 'Marketplace not found for this dealer!',
    inactive: 'Dealer is not active',
  },
  /** Texts of the marketplace page and the dealer's requests that the spec leaves open; ours. */
  marketplaceArea: {
    /**
     * The marketplace page's title and description for search engines and shared links: {name},
     * {type} (one of dealerTypes), {city} (the cities of the dealer's areas), {areas} (areaList).
     */
    pageTitle: '{name} – {type} scrap dealer in {city}',
    pageDescription: 'Sell your scrap to {name}, a {type} in {city} serving {areas}. See their prices in Rs per kg, book a pickup at your door, rate them or send them a message.',
    /** The same for a dealer who serves no area yet. */
    pageTitleNoArea: '{name} – {type} scrap dealer',
    pageDescriptionNoArea: 'Sell your scrap to {name}, a {type}. See their prices in Rs per kg, book a pickup at your door, rate them or send them a message.',
    /** One served area in the description ({area}, {pincode}); a long list ends in areasMore ({areas} shown, {count} left). */
    areaInList: '{area} ({pincode})',
    areasMore: '{areas} and {count} more',
    /** The dealer types (account types Kabadi, Collector, Recycler) as people call them. */
    dealerTypeKabadi: 'Kabadiwala',
    dealerTypeCollector: 'Collector',
    dealerTypeRecycler: 'Recycler',
    /** The site's picture in link previews (apps/web/public/og-image.png). */
    siteImageAlt: `${siteName}: a white leaf on green`,
    scheduleDatePast: 'Choose a date and time that has not passed yet.',
    scheduleDateTooFar: `Choose a date within ${limits.scheduleMaxDaysAhead} days.`,
    scheduleDateInvalid: 'Choose a date.',
    scheduleTimeInvalid: 'Choose a time.',
    /** A pickup request whose date and time could not be kept (the spec's client sends a fixed one): agree them with the visitor. */
    scheduleWhenToBeAgreed: 'Date and time to be agreed',
    reachUsSuccess: 'Your message is sent. The dealer will get back to you.',
    ratingInvalid: `Choose a rating from ${limits.ratingMin} to ${limits.ratingMax} in half steps.`,
    requestMarkedDone: 'Marked as done',
    requestMarkedDeclined: 'Marked as declined',
    requestAlreadyDecided: 'This request is already marked done or declined.',
    requestNotFound: 'No such request.',
    initiativeAdded: 'Initiative added',
    initiativeUpdated: 'Initiative updated',
    initiativeRemoved: 'Initiative removed',
    initiativeNotFound: 'No such initiative.',
    initiativeMessageRequired: 'Write a few words about the initiative.',
    initiativeMessageTooLong: `Keep the message to ${limits.initiativeMessageMaxLength} characters.`,
    initiativePhotoWrongType: 'Choose a JPEG, PNG or WebP picture.',
    initiativePhotoTooLarge: `The photo must be at most ${limits.initiativePhotoMaxBytes / (1024 * 1024)} MB.`,
    initiativesFull: `You can show at most ${limits.initiativesMax} initiatives.`,
  },
  /** Texts the spec leaves open; ours, kept here with the rest. */
  accounts: {
    sessionEnded: 'Your session has ended. Please sign in again.',
    signInToContinue: 'Sign in to continue.',
    chooseCustomerType: 'Please choose your customer type',
    chooseDealerType: 'Please choose what kind of dealer you are',
    agreementRequired: 'Please agree to the Privacy Policy and the Terms & Conditions',
    profilePicRule: `JPEG, PNG or WebP, at most ${limits.profilePicMaxBytes / 1024} KB`,
    profilePicTooLarge: `The picture must be at most ${limits.profilePicMaxBytes / 1024} KB.`,
    profilePicWrongType: 'Choose a JPEG, PNG or WebP picture.',
    passwordTooCommon: 'This password is too common. Please choose another one.',
    /** The button beside 'Activation link sent…' that asks for the link again (regenerate-verification-email). */
    resendLink: 'Send the link again',
  },
  /** The QR code pages (spec 2.6, 2.7); ours. The picture is the profile's qrCode. */
  qr: {
    title: 'QR Code',
    profileLink: 'My QR code',
    dealerPurpose: 'This code opens your marketplace page, so customers can find you.',
    dealerAlt: 'QR code of your marketplace page',
    customerPurpose: 'This code carries your KT ID, to show at a pickup.',
    customerAlt: 'QR code of your KT ID',
    loading: 'Loading your QR code',
    download: 'Download',
  },
  /** Issue 16: the pickup code and the completion at the door; ours. */
  pickup: {
    codeOnlyWhenAccepted: 'A pickup code exists only while the order is Accepted.',
    completed: 'Pickup completed',
    alreadyCompleted: 'This order is already completed.',
    onlyAcceptedCompletes: 'Only an Accepted order can be completed.',
    codeLocked: 'The code is locked: ask the customer to issue a new code.',
    /** `{tries}` is replaced with the tries left. */
    wrongCode: 'Wrong code: {tries} tries left.',
    itemMissing: 'Enter the weight of every item of the order (0 when it was not there).',
    weightRequired: 'Enter the weight in kg (0 if it was not there)',
    itemTwice: 'Each item may be entered only once.',
    itemNotPriced: 'This dealer has no price for this item in the order\'s pincode.',
  },
  /** Texts of the selling and order flows that the spec leaves open; ours. */
  selling: {
    notAvailable: 'Sorry, we are not available in your area yet. We are coming soon!',
    chooseArea: 'Choose your area pincode to see the prices and dealers near you.',
    inquiryPicRule: `Optional. JPEG, PNG or WebP, at most ${limits.inquiryPicMaxBytes / (1024 * 1024)} MB`,
    inquiryPicTooLarge: `The picture must be at most ${limits.inquiryPicMaxBytes / (1024 * 1024)} MB.`,
    inquiryPicWrongType: 'Choose a JPEG, PNG or WebP picture.',
    itemAdded: 'Item added',
    itemsDeleted: 'Items deleted',
    priceGone: 'This price is no longer offered. Please clear your cart and add the item again.',
    priceChanged: "The dealer's price has changed since you added an item. Your cart now shows the current price.",
    dealerDoesNotServe: 'This dealer does not pick up in that pincode.',
    noItems: 'Your cart has no items to order.',
    orderPlaced: 'Order placed',
    orderAlreadyPlaced: 'Order already placed',
    pickupDateTooEarly: 'Choose a pickup date from tomorrow on.',
    pickupDateTooLate: `Choose a pickup date within ${limits.pickupMaxDaysAhead} days.`,
    orderNotFound: 'No such order.',
    orderInfoUsed: 'This order draft is already placed.',
    addressNotFound: 'No such address.',
    notYours: 'You can only use your own account here.',
  },
  /** Issue 28: only checked dealers are bookable. */
  verifiedDealers: verifiedDealerMessages,
  /** Issue 28: pickups that do not silently fail. */
  followUp: followUpMessages,
  /** Issue 28: disputes of completed pickups, verified ratings and dealers' replies. */
  disputes: disputeMessages,
  /** Issue 28: the defects a new user met (sign-in on the wrong tab, kg typed in the cart). */
  newUser: newUserMessages,
  /** Issue 16: receipts of completed orders. */
  receipts: {
    notFound: 'No such order.',
    notCompleted: 'The receipt is ready once the pickup is completed.',
  },
  /** Issue 16: the wallets and the dealer's statements. */
  wallet: {
    dealerOnly: "Only the dealer can see the dealer's wallet and statements.",
    monthInvalid: 'A month is written yyyy-mm, e.g. 2026-11.',
  },
} as const;
