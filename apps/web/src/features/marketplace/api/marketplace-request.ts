/** The dealer id of /marketplace/{num}/, or null when the path cannot name a dealer. */
export function dealerIdFromPath(num: string | undefined): string | null {
  return num !== undefined && /^[1-9]\d{0,9}$/.test(num) ? num : null;
}
