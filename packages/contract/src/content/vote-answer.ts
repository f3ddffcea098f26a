// Zod-free: the vote section of / reads these on first load.

/**
 * The values of a repeated vote's answer (spec 7): the API's contract, English byte for byte in
 * every language (issue 29), so constants, not catalogue texts (which answer in a language).
 * messages.publicForms.votePriorChoiceKey is the same words for display.
 */
export const priorChoiceKey = 'Your Voting Choice was : ';
export const alreadyVotedText = 'You have already voted.';
