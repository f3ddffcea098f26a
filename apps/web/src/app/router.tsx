import type { ReactNode } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout.tsx';
import { publicOnly, requireDealer, requireDealerSide, requireSeller } from './guards.ts';
import { paths } from '../lib/paths.ts';
import { RouteError } from './routes/route-error.tsx';
import { browserStorage } from '../lib/browser-storage.ts';
import { prefetchArea } from '../features/selling/api/area-requests.ts';

/** /sell: a signed-out visitor continues as a guest (the guest marker of spec 3). */
function continueAsGuest() {
  browserStorage.continueAsGuest();
  return null;
}

/** /sell/sellitem: the guest marker, and the area's prices and dealers asked for while the page's code downloads. */
function prefetchSellItem() {
  browserStorage.continueAsGuest();
  const pincode = browserStorage.getPincode();
  if (pincode) prefetchArea(pincode);
  return null;
}

const headingPage = () => import('./routes/heading-page.tsx');

/** A route whose screen a later issue builds: for now its heading only. */
function screen(path: string, title: string, loader?: () => null): RouteObject {
  return { path, handle: { title }, lazy: headingPage, ...(loader ? { loader } : {}) };
}

type RouteModule = { Component: () => ReactNode };

/** A built screen: its own lazily loaded module exporting `Component`. */
function page(path: string, title: string, lazy: () => Promise<RouteModule>, loader?: () => null): RouteObject {
  return { path, handle: { title }, lazy, ...(loader ? { loader } : {}) };
}

/** Every route of spec section 2.9; each page is its own chunk. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    HydrateFallback: () => null,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          // Public
          page(paths.about, 'ABOUT US', () => import('./routes/about.tsx')),
          page(paths.joinUs, 'Join Us', () => import('./routes/join-us.tsx')),
          { path: paths.sell, lazy: () => import('./routes/sell-home.tsx'), loader: continueAsGuest },
          page(paths.sellItem, 'Sell Item', () => import('./routes/sell-item.tsx'), prefetchSellItem),
          page(paths.faq, 'Frequently Asked Questions', () => import('./routes/faq.tsx')),
          page(paths.contact, 'Contact Us', () => import('./routes/contact.tsx')),
          page(paths.privacy, 'Privacy Policy', () => import('./routes/privacy-policy.tsx')),
          page(paths.terms, 'Terms & Conditions', () => import('./routes/terms-conditions.tsx')),

          // Sign-in and sign-up: only without a stored session
          page(paths.signIn, 'Sign In', () => import('./routes/accounts/sign-in.tsx'), publicOnly),
          page(paths.signUp, 'Who am I', () => import('./routes/accounts/sign-up-choice.tsx'), publicOnly),
          page(paths.signUpCustomer, 'Customer Sign Up', () => import('./routes/accounts/sign-up-customer-type.tsx'), publicOnly),
          page(paths.signUpPersonal, 'Personal Account Sign Up', () => import('./routes/accounts/sign-up-personal.tsx'), publicOnly),
          page(
            paths.signUpOrganization,
            'Organization Account Sign Up',
            () => import('./routes/accounts/sign-up-organization.tsx'),
            publicOnly,
          ),
          page(paths.signUpDealer, 'Dealer Sign Up', () => import('./routes/accounts/sign-up-dealer.tsx'), publicOnly),
          page(paths.forgotPassword, 'Forgot Password', () => import('./routes/accounts/forgot-password.tsx'), publicOnly),
          page(paths.emailVerify, 'Email Verification', () => import('./routes/accounts/verify-email.tsx')),
          page(paths.resetPassword, 'Reset Password', () => import('./routes/accounts/reset-password.tsx')),
          page(paths.passwordChanged, 'Password Changed', () => import('./routes/accounts/password-changed.tsx')),

          // Customers (Personal, Organization)
          page(paths.cart, 'Your Cart', () => import('./routes/cart.tsx'), requireSeller),
          {
            // The customer area: welcome bar and side menu (spec 2.6)
            lazy: () => import('./layouts/customer-area-layout.tsx'),
            loader: requireSeller,
            children: [
              page(paths.userProfile, 'Profile', () => import('./routes/accounts/user-profile.tsx'), requireSeller),
              page(paths.userProfileEdit, 'Edit Profile', () => import('./routes/accounts/user-profile-edit.tsx'), requireSeller),
              page(paths.userAddress, 'Addresses', () => import('./routes/customer/user-address.tsx'), requireSeller),
              page(paths.userPickup, 'Pickup', () => import('./routes/customer/user-pickup.tsx'), requireSeller),
              page(paths.userWallet, 'Wallet', () => import('./routes/customer/user-wallet.tsx'), requireSeller),
              page(paths.userWalletHistory, 'Wallet History', () => import('./routes/customer/user-wallet-history.tsx'), requireSeller),
              page(paths.userQr, 'QR Code', () => import('./routes/customer/user-qr.tsx'), requireSeller),
              page(paths.userAutoScrap, 'Auto Scrap', () => import('./routes/customer/user-autoscrap.tsx'), requireSeller),
            ],
          },
          page(paths.addressStub, 'Address', () => import('./routes/customer/address-stub.tsx'), requireSeller),

          // Dealers (Kabadi, Collector, Recycler)
          {
            // The dealer area: 'Welcome' and the username, and the dealer menu (spec 2.7)
            lazy: () => import('./layouts/dealer-area-layout.tsx'),
            loader: requireDealerSide,
            children: [
              page(paths.dealerHome, 'Dashboard', () => import('./routes/dealer/dealer-home.tsx'), requireDealer),
              page(paths.dealerProfile, 'Profile', () => import('./routes/accounts/dealer-profile.tsx'), requireDealer),
              page(paths.dealerProfileEdit, 'Edit Profile', () => import('./routes/accounts/dealer-profile-edit.tsx'), requireDealer),
              page(paths.dealerQr, 'QR Code', () => import('./routes/dealer/dealer-qr.tsx'), requireDealer),
              page(paths.dealerPickup, 'Pickups', () => import('./routes/dealer/dealer-pickup.tsx'), requireDealerSide),
              page(paths.dealerWallet, 'Wallet', () => import('./routes/dealer/dealer-wallet.tsx'), requireDealer),
              page(paths.dealerWalletHistory, 'Wallet History', () => import('./routes/dealer/dealer-wallet-history.tsx'), requireDealer),
              page(paths.dealerSettings, 'Complete Your Profile', () => import('./routes/dealer/settings/settings-hub.tsx'), requireDealer),
              page(paths.dealerDocuments, 'Documents Upload', () => import('./routes/dealer/settings/documents.tsx'), requireDealer),
              page(paths.dealerAddArea, 'Add Area Pincode', () => import('./routes/dealer/settings/add-area.tsx'), requireDealer),
              page(paths.dealerSetPrice, 'Add Your Price', () => import('./routes/dealer/settings/set-price.tsx'), requireDealer),
              page(paths.dealerEditPrice, 'Edit Price', () => import('./routes/dealer/settings/edit-price.tsx'), requireDealer),
              page(paths.dealerPriceList, 'Price List', () => import('./routes/dealer/settings/price-list.tsx'), requireDealer),
              page(paths.dealerRequestCategory, 'Request to Add Category', () => import('./routes/dealer/settings/request-category.tsx'), requireDealer),
              page(paths.dealerAddEmployee, 'Add Employee', () => import('./routes/dealer/settings/add-employee.tsx'), requireDealer),
            ],
          },

          // Public dealer marketplace
          screen(paths.marketplace, 'Marketplace'),

          // Anything else
          { path: '*', loader: () => redirect(paths.about) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
