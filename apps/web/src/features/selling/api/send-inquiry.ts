import { inquiry } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export type InquiryFields = {
  dealer_id: number;
  customer_name: string;
  phone: string;
  email: string;
  itemName: string;
  quantity: string;
  description: string;
  itemPic: File | null;
};

/** POST /dealer/api/requestinquiry-post/ as multipart; 201 { msg: 'Order Placed' }. Open to guests. */
export function sendInquiry({ itemPic, dealer_id, ...fields }: InquiryFields): Promise<{ msg: string }> {
  const body = new FormData();
  body.set('dealer_id', String(dealer_id));
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (itemPic) body.set('itemPic', itemPic);
  return callEndpoint(inquiry, { body });
}
