import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { internDomains, mentorDomains } from '@kt/contract/content/forms';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { JoinForm, type JoinKind } from './join-form.tsx';

const formRoutes = { intern: routes.internForm, mentor: routes.mentorForm, investor: routes.investorForm } as const;

/** The kind's form endpoint, taking what is sent. */
function stubForm(kind: JoinKind) {
  return stubEndpoint(formRoutes[kind], { msg: 'ok' });
}

function renderForm(kind: JoinKind, title: string) {
  return renderPage(<JoinForm kind={kind} title={title} />, { path: '/joinus' });
}

function cvInput() {
  return screen.getByLabelText('CV (PDF)') as HTMLInputElement;
}

function chooseFile(file: File) {
  const input = cvInput();
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

const pdf = () => new File(['%PDF-1.4'], 'asha-cv.pdf', { type: 'application/pdf' });

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const filled = {
  Name: 'Asha',
  'E-mail': 'asha@example.com',
  Phone: '9876543210',
  'LinkedIn profile': 'https://www.linkedin.com/in/asha-verma',
};

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });
}

describe('JoinForm', () => {
  it('offers exactly the intern domains, and the mentor domains on the mentor form', () => {
    const { unmount } = renderForm('intern', 'Intern');
    const options = () => [...(screen.getByLabelText('Domain') as HTMLSelectElement).options].map((o) => o.value).slice(1);
    expect(options()).toEqual([...internDomains]);
    unmount();
    renderForm('mentor', 'Mentor');
    expect(options()).toEqual([...mentorDomains]);
  });

  it('clears a CV that is not a PDF and says to upload a .pdf file', async () => {
    const sent = stubForm('intern');
    renderForm('intern', 'Intern');
    chooseFile(new File(['hello'], 'cv.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    expect(screen.getByText(messages.publicForms.cvNotPdf)).toBeTruthy();
    expect(cvInput().value).toBe('');
    // The refused file is not kept: the form still lacks a CV.
    fill({ ...filled, Domain: 'finance' });
    await submit();
    expect(screen.getByText(messages.publicForms.internFillAll)).toBeTruthy();
    expect(sent.calls).toHaveLength(0);
  });

  it('refuses a file named .pdf whose type is not PDF', () => {
    renderForm('mentor', 'Mentor');
    chooseFile(new File(['x'], 'cv.pdf', { type: 'image/png' }));
    expect(screen.getByText(messages.publicForms.cvNotPdf)).toBeTruthy();
  });

  it('asks to fill all fields when one is empty', async () => {
    const sent = stubForm('intern');
    renderForm('intern', 'Intern');
    fill(filled);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(messages.publicForms.internFillAll);
    expect(sent.calls).toHaveLength(0);
  });

  it('rejects a profile link that is not a LinkedIn URL with its message', async () => {
    const sent = stubForm('investor');
    renderForm('investor', 'Investor');
    fill({ ...filled, 'LinkedIn profile': 'https://example.com/asha' });
    await submit();
    expect(screen.getAllByText(messages.publicForms.linkedinInvalid).length).toBeGreaterThan(0);
    expect(sent.calls).toHaveLength(0);
  });

  it('sends an intern application with its CV as multipart and shows the success message', async () => {
    const interns = stubEndpoint(routes.internForm, { msg: 'Received' });
    renderForm('intern', 'Intern');
    fill({ ...filled, Domain: 'web development' });
    chooseFile(pdf());
    await submit();
    expect((await screen.findByRole('dialog')).textContent).toContain('We recieved your application. Thank you!');
    expect(interns.calls).toHaveLength(1);
    const sent = interns.calls[0]?.form;
    expect(sent?.get('linkedin_id')).toBe('https://www.linkedin.com/in/asha-verma');
    expect(sent?.get('domain')).toBe('web development');
    expect((sent?.get('cv') as File).name).toBe('asha-cv.pdf');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it("shows the investor form's failure text when the server refuses it", async () => {
    stubEndpoint(routes.investorForm, refuse(400, { code: 'VALIDATION', message: 'Enter valid email Id', requestId: 'r' }));
    renderForm('investor', 'Investor');
    fill(filled);
    await submit();
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.publicForms.investorFailed);
  });

  it.each([
    ['intern', 'Intern', messages.publicForms.joinFailed],
    ['mentor', 'Mentor', messages.publicForms.joinFailed],
    ['investor', 'Investor', messages.publicForms.investorFailed],
  ] as const)("shows the %s form's spec text under the e-mail for a bad address and sends nothing", async (kind, title, text) => {
    const sent = stubForm(kind);
    renderForm(kind, title);
    fill({ ...filled, 'E-mail': 'asha@@example.com' });
    if (kind !== 'investor') {
      fill({ Domain: kind === 'intern' ? 'finance' : 'IT management' });
      chooseFile(pdf());
    }
    await submit();
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(text);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([text]);
    expect(sent.calls).toHaveLength(0);
  });
});
