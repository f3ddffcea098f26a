import { defineTexts } from '@kt/contract/i18n/catalogue';

/** Words of the About page, /, in a module of its own: no other page loads them (issue 29). */
export const aboutTexts = defineTexts('web/app/routes/about-texts', 'aboutTexts', {
  heading: 'ABOUT US',
  intro: (siteName: string) =>
    `${siteName} connects the people who produce scrap and waste with the local kabadiwalas, collectors and recyclers who buy it. We use AI, IoT and IT to help small local dealers grow, and to make selling your scrap as easy as booking a pickup at your door.`,
  visionTitle: 'Our Vision',
  vision:
    'A sustainable world built on a circular economy, where nothing of value goes to waste, and a global one-stop shop for recycling and upcycling.',
  missionTitle: 'Our Mission',
  mission:
    'To build a sustainable system for recyclable waste and a clean, pollution-free country, through a hyperlocal platform that brings every household and business close to a trusted local dealer.',
  whatWeDoTitle: 'What We Do?',
  services: {
    hyperlocal: {
      title: 'Hyperlocal Platform',
      text: 'We connect you with kabadiwalas, collectors and recyclers who serve your own pincode, so your scrap stays in your neighbourhood economy.',
    },
    doorstep: {
      title: 'Doorstep Pickup',
      text: 'Book a pickup slot and a dealer comes to your door to weigh and collect your scrap. No carrying, no searching.',
    },
    trust: {
      title: 'Trust & Commitment',
      text: 'Dealers are verified with their documents, prices are shown in Rs per kg up front, and payment is made on the spot.',
    },
    support: {
      title: 'Kabadiwala Support',
      text: 'We give small local dealers a digital shop, pickup requests and tools to manage prices, areas and staff.',
    },
    income: {
      title: 'Enhance Kabadiwala Income',
      text: 'More customers and steady pickups in their area help kabadiwalas earn more from every trip.',
    },
    innovation: {
      title: 'Innovation',
      text: 'We use AI, IoT and IT to make collection, sorting and recycling of waste simpler and more efficient.',
    },
  },
  joinTitle: 'Join Our Team',
  joinText: 'Interns, mentors and investors: help us make recycling work for every neighbourhood.',
  moreInfo: 'More Info',
} as const);
