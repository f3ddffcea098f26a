/** Account categories and types of spec sections 5 and 6. */
/** 'employee': a person a dealer registered; signs in as a dealer and works on the dealer's pickups. */
export const accountCategories = ['customer', 'dealer', 'employee', 'admin'] as const;
export type AccountCategory = (typeof accountCategories)[number];

export const customerAccountTypes = ['Personal', 'Organization'] as const;
export const dealerAccountTypes = ['Kabadi', 'Collector', 'Recycler'] as const;
export const accountTypes = [...customerAccountTypes, ...dealerAccountTypes, 'Employee', 'Admin'] as const;
export type AccountType = (typeof accountTypes)[number];
export type CustomerAccountType = (typeof customerAccountTypes)[number];
export type DealerAccountType = (typeof dealerAccountTypes)[number];

export const personalCustomerRoles = ['House', 'Shop', 'Restaurant', 'Office', 'Marriage Hall'] as const;
export const organizationCustomerRoles = [
  'College',
  'Hospital',
  'School',
  'Mall',
  'University',
  'Factory',
  'Hotel',
] as const;

/** The account type of an admin (the console's accounts; never signed up for, see admin-accounts.ts). */
export const adminAccountType = 'Admin' satisfies AccountType;

export function isCustomerAccountType(value: unknown): value is CustomerAccountType {
  return (customerAccountTypes as readonly unknown[]).includes(value);
}

/** An employee a dealer registered (our choice: they work on their dealer's pickups only). */
export function isEmployeeAccountType(value: unknown): value is 'Employee' {
  return value === 'Employee';
}

export function isDealerAccountType(value: unknown): value is DealerAccountType {
  return (dealerAccountTypes as readonly unknown[]).includes(value);
}

/** How a dealer's id is shown to people: KTD followed by the id. */
export function formatDealerId(id: number): string {
  return `KTD${id}`;
}
