import type { AddressRequest } from '@kt/contract/addresses/address';
import { AppError } from '@kt/contract/errors';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import type { AddressesRepo, AddressRow } from './addresses.repo.ts';

/** A customer's saved pickup addresses (spec 7), each call on the caller's own only. */
export function createAddressesService(repo: AddressesRepo) {
  return {
    list: (userId: number): Promise<AddressRow[]> => repo.listByUser(userId),

    /** The caller's addresses, when the KT id is theirs. */
    async listByKtId(userId: number, ktId: string): Promise<AddressRow[]> {
      const account = await repo.findKtId(userId);
      if (account?.ktId !== ktId.toUpperCase()) throw new AppError('FORBIDDEN', messages.selling.notYours);
      return repo.listByUser(userId);
    },

    /** A new address under the account's name; the first is the default, a sixth is refused. */
    async add(userId: number, address: Omit<AddressRequest, 'user_id'>): Promise<AddressRow> {
      const account = await repo.findKtId(userId);
      const id = await repo.addWithin(limits.addressesMax, {
        userId,
        name: account?.username ?? '',
        phoneNumber: address.phone_number,
        address: address.address,
        addressArea: address.address_area,
        landmark: address.landmark,
        city: address.city,
        state: address.state,
        pincode: address.pincode,
      });
      if (id === null) throw new AppError('CONFLICT', messages.address.limit);
      const created = (await repo.listByUser(userId)).find((row) => row.id === id);
      if (!created) throw new Error('address vanished');
      return created;
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteOwned(userId, id))) throw new AppError('NOT_FOUND', messages.selling.addressNotFound);
    },
  };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
