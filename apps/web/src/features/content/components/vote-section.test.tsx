import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { answer, refuse, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { backToEnglish, inLanguage } from '../../../test/in-language.ts';
import { renderPage } from '../../../test-render.tsx';
import { VoteSection } from './vote-section.tsx';

/** The tally of poll 1, a vote answering `vote` (a new one's tally unless said), a suggestion answering `suggestion`. */
function stubApi({ vote, suggestion }: { vote?: Reply<typeof routes.postVote>; suggestion?: Reply<typeof routes.suggestionForm> } = {}) {
  stubEndpoint(routes.voteTally, ({ params }) => (params.poll === '1' ? { yes_count: 40, no_count: 2 } : refuse(404)));
  return {
    votes: stubEndpoint(routes.postVote, vote ?? { msg: 'Voted', yes_count: 41, no_count: 2 }),
    suggestions: stubEndpoint(routes.suggestionForm, suggestion ?? { msg: 'Received' }),
  };
}

function tallyOf(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

function suggestionModal() {
  return screen.getByRole('dialog', { name: 'Any suggestions for us?' });
}

async function voteAndConfirm(status: 'Yes' | 'No', expectedText: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name: status }));
  const result = await screen.findByRole('dialog', { name: 'Your Vote is Valuable' });
  expect(result.textContent).toMatch(expectedText);
  fireEvent.click(within(result).getByRole('button', { name: 'OK' }));
}

function fillSuggestion(values: { name: string; email: string; phone: string; message: string }) {
  const modal = suggestionModal();
  fireEvent.change(within(modal).getByLabelText('Name'), { target: { value: values.name } });
  fireEvent.change(within(modal).getByLabelText('E-mail'), { target: { value: values.email } });
  fireEvent.change(within(modal).getByLabelText('Phone'), { target: { value: values.phone } });
  fireEvent.change(within(modal).getByLabelText('Message'), { target: { value: values.message } });
}

const validSuggestion = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', message: 'Please come to Sector 5.' };

