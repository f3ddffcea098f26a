import { defineTexts } from '@kt/contract/i18n/catalogue';

/** The inquiry mail's words (issue 29: inquiry-mail-texts.hi.ts), in the dealer account's language. */
export const inquiryMailTexts = defineTexts('server/features/dealers/inquiry-mail-texts', 'inquiryMailTexts', {
  subject: (quantity: string, item: string) => `New inquiry: ${quantity} kg of ${item}`,
  greeting: (name: string) => `Hello ${name},`,
  intro: (name: string) => `${name} wants to sell you scrap and asks you to get in touch.`,
  item: 'Item',
  quantity: 'Quantity',
  kilograms: (quantity: string) => `${quantity} kg`,
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  description: 'Description',
  picture: 'Picture',
});
