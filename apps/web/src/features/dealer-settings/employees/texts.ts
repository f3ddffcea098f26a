import type { EmployeeForm } from '@kt/contract/accounts/employee';
import { limits } from '@kt/contract/limits';
import { documentFileTexts } from '../document-file.ts';
import { defineTexts } from '@kt/contract/i18n/catalogue';

/** The form's inputs, named as the request sends them (spec 3 'Employee registration'). */
export type EmployeeField = Exclude<keyof EmployeeForm, 'dealer_email'>;
/** The inputs of the form that adds an employee by mobile number (issue 27). */
export type EmployeeByMobileField = 'username' | 'mobile_number' | 'aadhar_card' | 'ProfilePic';

/** Words of the Add Employee page the spec leaves open; one place, so a second language is one more object. */
export const employeeTexts = defineTexts('web/features/dealer-settings/employees/texts', 'employeeTexts', {
  intro:
    'We mail each new employee a link to confirm their e-mail; after that they sign in on the Dealer sign-in with their e-mail and password, and see your pickups only.',
  formTitle: 'New employee',
  /** Issue 27: an employee added by e-mail (the spec's form) or by mobile number. */
  methodLabel: 'How to add the employee',
  methods: { email: 'Add by e-mail', mobile: 'Add by mobile number' },
  mobileIntro:
    'The employee signs in on the Dealer sign-in with their mobile number and a code we send to it; their first code confirms the number. They see your pickups only.',
  mobileLabels: {
    username: 'Name',
    mobile_number: 'Mobile number',
    aadhar_card: 'Aadhaar card',
    ProfilePic: 'Profile picture (optional)',
  } satisfies Record<EmployeeByMobileField, string>,
  mobileHint: '10 digits, starting with 6, 7, 8 or 9',
  loadingForm: 'Loading the form',
  labels: {
    email: 'E-mail',
    username: 'Name',
    password: 'Password',
    mobile_number: 'Mobile number',
    aadhar_card: 'Aadhaar card',
    ProfilePic: 'Profile picture (optional)',
  } satisfies Record<EmployeeField, string>,
  passwordHint: `At least ${limits.employeePasswordMin} characters`,
  aadharRule: `Required. ${documentFileTexts.documentRule}`,
  pictureRule: documentFileTexts.pictureRule,
  submit: 'Add employee',
  submitting: 'Adding…',
  listTitle: 'Your employees',
  loading: 'Loading your employees',
  empty: 'You have not added any employees yet.',
  showMore: 'Show more employees',
  loadingMore: 'Loading more employees…',
  ktId: 'KT ID',
  pictureAlt: (name: string) => `Picture of ${name}`,
  noPicture: 'No picture',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  confirmTitle: 'Remove this employee?',
  /** `contact`: the employee's e-mail, or their mobile number when they were added by number. */
  confirmBody: (name: string, contact: string) => `${name} (${contact}) is signed out and can no longer sign in.`,
  keep: 'Keep',
  confirmRemove: 'Yes, remove',
  removing: 'Removing…',
} as const);
