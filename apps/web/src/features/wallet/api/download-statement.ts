import { endpoints } from '@kt/contract/endpoints';
import { statementFileName } from '@kt/contract/wallet/wallet';
import { apiUrl } from '../../../lib/api-client.ts';
import { downloadWithToken } from '../../../lib/download-with-token.ts';

/** GET /api/wallet/dealer/statement/{yyyy-mm}/ with the Bearer token, saved as statement-yyyy-mm.csv. */
export function downloadStatement(month: string): Promise<void> {
  return downloadWithToken(apiUrl(endpoints.dealerStatement(month)), statementFileName(month));
}
