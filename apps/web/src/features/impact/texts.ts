import { defineTexts } from '@kt/contract/i18n/catalogue';
/** Every text the impact figures show (issue 16). */
export const impactTexts = defineTexts('web/features/impact/texts', 'impactTexts', {
  customerTitle: 'Your impact',
  customerEmpty: 'Your impact shows here once a dealer has completed a pickup from you.',
  dealerTitle: 'Your recycling impact',
  dealerEmpty: 'Your impact shows here once you complete a pickup.',
  loading: 'Loading your impact',
  kgRecycled: 'Scrap recycled',
  co2Avoided: 'CO2 avoided (estimate)',
  kg: (amount: string) => `${amount} kg`,
  aboutKg: (amount: string) => `about ${amount} kg`,
  byCategory: 'By category',
  category: 'Category',
  note: 'From completed pickups only. CO2 is an estimate from published average factors per category (US EPA WARM).',
  siteTitle: 'Our impact',
  siteFigure: (amount: string, siteName: string) => `${amount} kg recycled through ${siteName}`,
  siteCo2: (amount: string) => `About ${amount} kg of CO2 avoided (an estimate from published average factors).`,
} as const);
