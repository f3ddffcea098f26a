import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { adminConsoleEndpoints } from '@kt/contract/admin/console.endpoints';
import { submissionsExportFileName } from '@kt/contract/admin/submissions';
import { indiaDate } from '@kt/contract/india-time';
import { currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import type { SubmissionsAdminService } from './submissions-admin.service.ts';

/** Issue 15: what the public sent (the five site forms and the three marketplace forms), and the votes, for an admin. */
export function submissionsAdminHandlers(app: FastifyInstance, submissions: SubmissionsAdminService) {
  handle(app, adminConsoleEndpoints.adminSubmissions, async (request, reply) => {
    const { kind, q } = request.query;
    const items = await privateTimeIdPage(request, reply, (page) => submissions.readEntries(kind, q || undefined, page));
    return items.map(({ entry }) => entry);
  });

  handle(app, adminConsoleEndpoints.adminSubmissionsExport, async (request, reply) => {
    const { kind } = request.query;
    const lines = await submissions.exportCsv(currentUser(request).userId, kind, request.query.q || undefined);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${submissionsExportFileName(kind, indiaDate())}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(Readable.from(lines, { objectMode: false }));
  });

  handle(app, adminConsoleEndpoints.adminVotes, async () =>
    (await submissions.voteTallies()).map((row) => ({ poll: row.poll, yes: row.yes, no: row.no, total: row.yes + row.no })),
  );
}
