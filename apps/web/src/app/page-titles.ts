import { defineTexts } from '@kt/contract/i18n/catalogue';

/**
 * The pages' titles (the route table's `title` names one by its key): the tab title, and the
 * title the server writes into a page's HTML. Read when a page is drawn, never kept, so each
 * visitor reads them in their language (issue 29).
 */
export const pageTitles = defineTexts('web/app/page-titles', 'pageTitles', {
  aboutUs: 'ABOUT US',
  joinUs: 'Join Us',
  sellItem: 'Sell Item',
  frequentlyAskedQuestions: 'Frequently Asked Questions',
  contactUs: 'Contact Us',
  privacyPolicy: 'Privacy Policy',
  termsConditions: 'Terms & Conditions',
  signIn: 'Sign In',
  whoAmI: 'Who am I',
  customerSignUp: 'Customer Sign Up',
  personalAccountSignUp: 'Personal Account Sign Up',
  organizationAccountSignUp: 'Organization Account Sign Up',
  dealerSignUp: 'Dealer Sign Up',
  forgotPassword: 'Forgot Password',
  emailVerification: 'Email Verification',
  resetPassword: 'Reset Password',
  passwordChanged: 'Password Changed',
  yourCart: 'Your Cart',
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
  receipt: 'Receipt',
  problemReport: 'Problem report',
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
  /** The tab titles the public pages set themselves. */
  aboutUsTab: 'About Us',
  sellYourScrap: 'Sell your scrap',
} as const);

export type PageTitle = keyof typeof pageTitles;

/** The title of a page in the language of the moment. */
export function pageTitle(key: PageTitle): string {
  return pageTitles[key];
}
