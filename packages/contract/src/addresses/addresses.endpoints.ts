import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { ZId } from '../ids.ts';
import { messages } from '../messages.ts';
import { ZAddressCreatedResponse, ZAddressDeletedResponse, ZAddressListResponse, ZAddressRequest } from './address.ts';

const ZIdParams = z.object({ id: ZId });

/** Spec 7: a customer's saved pickup addresses, each call on the caller's own only. */
export const addressesEndpoints = {
  addressesByKtId: defineEndpoint({
    method: 'GET',
    path: '/address/get-address-by-ktid/:ktId/',
    access: ['customer'],
    params: z.object({ ktId: z.string().min(1).max(20) }),
    response: ZAddressListResponse,
    summary: "The caller's saved addresses, named by their KT id.",
  }),
  addressesById: defineEndpoint({
    method: 'GET',
    path: '/address/get-address/:id/',
    access: ['customer'],
    params: ZIdParams,
    response: ZAddressListResponse,
    summary: "The caller's saved addresses, named by their id.",
  }),
  postAddress: defineEndpoint({
    method: 'POST',
    path: '/address/post-address/',
    access: ['customer'],
    body: ZAddressRequest,
    // 200, not 201: the spec's client treats only a 200 as saved.
    response: ZAddressCreatedResponse,
    validationMessage: messages.address.invalid,
    summary: 'A new saved address of the caller (at most five).',
  }),
  deleteAddress: defineEndpoint({
    // A GET that deletes, as spec 7 has it; it needs the Bearer token, so a link cannot trigger it.
    method: 'GET',
    path: '/address/delete-address/:id/',
    access: ['customer'],
    params: ZIdParams,
    response: ZAddressDeletedResponse,
    status: 202,
    summary: "Deletes one of the caller's saved addresses.",
  }),
};
