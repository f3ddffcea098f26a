import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { AccountType } from '@kt/contract/accounts/account-types';

/** A stored auth record as sign-in leaves it, for tests. */
export function makeAuthRecord(accountType: AccountType): AuthRecord {
  const isDealer = ['Kabadi', 'Collector', 'Recycler'].includes(accountType);
  return {
    id: 7,
    KT_ID: isDealer ? 'KTD000007' : 'KTC000007',
    username: 'Asha',
    email: 'asha@example.com',
    mobile_number: '9876543210',
    account_type: accountType,
    account_category: isDealer ? 'dealer' : accountType === 'Admin' ? 'admin' : 'customer',
    tokens: { refresh: 'r', access: 'a' },
  };
}

/** The admin of the console's tests: their calls carry 'Bearer admin-token'. */
export const adminAuthRecord: AuthRecord = { ...makeAuthRecord('Admin'), tokens: { refresh: 'r', access: 'admin-token' } };

export type TestAnswer = { status?: number; body?: unknown };

/**
 * Ways a call can fail, for `it.each`: no network (null: the stub throws as fetch does), a
 * server error, a rate limit, and a refusal with the spec's `msg`.
 */
export const failedAnswers: [string, TestAnswer | null][] = [
  ['no network', null],
  ['a 500', { status: 500, body: { code: 'INTERNAL', message: 'Internal error', requestId: 'r' } }],
  ['a 429', { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many tries.', requestId: 'r' } }],
  ['a 409', { status: 409, body: { msg: 'your verified account already exists!' } }],
];

/** The answer of a stubbed call: `null` fails as fetch does without a network. */
export function answerOrFail(answer: TestAnswer | null): TestAnswer {
  if (answer === null) throw new TypeError('Failed to fetch');
  return answer;
}
