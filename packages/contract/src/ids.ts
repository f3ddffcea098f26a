import { z } from 'zod';

/** The largest id our tables hold (PostgreSQL `integer`/`serial`). */
export const maxId = 2_147_483_647;

/**
 * A numeric id in a path, query or body, with the form's own message where it has one. Bounded
 * to the database's integer range, so an id like 99999999999 is refused as invalid (400) instead
 * of reaching SQL. Every request id is one of these: a bare number schema would forget the bound.
 */
export const idField = (message?: string) => z.coerce.number(message).int(message).positive(message).max(maxId, message);

export const ZId = idField();
