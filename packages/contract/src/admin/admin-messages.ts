import { catalogueRules } from './catalogue-rules.ts';
import { contentLimits } from './content-limits.ts';
import { limits } from '../limits.ts';
import { siteSettingsLimits } from './site-settings-rules.ts';
import { defineTexts } from '../i18n/catalogue.ts';

/** The admin console's texts (issue 15); ours. */
export const adminMessages = defineTexts('contract/admin/admin-messages', 'adminMessages', {
  userNotFound: 'No such account.',
  adminNotSwitchable: 'An admin account cannot be switched off here.',
  pincodeApproved: 'Pincode request approved',
  pincodeRejected: 'Pincode request rejected',
  requestNotFound: 'No such request.',
  requestDecided: 'This request is already decided.',
  reasonRequired: 'Give the dealer a reason.',
  // admin messages: site settings
  settingsSaved: 'Site settings saved. The public pages show them now.',
  settingsInvalid: 'Some settings are not valid: see the fields.',
  settingsEmailInvalid: 'Enter a valid e-mail address, or leave it empty.',
  settingsPhoneInvalid: 'Enter a 10-digit Indian phone number (+91 or 0 in front and spaces are fine), or leave it empty.',
  settingsAddressTooLong: `Keep the postal address to ${siteSettingsLimits.postalAddressMaxLength} characters.`,
  settingsUrlInvalid: 'Enter a full link starting with https://, or leave it empty.',
  settingsCertificateWrongType: 'The certificate must be a JPEG, PNG or WebP picture.',
  settingsCertificateTooLarge: `The certificate picture must be at most ${siteSettingsLimits.certificateMaxBytes / (1024 * 1024)} MB.`,
  // admin messages: site content
  teamMemberNotFound: 'No such team member.',
  testimonialNotFound: 'No such testimonial.',
  faqNotFound: 'No such question.',
  teamMemberRemoved: 'Team member removed',
  testimonialRemoved: 'Testimonial removed',
  faqRemoved: 'Question removed',
  initiativeRemoved: 'Initiative removed; the dealer is told why.',
  contentInvalid: 'Please correct the marked fields.',
  contentNameRequired: 'Enter the name.',
  contentNameTooLong: `Keep the name to ${contentLimits.nameMaxLength} characters.`,
  contentTitleRequired: 'Enter the title.',
  contentTitleTooLong: `Keep the title to ${contentLimits.titleMaxLength} characters.`,
  contentFeedbackRequired: 'Enter the feedback.',
  contentFeedbackTooLong: `Keep the feedback to ${contentLimits.feedbackMaxLength} characters.`,
  contentQuestionRequired: 'Enter the question.',
  contentQuestionTooLong: `Keep the question to ${contentLimits.questionMaxLength} characters.`,
  contentAnswerRequired: 'Enter the answer.',
  contentAnswerTooLong: `Keep the answer to ${contentLimits.answerMaxLength} characters.`,
  contentPositionInvalid: `Enter a position from 0 to ${contentLimits.positionMax}.`,
  contentKindInvalid: 'Choose working team or happy customer.',
  contentNothingToChange: 'Change at least one field.',
  contentPictureRequired: 'Choose a picture.',
  contentPictureWrongType: 'Choose a JPEG, PNG or WebP picture.',
  contentPictureTooLarge: `The picture must be at most ${contentLimits.pictureMaxBytes / 1024} KB.`,
  removalReasonTooLong: `Keep the reason to ${contentLimits.removalReasonMaxLength} characters.`,
  /** The e-mail to a dealer whose initiative an admin removed. */
  initiativeRemovedSubject: 'An initiative was removed from your marketplace page',
  initiativeRemovedIntro: 'An admin removed this initiative from your marketplace page.',
  initiativeRemovedAction: 'See your initiatives',
  initiativeRemovedMessageLabel: 'Initiative',
  initiativeRemovedReasonLabel: 'Reason',
  /** {name}: the dealer's name. */
  initiativeRemovedGreeting: 'Hello {name},',
  // admin messages: catalogue
  catalogueNameRequired: 'Enter a name.',
  catalogueNameTooLong: `Keep the name to ${catalogueRules.nameMaxLength} characters.`,
  cataloguePositionInvalid: `The position is a whole number from 0 to ${catalogueRules.positionMax}.`,
  catalogueRetiredInvalid: "Retired is 'true' or 'false'.",
  catalogueImageRequired: 'Add a picture.',
  catalogueImageWrongType: 'Choose a JPEG, PNG or WebP picture.',
  catalogueImageTooLarge: `The picture must be at most ${catalogueRules.imageMaxBytes / 1024} KB.`,
  catalogueNothingToChange: 'Change the name, the picture, the position or whether it is retired.',
  categoryNameTaken: 'A category with this name already exists.',
  subcategoryNameTaken: 'This category already has a subcategory with this name.',
  categoryNotFound: 'No such category.',
  subcategoryNotFound: 'No such subcategory.',
  /** A dealer's price for a subcategory (or in a category) an admin has retired. */
  catalogueItemRetired: 'This item is no longer in the catalogue.',
  // admin messages: category requests
  categoryRequestApproved: 'Category request approved',
  categoryRequestRejected: 'Category request rejected',
  approvalKindInvalid: "Approve it as a 'category' or a 'subcategory'.",
  approvalCategoryRequired: 'Choose the category the new subcategory belongs to.',
  approvalCategoryRetired: 'That category is retired: choose another, or bring it back first.',
  requestImageMissing: "The request's picture is missing: reject it and ask the dealer to send it again.",
  // admin messages: documents
  documentsVerified: 'Documents verified',
  documentsRejected: 'Documents rejected',
  documentsNotAwaiting: 'These documents do not await review: they are decided, or there are none.',
  documentsDealerNotFound: 'No such dealer.',
  documentStatusInvalid: 'Choose Awaiting review, Verified or Rejected.',
  reasonTooLong: `Keep the reason to ${limits.rejectionReasonMaxLength} characters.`,
  // admin messages: users
  userSearchTooLong: 'Search with at most 100 characters.',
  userCategoryInvalid: 'Choose customer, dealer or employee.',
  // admin messages: submissions
  submissionKindInvalid: 'Choose which submissions to show: suggestion, intern, mentor, investor, contact, schedule, rating or reach_us.',
  submissionSearchTooLong: 'Search with at most 100 characters.',
  // admin messages: home
} as const);
