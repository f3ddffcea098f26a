import { z } from 'zod';
import { limits } from './limits.ts';
import { messages } from './messages.ts';

/**
 * The query of every list paged on the server (`?page_size=20&cursor=…`). Both are optional: no
 * query answers the first page at `limits.pageSizeDefault`, so a client that knows nothing of
 * pages (the spec's) still gets the newest rows. The body stays the bare list; the next page's
 * URL travels in a `Link: <…>; rel="next"` header (RFC 8288), absent on the last page. The
 * cursor is opaque: take it from that link, never build one.
 */
export const ZPageQuery = z.object({
  page_size: z.coerce
    .number({ error: messages.general.pageSizeInvalid })
    .int(messages.general.pageSizeInvalid)
    .min(1, messages.general.pageSizeInvalid)
    .max(limits.pageSizeMax, messages.general.pageSizeInvalid)
    .optional()
    .describe(`Rows per page, 1 to ${limits.pageSizeMax}; ${limits.pageSizeDefault} when absent.`),
  cursor: z
    .string()
    .min(1, messages.general.cursorInvalid)
    .max(limits.pageCursorMaxLength, messages.general.cursorInvalid)
    .optional()
    .describe('Where the page starts: copy it from the previous answer\'s Link: <…>; rel="next" header; absent for the first page.'),
});
export type PageQuery = z.infer<typeof ZPageQuery>;
