import { z } from 'zod';

/**
 * A positive amount as typed, with at most two decimals and at most `max`, kept as its decimal
 * text ('14.5') so no float reaches the database; refused with `message`.
 */
export function positiveDecimalText(max: number, message: string) {
  return z.coerce
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, message)
    .refine((value) => Number(value) > 0 && Number(value) <= max, message);
}
