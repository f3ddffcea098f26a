import { submissionCsvHeaders, type SubmissionEntry, type SubmissionKind } from '@kt/contract/admin/submissions';
import { indiaDateTime } from '@kt/contract/india-time';
import type { Db } from '../../platform/db/client.ts';
import type { TimeIdKey } from '../../platform/http/paging.ts';
import { privateFileUrl } from '../../platform/files/private-files.ts';
import { csvByteOrderMark, csvRecord, type CsvValue } from '../../platform/files/csv.ts';
import { recordAdminAction } from './admin.repo.ts';
import type { RowsPage, SubmissionsRepo } from './submissions.repo.ts';

/** An entry of a list with the key its page continues after. */
type KeyedEntry = { entry: SubmissionEntry; pageKeyAt: string; id: number };

/** How many rows the export reads at a time: the table is never held in memory at once. */
const exportBatchRows = 500;

const dealerOf = (row: { dealerId: number; dealerKtId: string; dealerName: string }) => ({
  id: row.dealerId,
  KT_ID: row.dealerKtId,
  username: row.dealerName,
});

/** One CSV record of an entry, in the order of submissionCsvHeaders[kind]. */
function csvValues(entry: SubmissionEntry): CsvValue[] {
  const at = indiaDateTime(new Date(entry.created_at));
  switch (entry.kind) {
    case 'suggestion':
      return [entry.id, at, entry.name, entry.email, entry.phone, entry.message];
    case 'intern':
    case 'mentor':
      return [entry.id, at, entry.name, entry.email, entry.phone, entry.linkedin_id, entry.domain, entry.cv];
    case 'investor':
      return [entry.id, at, entry.name, entry.email, entry.phone, entry.linkedin_id];
    case 'contact':
      return [entry.id, at, entry.name, entry.email, entry.subject, entry.message];
    case 'schedule':
      return [
        entry.id,
        at,
        entry.dealer.id,
        entry.dealer.KT_ID,
        entry.dealer.username,
        entry.name,
        entry.email,
        entry.phone,
        entry.select_date,
        entry.select_time,
        entry.pincode,
        entry.state_n_country,
        entry.address,
        entry.status,
      ];
    case 'rating':
      return [entry.id, at, entry.dealer.id, entry.dealer.KT_ID, entry.dealer.username, entry.rating, entry.review];
    case 'reach_us':
      return [entry.id, at, entry.dealer.id, entry.dealer.KT_ID, entry.dealer.username, entry.subject, entry.name, entry.email, entry.phone, entry.message];
  }
}

type Deps = { repo: SubmissionsRepo; db: Db; publicUrl: string };

/** Issue 15: what the public sent (the five site forms and the three marketplace forms), and the votes, for an admin. */
export function createSubmissionsAdminService({ repo, db, publicUrl }: Deps) {
  /** One page (or export batch) of a kind's entries, newest first, each with its page key. */
  async function readEntries(kind: SubmissionKind, q: string | undefined, page: RowsPage): Promise<KeyedEntry[]> {
    const created = (row: { createdAt: Date }) => row.createdAt.toISOString();
    switch (kind) {
      case 'suggestion':
      case 'intern':
      case 'mentor':
      case 'investor':
      case 'contact': {
        const rows = await repo.formRows(kind, q, page);
        return rows.map((row) => {
          const base = { id: row.id, created_at: created(row), name: row.name, email: row.email };
          const entry: SubmissionEntry =
            kind === 'suggestion'
              ? { kind, ...base, phone: row.phone, message: row.message }
              : kind === 'contact'
                ? { kind, ...base, subject: row.subject, message: row.message }
                : kind === 'investor'
                  ? { kind, ...base, phone: row.phone, linkedin_id: row.linkedinId }
                  : {
                      kind,
                      ...base,
                      phone: row.phone,
                      linkedin_id: row.linkedinId,
                      domain: row.domain,
                      // A CV is private: the admin downloads it with the Bearer token.
                      cv: row.cvKey ? privateFileUrl(publicUrl, row.cvKey) : null,
                    };
          return { entry, pageKeyAt: row.pageKeyAt, id: row.id };
        });
      }
      case 'schedule':
        return (await repo.scheduleRows(q, page)).map((row) => ({
          entry: {
            kind,
            id: row.id,
            created_at: created(row),
            dealer: dealerOf(row),
            name: row.name,
            email: row.email,
            phone: row.phone,
            select_date: row.selectDate,
            select_time: row.selectTime,
            pincode: row.pincode,
            state_n_country: row.stateAndCountry,
            address: row.address,
            status: row.status,
          },
          pageKeyAt: row.pageKeyAt,
          id: row.id,
        }));
      case 'rating':
        return (await repo.ratingRows(q, page)).map((row) => ({
          entry: { kind, id: row.id, created_at: created(row), dealer: dealerOf(row), rating: Number(row.rating), review: row.review },
          pageKeyAt: row.pageKeyAt,
          id: row.id,
        }));
      case 'reach_us':
        return (await repo.reachUsRows(q, page)).map((row) => ({
          entry: {
            kind,
            id: row.id,
            created_at: created(row),
            dealer: dealerOf(row),
            subject: row.subject,
            name: row.name,
            email: row.email,
            phone: row.phone,
            message: row.message,
          },
          pageKeyAt: row.pageKeyAt,
          id: row.id,
        }));
    }
  }

  /** The whole CSV, a batch of rows at a time (keyset, newest first) as the client reads it. */
  async function* csvLines(kind: SubmissionKind, q: string | undefined): AsyncGenerator<string> {
    yield csvByteOrderMark + csvRecord(submissionCsvHeaders[kind]);
    let after: TimeIdKey | undefined;
    for (;;) {
      const batch = await readEntries(kind, q, { limit: exportBatchRows, after });
      if (batch.length > 0) yield batch.map(({ entry }) => csvRecord(csvValues(entry))).join('');
      const last = batch.at(-1);
      if (batch.length < exportBatchRows || !last) return;
      after = [last.pageKeyAt, last.id];
    }
  }

  return {
    readEntries,
    voteTallies: repo.voteTallies,

    /** The CSV of a kind's entries; who took which personal data out of the console is recorded before the first row leaves. */
    async exportCsv(adminId: number, kind: SubmissionKind, q: string | undefined): Promise<AsyncGenerator<string>> {
      await recordAdminAction(db, {
        adminId,
        action: 'submissions.export',
        targetKind: 'submissions',
        targetId: null,
        detail: q === undefined ? `${kind} submissions, all` : `${kind} submissions matching "${q}"`,
      });
      return csvLines(kind, q);
    },
  };
}

export type SubmissionsAdminService = ReturnType<typeof createSubmissionsAdminService>;
