import { defineTexts } from '@kt/contract/i18n/catalogue';
/**
 * Issue 28: the words of a Kabadi's or Collector's sales to Recyclers in the dealer area (the
 * cart, checkout and pickup card keep their own words). One place, so a second language is one
 * more object.
 */
export const resaleTexts = defineTexts('web/features/resale/texts', 'resaleTexts', {
  menu: 'Sell to recyclers',
  title: 'Sell to recyclers',
  lead: 'Sell what you collected to the recyclers who buy in your area: add the items at their Rs per kg, check out, and give the recycler your pickup code when they weigh it at your door.',
  dashboardLink: 'Sell to recyclers',
  dashboardLead: 'Sold what you collected? Recyclers in your area buy it by weight.',
  sellFrom: 'Sell from your area',
  sellFromHint: 'The recycler picks up in this pincode.',
  noAreas: 'Add an area pincode first: you sell from your own areas.',
  addArea: 'Add Area Pincode',
  recyclerPrices: 'Recyclers’ prices',
  loadingPrices: 'Loading the recyclers’ prices',
  noRecyclers: 'No recycler buys in this pincode yet. Try another of your areas.',
  /** `count`: the badge's text (99+ beyond 99). */
  cart: (count: string) => `Cart (${count})`,
  cartLabel: (count: number) => `Cart ${count} ${count === 1 ? 'item' : 'items'}`,
  mySales: 'My sales',
  salesTitle: 'My sales',
  salesEmptyTitle: 'No sales yet',
  salesEmptyText: 'Sell to a recycler and your pickups will show here with their code.',
  salesEmptyAction: 'Sell to recyclers',
  cartTitle: 'Your Cart',
  goToSell: 'Go to the sell page',
  paidTitle: 'Paid for your sales',
  paidLink: 'Paid to you',
} as const);
