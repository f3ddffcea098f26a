import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAddressCreatedResponse,
  ZAddressDeletedResponse,
  ZAddressListResponse,
  ZAddressRequest,
  type CustomerAddress,
} from '@kt/contract/addresses/address';
import { endpoints } from '@kt/contract/endpoints';
import { AppError } from '@kt/contract/errors';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { assertNamesCaller, authenticate, currentUser } from '../../platform/auth/guard.ts';
import { createAddressesRepo, type AddressRow } from './addresses.repo.ts';
import { ZId } from '@kt/contract/ids';

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

const noStore = 'private, no-store';

/** Spec section 7: a customer's saved pickup addresses, each call on the caller's own only. */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createAddressesRepo(app.deps.db);
  const customerOnly = authenticate('customer');

  app.get(
    '/address/get-address-by-ktid/:ktId/',
    { onRequest: customerOnly, schema: { params: z.object({ ktId: z.string().min(1).max(20) }), response: { 200: ZAddressListResponse } } },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const account = await repo.findKtId(userId);
      if (account?.ktId !== request.params.ktId.toUpperCase()) throw new AppError('FORBIDDEN', messages.selling.notYours);
      reply.header('Cache-Control', noStore);
      return (await repo.listByUser(userId)).map(toRecord);
    },
  );

  app.get(
    '/address/get-address/:id/',
    { onRequest: customerOnly, schema: { params: z.object({ id: ZId }), response: { 200: ZAddressListResponse } } },
    async (request, reply) => {
      assertNamesCaller(request, request.params.id);
      const { userId } = currentUser(request);
      reply.header('Cache-Control', noStore);
      return (await repo.listByUser(userId)).map(toRecord);
    },
  );

  app.post(
    endpoints.postAddress,
    {
      onRequest: customerOnly,
      config: { validationMessage: messages.address.invalid },
      schema: { body: ZAddressRequest, response: { 200: ZAddressCreatedResponse } },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const body = request.body;
      assertNamesCaller(request, body.user_id);
      const account = await repo.findKtId(userId);
      const id = await repo.addWithin(limits.addressesMax, {
        userId,
        name: account?.username ?? '',
        phoneNumber: body.phone_number,
        address: body.address,
        addressArea: body.address_area,
        landmark: body.landmark,
        city: body.city,
        state: body.state,
        pincode: body.pincode,
      });
      if (id === null) throw new AppError('CONFLICT', messages.address.limit);
      const created = (await repo.listByUser(userId)).find((row) => row.id === id);
      if (!created) throw new Error('address vanished');
      // 200, not 201: the spec's client treats only a 200 as saved.
      return reply.code(200).send({ msg: 'Address added', address: toRecord(created) });
    },
  );

  // A GET that deletes, as spec 7 has it; it needs the Bearer token, so a link cannot trigger it.
  app.get(
    '/address/delete-address/:id/',
    { onRequest: customerOnly, schema: { params: z.object({ id: ZId }), response: { 202: ZAddressDeletedResponse } } },
    async (request, reply) => {
      const { userId } = currentUser(request);
      if (!(await repo.deleteOwned(userId, request.params.id))) throw new AppError('NOT_FOUND', messages.selling.addressNotFound);
      return reply.code(202).send({ successful: messages.address.deleted });
    },
  );
};
