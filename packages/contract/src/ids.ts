import { z } from 'zod';

/** The largest id our tables hold (PostgreSQL `integer`/`serial`). */
export const maxId = 2_147_483_647;

/**
 * A numeric id in a path, query or body. Bounded to the database's integer range, so an id
 * like 99999999999 is refused as invalid (400) instead of reaching SQL.
 */
export const ZId = z.coerce.number().int().positive().max(maxId);
