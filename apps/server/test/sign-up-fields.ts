/*
 * The spec's sign-up fields with good values, for the API tests, the fault test (a script outside
 * the test runner) and the browser journeys' sign-ups through the API (e2e/support): no test
 * framework here.
 */
let counter = 0;
/** A unique e-mail per call, so tests never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.in`;
}

export const goodPassword = 'Green-Earth-42';

export function customerSignUp(overrides: Record<string, string> = {}) {
  return {
    username: 'Asha Verma',
    email: uniqueEmail('customer'),
    password: goodPassword,
    mobile_number: '9876543210',
    role: 'House',
    account_category: 'customer',
    account_type: 'Personal',
    ProfilePic: '',
    areaPincode: '282001',
    state: 'Uttar Pradesh',
    city: 'Agra',
    address: '12 Taj Road, Sadar Bazar',
    ...overrides,
  };
}
