import { ZEmployeeFields, type EmployeeFields } from '@kt/contract/accounts/employee';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { documentFileTexts, documentKindOf, documentSizeProblem, documentTypes, pictureTypes } from '../document-file.ts';


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

/** The form's inputs, named as the request sends them (spec 3 'Employee registration'). */
export type EmployeeField = Exclude<keyof EmployeeFields, 'dealer_email'> | 'aadhar_card' | 'ProfilePic';
export type EmployeeFieldErrors = Partial<Record<EmployeeField, string>>;
export type EmployeeValues = Omit<EmployeeFields, 'dealer_email'>;
export type EmployeeFiles = { aadharCard: File | undefined; profilePic: File | undefined };

export const employeeFields: readonly EmployeeField[] = ['email', 'username', 'password', 'mobile_number', 'aadhar_card', 'ProfilePic'];

export function isEmployeeField(name: string): name is EmployeeField {
  return (employeeFields as readonly string[]).includes(name);
}

export const aadharTypes = documentTypes.join(',');
export const profilePicTypes = pictureTypes.join(',');

/** The Aadhaar card (spec 5 'Document files'): required, a PDF up to 150 KB or a picture up to 200 KB. */
function checkAadhar(file: File | undefined): string | null {
  if (!file || file.size === 0) return messages.dealerSettings.documentsMissing;
  const kind = documentKindOf(file);
  if (!kind) return messages.dealerSettings.documentsInvalid;
  return documentSizeProblem(file, kind);
}

function checkPicture(file: File | undefined): string | null {
  if (!file) return null;
  if (documentKindOf(file) !== 'picture') return messages.dealerSettings.documentsInvalid;
  return documentSizeProblem(file, 'picture');
}

/**
 * The browser checks of spec 5 'Employee' (the contract's schema, as the server runs it) and the
 * file rules, before anything is sent: the first problem of each field, or the request's fields.
 */
export function checkEmployee(
  dealerEmail: string,
  values: EmployeeValues,
  files: EmployeeFiles,
): { errors: EmployeeFieldErrors; fields?: never } | { errors?: never; fields: EmployeeFields } {
  const errors: EmployeeFieldErrors = {};
  const parsed = ZEmployeeFields.safeParse({ dealer_email: dealerEmail, ...values });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (isEmployeeField(name)) errors[name] ??= issue.message;
    }
  }
  const aadhar = checkAadhar(files.aadharCard);
  if (aadhar) errors.aadhar_card = aadhar;
  const picture = checkPicture(files.profilePic);
  if (picture) errors.ProfilePic = picture;
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { fields: parsed.data };
}
