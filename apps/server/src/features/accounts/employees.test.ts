import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { verifyMsgs } from '@kt/contract/accounts/email-flows';
import type { EmployeeEntry } from '@kt/contract/dealer-settings/employees';
import { messages } from '@kt/contract/messages';
import { dealerEmployees, users } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  countEmails,
  createVerifiedAccount,
  customerSignUp,
  postForm,
  readEmail,
  readLink,
  signIn,
  uniqueEmail,
  verificationApiPath,
} from '../../../test/accounts-helpers.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { pageThrough } from '../../../test/paging-helpers.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

let t: TestApp;
let dealer: AuthRecord;
let customer: AuthRecord;
beforeAll(async () => {
  t = await createTestApp();
  dealer = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email);
  customer = await signIn(t.app, 'customer', (await createVerifiedAccount(t.app, t.database.db)).email);
});
afterAll(() => t.close());

/** The employee account of an e-mail with its tie to a dealer. */
function employeeRows(email: string) {
  return t.database.db
    .select({
      dealerId: dealerEmployees.dealerId,
      username: users.username,
      passwordHash: users.passwordHash,
      category: users.accountCategory,
      isVerified: users.isVerified,
    })
    .from(dealerEmployees)
    .innerJoin(users, eq(users.id, dealerEmployees.userId))
    .where(eq(users.email, email));
}

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000, 0x20)]);
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(100, 1)]);

function form(fields: Record<string, string>, files: Record<string, Buffer>) {
  return multipartBody(fields, Object.fromEntries(Object.entries(files).map(([name, data]) => [name, { data }])));
}

const employee = (overrides: Record<string, string> = {}) => ({
  dealer_email: dealer.email,
  email: uniqueEmail('employee'),
  username: 'Ravi Kumar',
  password: 'Night-Shift-61',
  mobile_number: '9811122233',
  ...overrides,
});

async function register(as: AuthRecord | null, fields: Record<string, string>, files: Record<string, Buffer> = { aadhar_card: pdf, ProfilePic: png }) {
  const body = form(fields, files);
  return t.app.inject({ method: 'POST', url: '/v3/api/registration/employee/', payload: body.payload, headers: { ...body.headers, ...(as ? bearer(as) : {}) } });
}

describe('POST /v3/api/registration/employee/', () => {
  it("registers an employee of the calling dealer with 'Employee added successfully'", async () => {
    const fields = employee();
    const res = await register(dealer, fields);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ msg: messages.dealerSettings.employeeAdded });
    const [row] = await employeeRows(fields.email);
    expect(row).toMatchObject({ dealerId: dealer.id, username: 'Ravi Kumar' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await register(dealer, fields)).statusCode).toBe(409);
  });

  it('refuses a short password and a bad mobile with their messages', async () => {
    const short = await register(dealer, employee({ password: '12345' }));
    expect(short.json().fields.password).toEqual([messages.dealerSettings.employeePassword]);
    const mobile = await register(dealer, employee({ mobile_number: '98111' }));
    expect(mobile.json().fields.mobile_number).toEqual([messages.dealerSettings.employeeMobile]);
  });

  it.each(['secret1', 'password', '12345678', 'Ravi Kumar 1'])(
    'refuses the common or guessable password %s with the too-common message and stores nothing',
    async (password) => {
      const fields = employee({ password });
      const res = await register(dealer, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { password: [messages.accounts.passwordTooCommon] } });
      expect(await employeeRows(fields.email)).toHaveLength(0);
    },
  );

  it('refuses a missing or fake Aadhaar document (checked like the documents), and a PDF over 150 KB', async () => {
    expect((await register(dealer, employee(), { ProfilePic: png })).statusCode).toBe(400);
    // Checked like the dealer's documents: by content, and a picture named .pdf is refused too.
    expect((await register(dealer, employee(), { aadhar_card: Buffer.from('just text') })).statusCode).toBe(415);
    const bigPdf = Buffer.concat([pdf, Buffer.alloc(160_000, 0x20)]);
    expect((await register(dealer, employee(), { aadhar_card: bigPdf })).statusCode).toBe(413);
  });

  it("refuses a customer, no token, and a dealer naming another dealer's e-mail", async () => {
    expect((await register(null, employee())).statusCode).toBe(401);
    expect((await register(customer, employee())).statusCode).toBe(403);
    expect((await register(dealer, employee({ dealer_email: 'someone.else@example.in' }))).statusCode).toBe(403);
  });
});

