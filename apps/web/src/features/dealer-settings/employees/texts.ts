import type { EmployeeForm } from '@kt/contract/accounts/employee';
import { limits } from '@kt/contract/limits';
import { documentFileTexts } from '../document-file.ts';

/** The form's inputs, named as the request sends them (spec 3 'Employee registration'). */
export type EmployeeField = Exclude<keyof EmployeeForm, 'dealer_email'>;

/** Words of the Add Employee page the spec leaves open; one place, so a second language is one more object. */
export const employeeTexts = {
  intro:
    'We mail each new employee a link to confirm their e-mail; after that they sign in on the Dealer sign-in with their e-mail and password, and see your pickups only.',
  formTitle: 'New employee',
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
  confirmBody: (name: string, email: string) => `${name} (${email}) is signed out and can no longer sign in.`,
  keep: 'Keep',
  confirmRemove: 'Yes, remove',
  removing: 'Removing…',
} as const;
