import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import { renderPage, stubFetch } from '../../../test-render.tsx';
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
    const fetchMock = stubFetch(() => ({ status: 201, body: { msg: 'Received' } }));
    renderPage(<ContactForm />, { path: '/contact' });
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.publicForms.contactSuccess);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v3/WebsiteContent/contact-form/');
    expect(Object.fromEntries((init?.body as FormData).entries())).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      subject: 'Pickup',
      message: 'When do you come to Agra Cantt?',
    });
  });

  it('shows the rate-limit message of a 429', async () => {
    stubFetch(() => ({ status: 429, body: { code: 'RATE_LIMITED', message: tooManyRequestsMessage(840), requestId: 'r' } }));
    renderPage(<ContactForm />, { path: '/contact' });
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect((await screen.findByRole('dialog')).textContent).toContain(tooManyRequestsMessage(840));
  });

  it('names the empty fields and sends nothing', () => {
    const fetchMock = stubFetch(() => ({ status: 201, body: { msg: 'ok' } }));
    renderPage(<ContactForm />, { path: '/contact' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter a subject')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the spec's 'Please enter valid Email Id.' under the e-mail for a bad address and sends nothing", () => {
    const fetchMock = stubFetch(() => ({ status: 201, body: { msg: 'ok' } }));
    renderPage(<ContactForm />, { path: '/contact' });
    fill();
    const email = screen.getByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'asha@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const error = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe(messages.publicForms.contactFailed);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([messages.publicForms.contactFailed]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
