import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout.tsx';
import { publicOnly, requireDealer, requireSeller } from './guards.ts';
import { paths } from './paths.ts';
import { RouteError } from './routes/route-error.tsx';

const headingPage = () => import('./routes/heading-page.tsx');

/** A route whose screen a later issue builds: for now its heading only. */
function screen(path: string, title: string, loader?: () => null): RouteObject {
  return { path, handle: { title }, lazy: headingPage, ...(loader ? { loader } : {}) };
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
          screen(paths.about, 'ABOUT US'),
          screen(paths.joinUs, 'Join Us'),
          { path: paths.sell, lazy: () => import('./routes/sell-home.tsx') },
          screen(paths.sellItem, 'Sell Item'),
          screen(paths.faq, 'Frequently Asked Questions'),
          screen(paths.contact, 'Contact Us'),
          screen(paths.privacy, 'Privacy Policy'),
          screen(paths.terms, 'Terms & Conditions'),

          // Sign-in and sign-up: only without a stored session
          screen(paths.signIn, 'Sign In', publicOnly),
          screen(paths.signUp, 'Who am I', publicOnly),
          screen(paths.signUpCustomer, 'Customer Sign Up', publicOnly),
          screen(paths.signUpPersonal, 'Personal Account Sign Up', publicOnly),
          screen(paths.signUpOrganization, 'Organization Account Sign Up', publicOnly),
          screen(paths.signUpDealer, 'Dealer Sign Up', publicOnly),
          screen(paths.forgotPassword, 'Forgot Password', publicOnly),
          screen(paths.emailVerify, 'Email Verification'),
          screen(paths.resetPassword, 'Reset Password'),
          screen(paths.passwordChanged, 'Password Changed'),

          // Customers (Personal, Organization)
          screen(paths.cart, 'Your Cart', requireSeller),
          screen(paths.userProfile, 'Profile', requireSeller),
          screen(paths.userProfileEdit, 'Edit Profile', requireSeller),
          screen(paths.userAddress, 'Addresses', requireSeller),
          screen(paths.userPickup, 'Pickup', requireSeller),
          screen(paths.userWallet, 'Wallet', requireSeller),
          screen(paths.userWalletHistory, 'Wallet History', requireSeller),
          screen(paths.userQr, 'QR Code', requireSeller),
          screen(paths.userAutoScrap, 'Auto Scrap', requireSeller),
          screen(paths.addressStub, 'Address'),

          // Dealers (Kabadi, Collector, Recycler)
          screen(paths.dealerHome, 'Dashboard', requireDealer),
          screen(paths.dealerProfile, 'Profile', requireDealer),
          screen(paths.dealerProfileEdit, 'Edit Profile', requireDealer),
          screen(paths.dealerQr, 'QR Code', requireDealer),
          screen(paths.dealerPickup, 'Pickups', requireDealer),
          screen(paths.dealerWallet, 'Wallet', requireDealer),
          screen(paths.dealerWalletHistory, 'Wallet History', requireDealer),
          screen(paths.dealerSettings, 'Complete Your Profile', requireDealer),
          screen(paths.dealerDocuments, 'Documents Upload', requireDealer),
          screen(paths.dealerAddArea, 'Add Area Pincode', requireDealer),
          screen(paths.dealerSetPrice, 'Add Your Price', requireDealer),
          screen(paths.dealerEditPrice, 'Edit Price', requireDealer),
          screen(paths.dealerPriceList, 'Price List', requireDealer),
          screen(paths.dealerRequestCategory, 'Request to Add Category', requireDealer),
          screen(paths.dealerAddEmployee, 'Add Employee', requireDealer),

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
