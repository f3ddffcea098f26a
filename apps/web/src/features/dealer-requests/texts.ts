import type { ScheduleStatus } from '@kt/contract/marketplace/dealer-requests';
import { messages } from '@kt/contract/messages';
import type { RequestKind } from './request-kinds.ts';
import { defineTexts } from '@kt/contract/i18n/catalogue';

/**
 * Words of the dealer's Requests page (ours: the spec leaves the page open), kept together so
 * they can move to the Hindi catalogue. The server's answers come from the contract's messages.
 */
export const dealerRequestTexts = defineTexts('web/features/dealer-requests/texts', 'dealerRequestTexts', {
  title: 'Requests',
  lead: 'What visitors of your marketplace page and customers sent you.',
  tabsLabel: 'Show requests',
  tabs: {
    pickups: 'Pickup requests',
    messages: 'Messages',
    ratings: 'Ratings',
    inquiries: 'Inquiries',
  } satisfies Record<RequestKind, string>,
  lists: {
    pickups: 'Pickup requests',
    messages: 'Messages',
    ratings: 'Ratings',
    inquiries: 'Inquiries',
  },
  loading: {
    pickups: 'Loading your pickup requests',
    messages: 'Loading your messages',
    ratings: 'Loading your ratings',
    inquiries: 'Loading your inquiries',
  },
  empty: {
    pickups: {
      title: 'No pickup requests yet',
      text: 'Visitors of your marketplace page can ask you for a pickup there. Their requests will show here.',
    },
    messages: {
      title: 'No messages yet',
      text: 'Visitors of your marketplace page can write to you there. Their messages will show here.',
    },
    ratings: {
      title: 'No ratings yet',
      text: 'Customers can rate you on your marketplace page. Their ratings will show here.',
    },
    inquiries: {
      title: 'No inquiries yet',
      text: 'Customers can ask you about an item they want to sell from the Sell page. Their inquiries will show here.',
    },
  },
  marketplaceLink: 'See your marketplace page',
  showMore: 'Show more',
  loadingMore: 'Loading more…',

  statuses: { New: 'New', Done: 'Done', Declined: 'Declined' } satisfies Record<ScheduleStatus, string>,
  slot: (date: string, time: string) => `${date} at ${time}`,
  pickupOn: (slot: string) => `Pickup on ${slot}`,
  /** A request whose date and time could not be kept (the spec's client sends a fixed one): the dealer agrees them with the visitor. */
  pickupToBeAgreed: `Pickup: ${messages.marketplaceArea.scheduleWhenToBeAgreed.toLowerCase()}`,
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  address: 'Address',
  stateCountry: 'State and country',
  subject: 'Subject',
  message: 'Message',
  review: 'Review',
  noReview: 'No review',
  description: 'Description',
  sentOn: 'Sent on',
  kilograms: (quantity: string) => `${quantity} kg`,
  itemPictureAlt: (item: string) => `Picture of ${item}`,
  messageFrom: (name: string) => `Message from ${name}`,
  stars: (rating: string, max: number) => `${rating} out of ${max}`,
  // Issue 28: verified pickups and the dealer's one public reply.
  verifiedPickup: 'Verified pickup',
  yourReply: 'Your public reply',
  replyLabel: 'Reply publicly',
  replyHint: 'Shown under the rating on your marketplace page. You can reply once.',
  reply: 'Publish the reply',
  replying: 'Publishing…',

  markDone: 'Mark done',
  markingDone: 'Marking…',
  decline: 'Decline',
  declining: 'Declining…',
  /** What a screen reader hears on a card's button: which request it acts on. */
  actionLabel: (action: string, name: string, slot: string | null) =>
    slot === null
      ? `${action}: ${name}'s pickup, ${messages.marketplaceArea.scheduleWhenToBeAgreed.toLowerCase()}`
      : `${action}: ${name}'s pickup on ${slot}`,
} as const);
