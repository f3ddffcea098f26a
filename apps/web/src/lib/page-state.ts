import { createContext, useContext } from 'react';
import { sellItemKey } from '@kt/contract/selling/scrap-filters';

/**
 * What the server knew of the browser when it rendered the page: the area and the kind of scrap
 * the visitor chose last (two cookies browser-storage.ts writes beside its own copies). While
 * the browser hydrates that HTML, the stored-value hooks answer these instead of browser
 * storage, so both draw the same page; then they move to what the browser holds.
 */
export type PageState = { readonly pincode: string | null; readonly sellItem: string | null };

export const noPageState: PageState = { pincode: null, sellItem: null };

/** The cookies that carry the page state to the server. */
export const pageStateCookies = { pincode: 'kt_pincode', sellItem: 'kt_sell_item' } as const;

/** The page state from a Cookie header (the server) or document.cookie; anything odd reads as absent. */
export function pageStateFromCookies(cookieHeader: string | undefined): PageState {
  const values = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      values.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A malformed value: absent.
    }
  }
  const pincode = values.get(pageStateCookies.pincode);
  const sellItem = values.get(pageStateCookies.sellItem);
  return {
    pincode: pincode && /^\d{6}$/.test(pincode) ? pincode : null,
    // A category's name (the filter lists the server's categories, issue 28), bounded by the
    // length of a name: the server keeps a rendered page per page state.
    sellItem: sellItemKey(sellItem),
  };
}

export const PageStateContext = createContext<PageState>(noPageState);

export function usePageState(): PageState {
  return useContext(PageStateContext);
}
