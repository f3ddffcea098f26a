import { contentLimits } from '@kt/contract/admin/content-limits';
import { defineTexts } from '@kt/contract/i18n/catalogue';
import { excerpt } from './excerpt.ts';

/** One tab of pictured people: the team, the working team or the happy customers. */
type PeopleTexts = {
  tab: string;
  lead: string;
  addHeading: string;
  editHeading: (name: string) => string;
  /** The field under the name: the member's title or the person's feedback. */
  textLabel: string;
  add: string;
  adding: string;
  added: string;
  updated: string;
  empty: string;
  loading: string;
  listLabel: string;
  deleteTitle: string;
  deleteBody: (name: string) => string;
};

/**
 * Words of the admin's site content page (issue 15, ours), kept together so they can move to a
 * second language. The server's answers and field rules come from the contract's messages.
 */
export const adminContentTexts = defineTexts('web/features/admin-content/texts', 'adminContentTexts', {
  title: 'Site Content',
  lead: 'What the public pages show: the team on About, the happy members on Join Us, the happy customers, the FAQ, and the dealers’ initiatives. A change shows on the public pages at once.',
  tabsLabel: 'Content to edit',
  tabs: {
    team: 'Team',
    working_team: 'Working team',
    happy_customer: 'Happy customers',
    faq: 'FAQ',
    initiatives: 'Initiatives',
  },
  people: {
    team: {
      tab: 'Team',
      lead: 'The team carousel of the About page.',
      addHeading: 'Add a team member',
      editHeading: (name: string) => `Edit team member: ${excerpt(name)}`,
      textLabel: 'Title',
      add: 'Add team member',
      adding: 'Adding…',
      added: 'Team member added',
      updated: 'Team member updated',
      empty: 'No team members yet. The About page hides its team section until one is added.',
      loading: 'Loading the team',
      listLabel: 'Team members',
      deleteTitle: 'Delete this team member?',
      deleteBody: (name: string) => `${name} will no longer show on the About page. This cannot be undone.`,
    },
    working_team: {
      tab: 'Working team',
      lead: 'The people of ‘Our Happy Members’ on the Join Us page, with what they say.',
      addHeading: 'Add a working team member',
      editHeading: (name: string) => `Edit working team member: ${excerpt(name)}`,
      textLabel: 'Feedback',
      add: 'Add working team member',
      adding: 'Adding…',
      added: 'Working team member added',
      updated: 'Working team member updated',
      empty: 'No working team members yet. The Join Us page hides this section until one is added.',
      loading: 'Loading the working team',
      listLabel: 'Working team members',
      deleteTitle: 'Delete this working team member?',
      deleteBody: (name: string) => `${name} will no longer show on the Join Us page. This cannot be undone.`,
    },
    happy_customer: {
      tab: 'Happy customers',
      lead: 'The customers of ‘Our Happy Customers’, with what they say.',
      addHeading: 'Add a happy customer',
      editHeading: (name: string) => `Edit happy customer: ${excerpt(name)}`,
      textLabel: 'Feedback',
      add: 'Add happy customer',
      adding: 'Adding…',
      added: 'Happy customer added',
      updated: 'Happy customer updated',
      empty: 'No happy customers yet. The public pages hide this section until one is added.',
      loading: 'Loading the happy customers',
      listLabel: 'Happy customers',
      deleteTitle: 'Delete this happy customer?',
      deleteBody: (name: string) => `${name} will no longer show on the public pages. This cannot be undone.`,
    },
  } satisfies Record<string, PeopleTexts>,
  nameLabel: 'Name',
  pictureLabel: 'Picture',
  pictureRule: `JPEG, PNG or WebP, at most ${contentLimits.pictureMaxBytes / 1024} KB`,
  pictureKeepRule: `Leave empty to keep the current picture. JPEG, PNG or WebP, at most ${contentLimits.pictureMaxBytes / 1024} KB`,
  previewAlt: 'Preview of the chosen picture',
  currentPictureAlt: (name: string) => `Current picture of ${name}`,
  pictureAlt: (name: string) => `Picture of ${name}`,
  positionLabel: 'Position (optional)',
  positionRule: 'Smaller numbers show first. Empty: after the last one.',
  positionShown: (position: number) => `Position ${position}`,
  characterCount: (count: number, max: number) => `${count} / ${max} characters`,
  faq: {
    lead: 'The questions of the FAQ page, in order.',
    addHeading: 'Add a question',
    editHeading: (question: string) => `Edit question: ${excerpt(question)}`,
    questionLabel: 'Question',
    answerLabel: 'Answer',
    answerRule:
      'HTML is allowed: paragraphs, bold, italic, lists, headings and links (<p>, <strong>, <em>, <ul>, <li>, <a href="https://…">). Anything else, such as scripts, styles or event handlers, is removed when it is saved.',
    add: 'Add question',
    adding: 'Adding…',
    added: 'Question added',
    updated: 'Question updated',
    empty: 'No questions yet. The FAQ page says so until one is added.',
    loading: 'Loading the FAQ',
    listLabel: 'Questions',
    deleteTitle: 'Delete this question?',
    deleteBody: (question: string) => `“${excerpt(question, 80)}” will no longer show on the FAQ page. This cannot be undone.`,
  },
  initiatives: {
    lead: 'What dealers show on their marketplace pages, newest first. Remove one that breaks the rules: the dealer gets an e-mail with your reason.',
    loading: 'Loading the initiatives',
    listLabel: 'Dealer initiatives',
    empty: 'No dealer has added an initiative yet.',
    showMore: 'Show more initiatives',
    loadingMore: 'Loading more initiatives…',
    photoAlt: (dealer: string) => `Photo of an initiative of ${dealer}`,
    noPhoto: 'No photo',
    dealerLine: (name: string, ktId: string) => `${name} (${ktId})`,
    addedOn: (day: string) => `Added ${day}`,
    remove: 'Remove',
    removeLabel: (message: string) => `Remove initiative: ${excerpt(message)}`,
    removeTitle: 'Remove this initiative?',
    removeBody: (dealer: string) => `It disappears from the marketplace page of ${dealer}, and its photo is deleted. The dealer gets an e-mail with your reason.`,
    reasonLabel: 'Reason',
    keep: 'Keep',
    confirmRemove: 'Remove and tell the dealer',
    removing: 'Removing…',
  },
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${excerpt(name)}`,
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${excerpt(name)}`,
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  keep: 'Keep',
  confirmDelete: 'Yes, delete',
  deleting: 'Deleting…',
} as const);
