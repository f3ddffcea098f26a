import { limits } from '../limits.ts';
import { defineTexts } from '../i18n/catalogue.ts';

/** Texts of the dealer's business pages that the spec leaves open; ours. */
export const dealerAreaMessages = defineTexts('contract/dealer-settings/dealer-area-messages', 'dealerAreaMessages', {
  documentsStatus: 'Status of your documents',
  documentsAwaitingReview: 'Your documents are uploaded and wait for review.',
  documentWrongType: 'Choose a PDF or a JPEG, PNG or WebP picture.',
  documentPictureOnly: 'Choose a JPEG, PNG or WebP picture.',
  pincodeSlotsFull: `You already serve ${limits.dealerPincodeSlots} pincodes, the most one dealer can.`,
  pincodeDirectAddLimit: `You can add ${limits.dealerDirectPincodes} pincodes yourself; request the next one for admin approval.`,
  pincodeRequestNotNeeded: `You serve fewer than ${limits.dealerDirectPincodes} pincodes: add this one yourself.`,
  areaNotInPincode: 'This area is not in that pincode.',
  areaRequired: 'Choose the area you serve.',
  areasAlreadyRegistered: 'Your areas are already registered; update them instead.',
  pincodeAlreadyRequested: 'You have already requested this pincode; it waits for admin approval.',
  priceInvalid: 'Enter a price in Rs per kg above 0, with at most two decimals.',
  priceNotServed: 'You do not serve this pincode. Add it as an area first.',
  priceExists: 'You already have a price here; it can be updated.',
  priceMissing: 'There is no price to change here.',
  priceNotRemoved: 'There was no price to remove.',
  subcategoryUnknown: 'No such subcategory.',
  commissionRequired: 'Please tick the box to accept the commission.',
  categoryImageRequired: 'Please add a picture of the category.',
  categoryImageWrongType: 'Choose a JPEG, PNG or WebP picture.',
  categoryImageTooLarge: `The picture must be at most ${limits.categoryImageMaxBytes / 1024} KB.`,
  categoryNameRequired: 'Enter the name of the category.',
  employeeExists: 'This employee is already registered.',
  employeeEmailTaken: 'This e-mail already belongs to a dealer or an employee account.',
  employeeEmailHeld: 'This e-mail already belongs to an account. Use another e-mail for the employee.',
  /** {email}: the new employee's e-mail. */
  employeeLinkSent: 'We sent a link to {email}. The employee can sign in after following it.',
  employeesFull: `A dealer can register at most ${limits.employeesMax} employees.`,
  employeeRemoved: 'Employee removed',
  employeeNotFound: 'No such employee.',
  qtyInvalid: 'The minimum must be above 0 kg and the maximum at least the minimum.',
} as const);
