/** A tel: link of a phone number as written ('+91 98970 12345' → 'tel:+919897012345'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
