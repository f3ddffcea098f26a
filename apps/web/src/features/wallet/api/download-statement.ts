import { dealerStatement } from '@kt/contract/routes';
import { statementFileName } from '@kt/contract/wallet/wallet';
import { apiUrl } from '../../../lib/api-client.ts';
import { pathOf } from '../../../lib/call-endpoint.ts';
import { downloadWithToken } from '../../../lib/download-with-token.ts';

/** GET /api/wallet/dealer/statement/{yyyy-mm}/ with the Bearer token, saved as statement-yyyy-mm.csv. */
export function downloadStatement(month: string): Promise<void> {
  return downloadWithToken(apiUrl(pathOf(dealerStatement, { month })), statementFileName(month));
}
