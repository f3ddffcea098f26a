import { randomBytes } from 'node:crypto';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import * as routes from '@kt/contract/routes';
import { pathTo } from '@kt/contract/http/path-to';
import type { FailedMail } from '@kt/contract/admin/messages';
import { sleep, type FaultContext } from './context.ts';
import type { ServerUnderTest } from './environment.ts';
import { openConnection, parseJson, waitUntil, type Connection } from './http-client.ts';
import { databaseName } from './orders-in-database.ts';
import { ScenarioRecord, secondsText, type ScenarioResult } from './report.ts';
import { signIn } from './shop.ts';
import type { SmtpSink } from './smtp-sink.ts';
import { customerSignUp } from '../../../test/sign-up-fields.ts';

const signUpsWhileDown = 3;
const sinkDownMs = 4000;
/** The default retries (first after 15 to 30 s) reach the sink once it is back. */
const firstMailWaitMs = 90_000;
/** Retries that run out quickly: 3 tries within a few seconds. */
const quickRetries = { JOB_RETRY_LIMIT: '2', JOB_RETRY_DELAY_SECONDS: '1', JOB_RETRY_DELAY_MAX_SECONDS: '2' };
const failedWaitMs = 45_000;
const retriedMailWaitMs = 30_000;

const verificationSubject = 'Verify your e-mail for';


const newEmail = (label: string) => `faults.${label}.${randomBytes(4).toString('hex')}@example.in`;

const hasVerification = (sink: SmtpSink, email: string) => sink.mails.some((m) => m.to.includes(email) && m.subject.startsWith(verificationSubject));

/**
 * Scenario 3: the mail server away. Sign-ups still answer 201 and their verification mails go
 * out once it is back; a mail whose retries ran out is listed for the admin with its error,
 * and the admin's retry sends it.
 */
