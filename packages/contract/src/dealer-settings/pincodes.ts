import { z } from 'zod';
import { ZPincode } from '../catalog/pincode-lookup.ts';
import { ZId } from '../ids.ts';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { pincodePattern } from '../patterns.ts';
import { dealerAreaMessages } from './dealer-area-messages.ts';

/**
 * The dealer's pincode record (spec 3 'Pincode record', 7 'Dealer settings'): the pincodes a
 * dealer serves, written as slots pincode1..pincode10. The spec's client adds an area by calling
 * update_pincodes with every slot (the old ones and the new one) and deletes one by calling it
 * without that pincode; when the dealer has no record yet the update answers `unsuccessful` and
 * the client calls add_pincodes with the same body.
 *
 * Ours: beside each slot an optional `area1`..`area10` names the post office the dealer picked
 * (the first one of the pincode when absent); state and city come from our directory.
 */
export const pincodeSlotNames = Array.from({ length: limits.dealerPincodeSlots }, (_, i) => `pincode${i + 1}`);
export const areaSlotNames = Array.from({ length: limits.dealerPincodeSlots }, (_, i) => `area${i + 1}`);

const emptySlot = z.literal('').transform(() => undefined);
const ZSlot = z.union([emptySlot, ZPincode]).optional();
const ZAreaSlot = z.string().trim().max(100).optional();

/** The dealer's area search: a pincode to look up in our directory before choosing its area. */
export const ZAreaSearch = z.object({
  pincode: z.string().trim().min(1, messages.dealerSettings.addPincodeFirst).regex(pincodePattern, messages.dealerSettings.checkPincode),
});

/** The area (post office) of the searched pincode the dealer serves. */
export const ZAreaChoice = z.object({ area: z.string().trim().min(1, dealerAreaMessages.areaRequired) });

export const ZPincodeSlotsRequest = z.object({
  dealer_id: ZId,
  ...Object.fromEntries(pincodeSlotNames.map((name) => [name, ZSlot])),
  ...Object.fromEntries(areaSlotNames.map((name) => [name, ZAreaSlot])),
}) as z.ZodType<PincodeSlotsRequest>;
export type PincodeSlotsRequest = { dealer_id: number } & Partial<Record<string, string | number | undefined>>;

/** The filled slots of a request, in slot order, each with its chosen area (or null). */
export function filledSlots(request: PincodeSlotsRequest): { pincode: string; area: string | null }[] {
  return pincodeSlotNames.flatMap((name, i) => {
    const pincode = request[name];
    if (typeof pincode !== 'string' || pincode === '') return [];
    const area = request[areaSlotNames[i] as string];
    return [{ pincode, area: typeof area === 'string' && area !== '' ? area : null }];
  });
}

/** The body the web sends for a set of areas: slots filled in order. */
export function slotsBody(dealerId: number, areas: readonly { pincode: string; area: string }[]): Record<string, string | number> {
  const body: Record<string, string | number> = { dealer_id: dealerId };
  areas.forEach((entry, i) => {
    body[`pincode${i + 1}`] = entry.pincode;
    body[`area${i + 1}`] = entry.area;
  });
  return body;
}

/** update_pincodes and add_pincodes: 200 { msg } on success; update answers 200 { unsuccessful } for a dealer with no record yet. */
export const ZPincodeSlotsResponse = z.union([z.object({ msg: z.string() }), z.object({ unsuccessful: z.string() })]);

/** GET /dealer_details/no_of_pincodes/{dealerId}/. */
export const ZNumberOfPincodes = z.object({ no_of_pincodes: z.number().int() });

export const ZDealerArea = z.object({ pincode: z.string(), state: z.string(), city: z.string(), area: z.string() });
export type DealerArea = z.infer<typeof ZDealerArea>;
export const pincodeRequestStatuses = ['Pending', 'Approved', 'Rejected'] as const;
export const ZPincodeRequestEntry = z.object({
  id: z.number().int(),
  pincode: z.string(),
  area: z.string(),
  status: z.enum(pincodeRequestStatuses),
  created_at: z.string(),
});

/**
 * GET /dealer_details/get_all_pincodes/{dealerId}/: { dealer_id, 'Pincode 1': '282001', ... }
 * as the spec reads it, plus (ours) `areas` with state, city and area per pincode, and
 * `requests`, the dealer's pincode requests, newest first.
 */
export const ZAllPincodesResponse = z
  .object({ dealer_id: z.number().int(), areas: z.array(ZDealerArea), requests: z.array(ZPincodeRequestEntry) })
  .catchall(z.union([z.string(), z.number(), z.array(z.unknown())]));
export type AllPincodesResponse = z.infer<typeof ZAllPincodesResponse>;

/**
 * The same read by anyone else (spec 6: the marketplace page is open to anyone), for an active,
 * verified dealer (else 404): dealer_id, 'Pincode 1'.., and `areas`, what the page shows; never
 * the dealer's pincode requests.
 */
export const ZPublicPincodesResponse = z
  .object({ dealer_id: z.number().int(), areas: z.array(ZDealerArea) })
  .catchall(z.union([z.string(), z.number(), z.array(z.unknown())]));
export type PublicPincodesResponse = z.infer<typeof ZPublicPincodesResponse>;

/** The spec's read keys: 'Pincode 1'..'Pincode N'. */
export const pincodeReadKey = (slot: number) => `Pincode ${slot}`;

/**
 * POST /dealer_details/request_to_add_pincodes/: dealer_id and addrequest (the pincode), plus
 * (ours) the optional `area`. Answers 201 { addrequest } once stored, or 200 { 'Not Acceptable' }
 * while an earlier request waits for an admin (the key the spec's client reads).
 */
export const ZPincodeRequest = z.object({ dealer_id: ZId, addrequest: ZPincode, area: z.string().trim().max(100).optional() });
export const notAcceptableKey = 'Not Acceptable';
/** 201: the request is stored. */
export const ZPincodeRequestStored = z.object({ addrequest: z.string(), msg: z.string() });
/** 200: an earlier request still waits; nothing stored. */
export const ZPincodeRequestPending = z.object({ [notAcceptableKey]: z.string() });
export const ZPincodeRequestResponse = z.union([ZPincodeRequestStored, ZPincodeRequestPending]);
export type PincodeRequestResponse = z.infer<typeof ZPincodeRequestResponse>;
