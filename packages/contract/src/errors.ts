import { z } from 'zod';
import { errorCodes, httpStatusByCode, type ErrorCode } from './error-codes.ts';

export { codeForStatus, errorCodes, httpStatusByCode, type ErrorCode } from './error-codes.ts';

/** The one JSON error body. `fields` holds per-field messages for validation errors. */
export const ZErrorBody = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  requestId: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string[]> | undefined;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return httpStatusByCode[this.code];
  }
}
