import { defineTexts } from '@kt/contract/i18n/catalogue';
import { provideAreaPageTitles } from './page-titles.ts';

/**
 * The titles of the signed-in areas' and the console's pages (the route table names each by its
 * key), apart from the public pages' (page-titles.ts): only an area's layout loads them, so no
 * public page's first load carries them (issue 29). Read when a page is drawn.
 */
export const areaPageTitles = defineTexts('web/app/area-page-titles', 'areaPageTitles', {
  profile: 'Profile',
  editProfile: 'Edit Profile',
  addresses: 'Addresses',
  pickup: 'Pickup',
  wallet: 'Wallet',
  walletHistory: 'Wallet History',
  qrCode: 'QR Code',
  autoScrap: 'Auto Scrap',
  address: 'Address',
  dashboard: 'Dashboard',
  pickups: 'Pickups',
  commissionStatement: 'Commission Statement',
  completeYourProfile: 'Complete Your Profile',
  documentsUpload: 'Documents Upload',
  addAreaPincode: 'Add Area Pincode',
  addYourPrice: 'Add Your Price',
  editPrice: 'Edit Price',
  priceList: 'Price List',
  requestToAddCategory: 'Request to Add Category',
  addEmployee: 'Add Employee',
  yourInitiatives: 'Your Initiatives',
  requests: 'Requests',
  disputes: 'Disputes',
  completePickup: 'Complete Pickup',
  sellToRecyclers: 'Sell to recyclers',
  mySales: 'My sales',
  paidForYourSales: 'Paid for your sales',
  adminSignIn: 'Admin Sign In',
  admin: 'Admin',
  pincodeRequests: 'Pincode Requests',
  categoryRequests: 'Category Requests',
  dealerDocuments: 'Dealer Documents',
  users: 'Users',
  user: 'User',
  catalogue: 'Catalogue',
  siteContent: 'Site Content',
  siteSettings: 'Site Settings',
  submissions: 'Submissions',
  auditLog: 'Audit Log',
  failedMessages: 'Failed Messages',
  smsAndWhatsapp: 'SMS and WhatsApp',
  commissionPayments: 'Commission Payments',
} as const);

export type AreaPageTitle = keyof typeof areaPageTitles;

provideAreaPageTitles(areaPageTitles);
