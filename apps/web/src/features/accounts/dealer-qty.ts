/** Words of a dealer's quantity range per pickup: a catalogue of texts.ts (issue 29). */
export { dealerQtyTexts } from './texts.ts';

/** A decimal from the server ('5.00', '12.50') as a person would type it ('5', '12.5'). */
export function qtyInputValue(value: string | undefined): string {
  if (!value) return '';
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