export async function smtpDown(ctx: FaultContext): Promise<ScenarioResult> {
  const record = new ScenarioRecord('3. SMTP down');
  let server: ServerUnderTest | undefined;
  let connection: Connection | undefined;
  try {
    // Part 1: the default retries, the sink away for a few seconds. A database of its own: the
    // verification mails do not wait behind the mails earlier scenarios left queued.
    const firstDb = await ctx.freshDatabase('kt_faults_mail', false);
    server = await ctx.startServer('server (scenario 3, default retries)', { databaseUrl: firstDb.url });
    connection = openConnection(server.baseUrl);
    await ctx.sink.stop();
    const emails = Array.from({ length: signUpsWhileDown }, (_, i) => newEmail(`down${i + 1}`));
    const statuses: (number | undefined)[] = [];
    for (const email of emails) statuses.push((await connection.request('POST', routes.customerRegistration.path, { json: customerSignUp({ email }) })).status);
    record.figure('sign-ups while the sink is stopped', statuses.map((s) => s ?? 'no answer').join(', '));
    await sleep(sinkDownMs);
    await ctx.sink.start();
    const sinkBack = performance.now();
    const arrived = await waitUntil(() => emails.every((email) => hasVerification(ctx.sink, email)), firstMailWaitMs, 250);
    const arrivals = emails.flatMap((email) => ctx.sink.mails.filter((m) => m.to.includes(email) && m.subject.startsWith(verificationSubject)).map((m) => m.at));
    record.figure(
      'verification mails after the sink came back',
      `${emails.filter((email) => hasVerification(ctx.sink, email)).length} of ${emails.length}${arrivals.length ? `, the last ${secondsText(Math.max(...arrivals) - sinkBack)} after it listened again` : ''}`,
    );
    record.check('sign-ups answer 201 while the mail server is down', statuses.every((s) => s === 201), statuses.join(', '));
    record.check(`their verification mails arrive once it is back (within ${firstMailWaitMs / 1000} s)`, arrived, `${arrivals.length} of ${emails.length}`);
    connection.close();
    await server.stop();

    // Part 2: retries that run out quickly, on another database of its own: pg-boss keeps the
    // retry settings a queue was created with (createQueue leaves an existing queue as it is),
    // so on part 1's database JOB_RETRY_* would change nothing.
    const { url: mailDbUrl, admin } = await ctx.freshDatabase('kt_faults_mail_quick', false);
    server = await ctx.startServer('server (scenario 3, quick retries)', { databaseUrl: mailDbUrl, extraEnv: quickRetries });
    const adminConnection = openConnection(server.baseUrl);
    connection = adminConnection;
    const adminSession = await signIn(connection, pathTo(routes.signIn, { utype: 'admin' }), admin.email, admin.password);
    await ctx.sink.stop();
    const email = newEmail('failed');
    const signUp = await connection.request('POST', routes.customerRegistration.path, { json: customerSignUp({ email }) });
    record.check('a sign-up answers 201 with the sink stopped', signUp.status === 201, String(signUp.status ?? signUp.error));

    // The job itself, read from the queue: failed beyond its retries?
    const stoppedAt = performance.now();
    const jobFailed = await waitUntil(async () => (await mailJob(ctx, mailDbUrl, email))?.state === 'failed', failedWaitMs, 250);
    const job = await mailJob(ctx, mailDbUrl, email);
    record.figure('the mail job in the queue', job ? `${job.state} after ${job.retry_count + 1} tries (retry limit ${job.retry_limit}), ${secondsText(performance.now() - stoppedAt)} after the sign-up` : 'not found');
    record.check('the mail fails beyond its retries (JOB_RETRY_LIMIT=2)', jobFailed && job?.retry_limit === 2, job ? `${job.state}, retry limit ${job.retry_limit}` : 'no job');

    const findListed = async () => {
      const answer = await adminConnection.request('GET', adminRoutes.adminFailedMails.path, { token: adminSession.token });
      const list = parseJson<FailedMail[]>(answer);
      return { status: answer.status, mail: Array.isArray(list) ? list.find((m) => m.to.toLowerCase() === email) : undefined };
    };
    let found = await findListed();
    await waitUntil(
      async () => {
        found = await findListed();
        return found.mail !== undefined || found.status === 404;
      },
      jobFailed ? 5000 : 1000,
      250,
    );
    const listed = found.mail;
    const listStatus = found.status;
    record.figure('GET /v3/admin/messages/failed/', `${listStatus ?? 'no answer'}${listed ? `; listed: attempts ${listed.attempts}, error '${listed.error.slice(0, 120)}'` : '; the mail is not listed'}`);
    record.check('it is listed in GET /v3/admin/messages/failed/ with its error', listed !== undefined && listed.error.length > 0, `status ${listStatus}`);

    await ctx.sink.start();
    if (listed) {
      const retry = await connection.request('POST', pathTo(adminRoutes.adminRetryMail, { id: listed.id }), { token: adminSession.token });
      const retriedAt = performance.now();
      const delivered = await waitUntil(() => hasVerification(ctx.sink, email), retriedMailWaitMs, 250);
      const after = await connection.request('GET', adminRoutes.adminFailedMails.path, { token: adminSession.token });
      const afterList = parseJson<FailedMail[]>(after);
      const stillListed = !Array.isArray(afterList) || afterList.some((m) => m.id === listed.id);
      record.figure('retry', `POST .../retry/ answered ${retry.status ?? retry.error}; the mail ${delivered ? `arrived ${secondsText(performance.now() - retriedAt)} later` : 'did not arrive'}`);
      record.check('POST /v3/admin/messages/{id}/retry/ sends it', retry.status === 200 && delivered, `retry ${retry.status}, ${delivered ? 'arrived' : 'not arrived'}`);
      record.check('it leaves the failed list', after.status === 200 && !stillListed, `list ${after.status}, ${stillListed ? 'still listed' : 'gone'}`);
    } else {
      record.check('POST /v3/admin/messages/{id}/retry/ sends it', false, 'nothing listed to retry');
      record.check('it leaves the failed list', false, 'nothing listed to retry');
    }
  } catch (error) {
    record.crashed(error);
  } finally {
    if (!ctx.sink.isRunning()) await ctx.sink.start();
    connection?.close();
    await server?.stop();
  }
  return record.result();
}

async function mailJob(ctx: FaultContext, url: string, email: string) {
  const [job] = await ctx.cluster.query<{ state: string; retry_count: number; retry_limit: number }>(
    "select state, retry_count, retry_limit from pgboss.job where name = 'mail' and lower(data->>'to') = $1 order by created_on desc limit 1",
    [email],
    databaseName(url),
  );
  return job;
}