describe("an employee's e-mail: no account may hold it, and its owner must follow the mailed link", () => {
  const accountsWith = (email: string) => t.database.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  const employeesOf = (dealerId: number) => t.database.db.select({ id: dealerEmployees.id }).from(dealerEmployees).where(eq(dealerEmployees.dealerId, dealerId));

  it.each([
    ['a customer (verified)', async () => customer.email, dealerAreaMessages.employeeEmailHeld],
    [
      'a customer (not verified yet), written in capitals',
      async () => {
        const form = customerSignUp();
        expect((await postForm(t.app, '/v3/api/registration/customer/', form)).statusCode).toBe(201);
        return form.email.toUpperCase();
      },
      dealerAreaMessages.employeeEmailHeld,
    ],
    [
      'an admin',
      async () => {
        const email = uniqueEmail('admin');
        await t.database.db
          .insert(users)
          .values({ email, username: 'Admin', mobileNumber: '', passwordHash: '!', accountCategory: 'admin', accountType: 'Admin', role: 'Admin', isVerified: true });
        return email;
      },
      dealerAreaMessages.employeeEmailHeld,
    ],
    ['another dealer', async () => (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email, dealerAreaMessages.employeeEmailTaken],
    [
      "another dealer's employee",
      async () => {
        const other = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email);
        const fields = { ...employee(), dealer_email: other.email };
        expect((await register(other, fields)).statusCode).toBe(201);
        return fields.email;
      },
      dealerAreaMessages.employeeEmailTaken,
    ],
    [
      "the dealer's own employee",
      async () => {
        const fields = employee();
        expect((await register(dealer, fields)).statusCode).toBe(201);
        return fields.email;
      },
      dealerAreaMessages.employeeExists,
    ],
  ])('refuses an e-mail that %s holds with 409 and its message, and creates nothing', async (_holder, holderEmail, text) => {
    const email = await holderEmail();
    const accounts = (await accountsWith(email)).length;
    const employees = (await employeesOf(dealer.id)).length;
    const mails = await countEmails(t.database.db, email);

    const res = await register(dealer, employee({ email }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: text, fields: { email: [text] } });
    expect((await accountsWith(email)).length).toBe(accounts);
    expect((await employeesOf(dealer.id)).length).toBe(employees);
    expect(await countEmails(t.database.db, email)).toBe(mails);
  });

  it('creates the employee unverified and mails a link to their address; they cannot sign in before following it, and can after', async () => {
    const fields = employee({ username: 'Sunil Yadav' });
    const res = await register(dealer, fields);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ msg: messages.dealerSettings.employeeAdded });
    expect(await employeeRows(fields.email)).toEqual([expect.objectContaining({ dealerId: dealer.id, category: 'employee', isVerified: false })]);

    // One mail, to the employee, naming the dealer, with a link to the dealer-side verification page.
    expect(await countEmails(t.database.db, fields.email)).toBe(1);
    const mail = await readEmail(t.database.db, fields.email);
    expect(mail).toMatchObject({ toAddress: fields.email.toLowerCase() });
    expect(mail?.textBody).toContain('Hello Sunil Yadav,');
    expect(mail?.textBody).toContain(`${dealer.username} added you as an employee`);
    const link = await readLink(t.database.db, fields.email);
    expect(link).toMatch(/^\/v3\/api\/email-verify\/dealer\/Frontend\/\?token=[A-Za-z0-9_-]{43}$/);

    // On the Dealer tab, where employees sign in: the spec's unverified answer, and the link again.
    const early = await postForm(t.app, '/v3/api/sign_in/dealer/', { email: fields.email, password: fields.password });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({ msg: messages.signIn.notVerifiedMsg });
    expect(await countEmails(t.database.db, fields.email)).toBe(2);
    const wrong = await postForm(t.app, '/v3/api/sign_in/dealer/', { email: fields.email, password: 'Not-The-Password-1' });
    expect(wrong.json()).toEqual({ msg: messages.signIn.incorrectPasswordMsg });
    // The dialog's 'Send the link again' asks on the dealer side too.
    const resend = await postForm(t.app, '/v3/api/regenerate-verification-email/dealer/', { email: fields.email });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(await countEmails(t.database.db, fields.email)).toBe(3);
    expect(await readLink(t.database.db, fields.email)).toMatch(/^\/v3\/api\/email-verify\/dealer\/Frontend\/\?token=/);

    // The first mail's link: not on the customer path, and on the dealer path it verifies.
    expect((await t.app.inject({ method: 'GET', url: verificationApiPath(link).replace('/dealer/', '/customer/') })).statusCode).toBe(400);
    const verified = await t.app.inject({ method: 'GET', url: verificationApiPath(link) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ msg: verifyMsgs.verified });

    const record = await signIn(t.app, 'dealer', fields.email, fields.password);
    expect(record).toMatchObject({ account_category: 'employee', account_type: 'Employee', dealer_id: dealer.id, username: 'Sunil Yadav' });
  });
});

describe('GET /v3/api/employees/', () => {
  it('pages the list oldest first with page_size and a Link: every employee exactly once while more are added', async () => {
    const owner = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email);
    const add = async (name: string) => {
      const fields = { ...employee({ username: name }), dealer_email: owner.email };
      expect((await register(owner, fields)).statusCode).toBe(201);
    };
    for (const name of ['First', 'Second', 'Third']) await add(name);

    let added = 0;
    const pages = await pageThrough<EmployeeEntry>(t.app, owner, '/v3/api/employees/?page_size=2', async () => {
      added += 1;
      await add(`Later ${added}`);
    });
    // Added ones come last (oldest first), so the walk meets them too, once each.
    expect(pages.map((page) => page.map((entry) => entry.username))).toEqual([['First', 'Second'], ['Third', 'Later 1']]);
    const whole = await t.app.inject({ method: 'GET', url: '/v3/api/employees/', headers: bearer(owner) });
    expect(whole.headers.link).toBeUndefined();
    expect((whole.json() as EmployeeEntry[]).map((entry) => entry.username)).toEqual(['First', 'Second', 'Third', 'Later 1']);
  });

  it('refuses a bad cursor with 400 and the catalogue message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v3/api/employees/?cursor=bogus', headers: bearer(dealer) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.general.cursorInvalid);
  });
});
