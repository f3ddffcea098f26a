import { areaSlotNames, pincodeSlotNames, type PincodeSlotsRequest } from '@kt/contract/dealer-settings/pincodes';
import { AppError } from '@kt/contract/errors';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import type { PincodeDirectory } from '../../platform/places/pincode-directory.ts';
import { isSecondPendingRequest, type AreaEntry, type AreasRepo } from './areas.repo.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

/** Where a pincode and its area came from in the body, so a refusal names the field. */
type SlotFields = { pincodeField: string; areaField: string };
type Slot = SlotFields & { pincode: string; area: string | null };
type DescribedSlot = SlotFields & { entry: AreaEntry };

/** The contract's `filledSlots`, keeping each slot's field names. */
export function slotsOf(body: PincodeSlotsRequest): Slot[] {
  return pincodeSlotNames.flatMap((pincodeField, i) => {
    const pincode = body[pincodeField];
    if (typeof pincode !== 'string' || pincode === '') return [];
    const areaField = areaSlotNames[i] ?? `area${i + 1}`;
    const area = body[areaField];
    return [{ pincode, area: typeof area === 'string' && area !== '' ? area : null, pincodeField, areaField }];
  });
}

/** Refusals about the whole set name its first slot, so a form has a field to show them beside. */
const firstSlot = 'pincode1';
const refusal = (code: 'VALIDATION' | 'CONFLICT', message: string, field: string) => new AppError(code, message, { [field]: [message] });
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The rules of a dealer's service areas (spec 7 'Dealer settings', 9): every pincode from our
 * directory, up to `dealerDirectPincodes` added by the dealer, more only through an admin-approved
 * request, never more than `dealerPincodeSlots`.
 */
export function createAreasService(deps: { repo: AreasRepo; pincodes: PincodeDirectory }) {
  const { repo, pincodes } = deps;

  /** State and city of the pincode's first post office; the area the dealer chose, or that office. */
  async function describeSlot(slot: Slot): Promise<AreaEntry> {
    const offices = await pincodes.lookup(slot.pincode);
    const first = offices[0];
    if (!first) throw refusal('VALIDATION', messages.dealerSettings.checkPincode, slot.pincodeField);
    const wanted = slot.area;
    const office = wanted === null ? first : offices.find((candidate) => sameName(candidate.name, wanted));
    if (!office) throw refusal('VALIDATION', dealerAreaMessages.areaNotInPincode, slot.areaField);
    return { pincode: slot.pincode, state: first.state, city: first.district, area: office.name };
  }

  async function describeAll(slots: Slot[]): Promise<DescribedSlot[]> {
    const described: DescribedSlot[] = [];
    const seen = new Set<string>();
    for (const slot of slots) {
      if (seen.has(slot.pincode)) throw refusal('CONFLICT', messages.dealerSettings.pincodeDuplicate, slot.pincodeField);
      seen.add(slot.pincode);
      described.push({ pincodeField: slot.pincodeField, areaField: slot.areaField, entry: await describeSlot(slot) });
    }
    return described;
  }

  /** Pincodes the dealer holds stay (an admin may have approved more than the direct limit); new ones only within it. */
  function assertWithinDirectLimit(held: AreaEntry[], next: DescribedSlot[]) {
    const heldPincodes = new Set(held.map((entry) => entry.pincode));
    const firstNew = next.find((slot) => !heldPincodes.has(slot.entry.pincode));
    if (firstNew && next.length > limits.dealerDirectPincodes) {
      throw refusal('CONFLICT', dealerAreaMessages.pincodeDirectAddLimit, firstNew.pincodeField);
    }
  }

  return {
    /**
     * Makes the request's slots the dealer's whole set. `update` needs a set already there (else
     * 'notRegistered', nothing changed), `add` needs none. Every check runs before any write.
     */
    async saveAreas(dealerId: number, body: PincodeSlotsRequest, mode: 'update' | 'add'): Promise<'saved' | 'notRegistered'> {
      const slots = slotsOf(body);
      if (mode === 'add' && slots.length === 0) {
        throw refusal('VALIDATION', messages.dealerSettings.addPincodeFirst, firstSlot);
      }
      const next = await describeAll(slots);
      return repo.withDealerLocked(dealerId, async (locked) => {
        if (mode === 'update' && locked.held.length === 0) return 'notRegistered';
        if (mode === 'add' && locked.held.length > 0) {
          throw refusal('CONFLICT', dealerAreaMessages.areasAlreadyRegistered, firstSlot);
        }
        assertWithinDirectLimit(locked.held, next);
        await locked.replaceAreas(next.map((slot) => slot.entry));
        return 'saved';
      });
    },

    /** Asks an admin for one more pincode; 'pending' while an earlier request waits (nothing stored). */
    async requestPincode(dealerId: number, pincode: string, area: string | undefined): Promise<'stored' | 'pending'> {
      const entry = await describeSlot({ pincode, area: area || null, pincodeField: 'addrequest', areaField: 'area' });
      try {
        return await repo.withDealerLocked(dealerId, async (locked) => {
          const refuse = (message: string) => refusal('CONFLICT', message, 'addrequest');
          if (locked.held.some((held) => held.pincode === pincode)) throw refuse(messages.dealerSettings.pincodeDuplicate);
          if (locked.pendingPincode === pincode) throw refuse(dealerAreaMessages.pincodeAlreadyRequested);
          if (locked.held.length < limits.dealerDirectPincodes) throw refuse(dealerAreaMessages.pincodeRequestNotNeeded);
          if (locked.held.length >= limits.dealerPincodeSlots) throw refuse(dealerAreaMessages.pincodeSlotsFull);
          if (locked.pendingPincode !== undefined) return 'pending';
          await locked.addPendingRequest(entry);
          return 'stored';
        });
      } catch (error) {
        // The lock serialises this dealer's requests; the index still holds against any other writer.
        if (isSecondPendingRequest(error)) return 'pending';
        throw error;
      }
    },
  };
}
export type AreasService = ReturnType<typeof createAreasService>;