describe('VoteSection', () => {
  it('shows yes, no and the total of the tally', async () => {
    stubApi();
    renderPage(<VoteSection />);
    await screen.findByText('Total');
    expect([tallyOf('Yes'), tallyOf('No'), tallyOf('Total')]).toEqual(['40', '2', '42']);
  });

  it('keeps the suggestion modal closed until the thank-you dialog is closed, then opens it (issue 28)', async () => {
    stubApi();
    renderPage(<VoteSection />);
    await screen.findByText('Total');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const thanks = await screen.findByRole('dialog', { name: 'Your Vote is Valuable' });
    expect(screen.queryByRole('dialog', { name: 'Any suggestions for us?' })).toBeNull();
    fireEvent.click(within(thanks).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'Any suggestions for us?' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Your Vote is Valuable' })).toBeNull();
  });

  it('opens the suggestion modal after the already-voted dialog is closed, not under it', async () => {
    stubApi({ vote: answer({ unsuccessful: 'You have already voted.', 'Your Voting Choice was : ': 'No' as const }, { status: 200 }) });
    renderPage(<VoteSection />);
    await screen.findByText('Total');
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    const answered = await screen.findByRole('dialog', { name: 'Your Vote is Valuable' });
    expect(screen.queryByRole('dialog', { name: 'Any suggestions for us?' })).toBeNull();
    fireEvent.click(within(answered).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'Any suggestions for us?' })).toBeTruthy();
  });

  it('sends the vote as multipart, thanks the voter and updates the tally from the answer', async () => {
    const { votes } = stubApi();
    renderPage(<VoteSection />);
    await screen.findByText('Total');
    await voteAndConfirm('Yes', messages.publicForms.voteThanks);
    const sent = votes.calls[0]?.form;
    expect([sent?.get('vote'), sent?.get('status'), sent?.has('ip')]).toEqual(['1', 'Yes', false]);
    expect([tallyOf('Yes'), tallyOf('No'), tallyOf('Total')]).toEqual(['41', '2', '43']);
  });

  it("shows the server's already-voted text with the earlier choice", async () => {
    stubApi({ vote: answer({ unsuccessful: 'You have already voted.', 'Your Voting Choice was : ': 'No' as const }, { status: 200 }) });
    renderPage(<VoteSection />);
    await screen.findByText('Total');
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const result = await screen.findByRole('dialog', { name: 'Your Vote is Valuable' });
    expect(result.querySelector('.dialog__text')?.textContent).toBe('You have already voted.\nYour Voting Choice was : No');
    expect([tallyOf('Yes'), tallyOf('Total')]).toEqual(['40', '42']);
  });

  it('says the vote could not be posted when the request fails', async () => {
    stubApi({ vote: refuse(500, { code: 'INTERNAL', message: 'x', requestId: 'r' }) });
    renderPage(<VoteSection />);
    await screen.findByText('Total');
    await voteAndConfirm('No', messages.publicForms.voteFailed);
  });

  it('keeps the suggestion modal open with the message when Done finds invalid fields', async () => {
    const { suggestions } = stubApi();
    renderPage(<VoteSection />);
    await voteAndConfirm('Yes', messages.publicForms.voteThanks);
    fillSuggestion({ ...validSuggestion, phone: '98765' });
    fireEvent.click(within(suggestionModal()).getByRole('button', { name: 'Done' }));
    const alerts = within(suggestionModal()).getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain(messages.publicForms.suggestionInvalid);
    expect(alerts).toContain(messages.general.phone);
    expect(suggestions.calls).toHaveLength(0);
  });

  it('sends a valid suggestion as multipart on Done, then clears and closes the modal', async () => {
    const { suggestions } = stubApi();
    renderPage(<VoteSection />);
    await voteAndConfirm('Yes', messages.publicForms.voteThanks);
    fillSuggestion(validSuggestion);
    await act(async () => {
      fireEvent.click(within(suggestionModal()).getByRole('button', { name: 'Done' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Any suggestions for us?' })).toBeNull());
    expect(Object.fromEntries(suggestions.calls[0]?.form?.entries() ?? [])).toEqual(validSuggestion);

    // Voting again opens an empty form.
    await voteAndConfirm('Yes', messages.publicForms.voteThanks);
    expect((within(suggestionModal()).getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('keeps the modal open with the failure text when the suggestion cannot be sent', async () => {
    stubApi({ suggestion: refuse(400, { code: 'VALIDATION', message: 'bad', requestId: 'r' }) });
    renderPage(<VoteSection />);
    await voteAndConfirm('Yes', messages.publicForms.voteThanks);
    fillSuggestion(validSuggestion);
    await act(async () => {
      fireEvent.click(within(suggestionModal()).getByRole('button', { name: 'Done' }));
    });
    expect((await within(suggestionModal()).findByRole('alert')).textContent).toBe(messages.publicForms.suggestionFailed);
  });

  it('Skip clears and closes the suggestion modal without sending', async () => {
    const { suggestions } = stubApi();
    renderPage(<VoteSection />);
    await voteAndConfirm('No', messages.publicForms.voteThanks);
    fillSuggestion(validSuggestion);
    fireEvent.click(within(suggestionModal()).getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog', { name: 'Any suggestions for us?' })).toBeNull();
    expect(suggestions.calls).toHaveLength(0);

    await voteAndConfirm('No', messages.publicForms.voteThanks);
    expect((within(suggestionModal()).getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });
});

describe('VoteSection in Hindi', () => {
  beforeAll(async () => {
    await inLanguage('hi');
    backToEnglish();
  }, 30_000);
  afterEach(backToEnglish);

  it('asks and counts in Hindi, sends the English status, and says the already-voted answer in Hindi', async () => {
    await inLanguage('hi');
    const { votes } = stubApi({ vote: answer({ unsuccessful: 'You have already voted.', 'Your Voting Choice was : ': 'No' as const }, { status: 200 }) });
    renderPage(<VoteSection />);
    expect(screen.getByRole('heading', { name: 'आपका वोट क़ीमती है' })).toBeTruthy();
    await screen.findByText('कुल');
    expect([tallyOf('हाँ'), tallyOf('नहीं'), tallyOf('कुल')]).toEqual(['40', '2', '42']);
    fireEvent.click(screen.getByRole('button', { name: 'हाँ' }));
    const result = await screen.findByRole('dialog', { name: 'आपका वोट क़ीमती है' });
    expect(result.querySelector('.dialog__text')?.textContent).toBe('आप पहले ही वोट कर चुके हैं।\nआपका वोट था : नहीं');
    expect(votes.calls[0]?.form?.get('status')).toBe('Yes');
  });
});
