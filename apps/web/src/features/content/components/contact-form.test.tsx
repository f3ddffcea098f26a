import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { ContactForm } from './contact-form.tsx';
import { tooManyRequestsMessage } from '@kt/contract/wait-text';

function fill() {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'asha@example.com' } });
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Pickup' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'When do you come to Agra Cantt?' } });
}

describe('ContactForm', () => {
  it('sends the message as multipart and thanks the sender', async () => {
    const contact = stubEndpoint(routes.contactForm, { msg: 'Received' });
    renderPage(<ContactForm />, { path: '/contact' });
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.publicForms.contactSuccess);
    expect(contact.calls).toHaveLength(1);
    expect(Object.fromEntries(contact.calls[0]?.form?.entries() ?? [])).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      subject: 'Pickup',
      message: 'When do you come to Agra Cantt?',
    });
  });

  it('shows the rate-limit message of a 429', async () => {
    stubEndpoint(routes.contactForm, refuse(429, { code: 'RATE_LIMITED', message: tooManyRequestsMessage(840), requestId: 'r' }));
    renderPage(<ContactForm />, { path: '/contact' });
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect((await screen.findByRole('dialog')).textContent).toContain(tooManyRequestsMessage(840));
  });

  it('names the empty fields and sends nothing', () => {
    const contact = stubEndpoint(routes.contactForm, { msg: 'ok' });
    renderPage(<ContactForm />, { path: '/contact' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter a subject')).toBeTruthy();
    expect(contact.calls).toHaveLength(0);
  });

  it("shows the spec's 'Please enter valid Email Id.' under the e-mail for a bad address and sends nothing", () => {
    const contact = stubEndpoint(routes.contactForm, { msg: 'ok' });
    renderPage(<ContactForm />, { path: '/contact' });
    fill();
    const email = screen.getByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'asha@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const error = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe(messages.publicForms.contactFailed);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([messages.publicForms.contactFailed]);
    expect(contact.calls).toHaveLength(0);
  });
});
