import type { FastifyInstance } from 'fastify';
import { addressesEndpoints } from '@kt/contract/addresses/addresses.endpoints';
import type { CustomerAddress } from '@kt/contract/addresses/address';
import { messages } from '@kt/contract/messages';
import { assertNamesCaller, currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { AddressRow } from './addresses.repo.ts';
import type { AddressesService } from './addresses.service.ts';

function toRecord(row: AddressRow): CustomerAddress {
  return {
    id: row.id,
    user_id: row.userId,
    user_type: row.userType,
    KT_ID: row.ktId,
    name: row.name,
    phone_number: row.phoneNumber,
    address: row.address,
    address_area: row.addressArea,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    default: row.isDefault ? 'default' : 'not default',
  };
}

/** Spec section 7: a customer's saved pickup addresses, each call on the caller's own only. */
export function addressesHandlers(app: FastifyInstance, service: AddressesService) {
  handle(app, addressesEndpoints.addressesByKtId, async (request) =>
    (await service.listByKtId(currentUser(request).userId, request.params.ktId)).map(toRecord),
  );

  handle(app, addressesEndpoints.addressesById, async (request) => {
    assertNamesCaller(request, request.params.id);
    return (await service.list(currentUser(request).userId)).map(toRecord);
  });

  handle(app, addressesEndpoints.postAddress, async (request) => {
    assertNamesCaller(request, request.body.user_id);
    const created = await service.add(currentUser(request).userId, request.body);
    return { msg: 'Address added', address: toRecord(created) };
  });

  handle(app, addressesEndpoints.deleteAddress, async (request) => {
    await service.remove(currentUser(request).userId, request.params.id);
    return { successful: messages.address.deleted };
  });
}
