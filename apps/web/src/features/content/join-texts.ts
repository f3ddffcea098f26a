import { defineTexts } from '@kt/contract/i18n/catalogue';

/** The words of /joinus (spec 2.2): the quote banner, the three applications' cards. */
export const joinTexts = defineTexts('web/features/content/join-texts', 'joinTexts', {
  title: 'Join Us',
  quote: '“Alone we can do so little; together we can do so much.”',
  quoteAuthor: 'Helen Keller',
  teamTitle: 'Join Our Team',
  teamLead: 'Apply as an intern or a mentor, or tell us you would like to invest. Choose one to see more.',
  happyMembers: 'Our Happy Members',
  moreInfo: 'More Info',
  lessInfo: 'Less Info',
  roles: {
    intern: {
      title: 'Intern',
      headline: 'Learn by building a recycling business that works on the ground.',
      description:
        'Interns work with our team on real problems: reaching households and dealers, building the web and app, design, finance and research into recycling. Choose the domain that suits you and send us your CV.',
      disclaimer:
        'No fee is charged to interns at any stage of the selection. We never ask for money in return for an internship; if anyone does, please tell us.',
    },
    mentor: {
      title: 'Mentor',
      headline: 'Share your experience and help a young startup grow.',
      description:
        'Mentors guide our team in their field of expertise, from financial and IT management to marketing, the environment and chemical research. Tell us your domain and send us your CV.',
      disclaimer: 'Mentoring is voluntary and arranged around your time. We will contact you before any commitment is made.',
    },
    investor: {
      title: 'Investor',
      headline: 'Invest in a cleaner country and a fairer income for local dealers.',
      description:
        'We are building a hyperlocal platform for recyclable waste that serves households, businesses and kabadiwalas. Leave your details and our founders will get in touch.',
      disclaimer: 'Sending this form is not an offer of securities. Any investment is subject to separate agreements and due diligence.',
    },
  },
} as const);
