import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { SuggestionModal } from './suggestion-modal.tsx';

function fill(values: Record<string, string>) {
  const modal = screen.getByRole('dialog', { name: 'Any suggestions for us?' });
  for (const [label, value] of Object.entries(values)) fireEvent.change(within(modal).getByLabelText(label), { target: { value } });
}

const valid = { Name: 'Asha', 'E-mail': 'asha@example.com', Phone: '9876543210', Message: 'Please come to Sector 5.' };

describe('SuggestionModal', () => {
  it("on Done with a bad e-mail shows 'Please enter valid Email' under it and 'Please enter valid fields', and stays open", async () => {
    const suggestions = stubEndpoint(routes.suggestionForm, { msg: 'ok' });
    const onClose = vi.fn();
    renderPage(<SuggestionModal onClose={onClose} />);
    fill({ ...valid, 'E-mail': 'asha.example.com' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    });
    const email = screen.getByLabelText('E-mail');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(messages.publicForms.suggestionFailed);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      messages.publicForms.suggestionFailed,
      messages.publicForms.suggestionInvalid,
    ]);
    expect(onClose).not.toHaveBeenCalled();
    expect(suggestions.calls).toHaveLength(0);
  });

  it('clears the e-mail message as soon as the e-mail is typed again', async () => {
    stubEndpoint(routes.suggestionForm, { msg: 'ok' });
    renderPage(<SuggestionModal onClose={() => {}} />);
    fill({ ...valid, 'E-mail': 'asha@' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    });
    expect(screen.getByText(messages.publicForms.suggestionFailed)).toBeTruthy();
    fill({ 'E-mail': 'asha@example.com' });
    expect(screen.queryByText(messages.publicForms.suggestionFailed)).toBeNull();
  });
});
