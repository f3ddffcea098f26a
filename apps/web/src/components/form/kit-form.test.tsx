import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { messages } from '@kt/contract/messages';
import { backToEnglish, inLanguage } from '../../test/in-language.ts';
import { ApiError } from '../../lib/api-client.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { FormMessage, KitForm, SubmitButton, useKitForm, type ErrorsAt } from './kit-form.tsx';
import { SelectField } from './select-field.tsx';
import { EmailField, TextField } from './text-field.tsx';

const ZContact = z
  .object({
    name: z.string().trim().min(1, 'Enter your name'),
    email: z.string().trim().pipe(z.email('Enter a valid e-mail')),
    kind: z.string().pipe(z.enum(['Shop', 'House'], { error: 'Choose a kind' })),
    agreed: z.boolean().refine((value) => value, 'Please agree'),
  });
type Contact = z.output<typeof ZContact>;
const empty = { name: '', email: '', kind: '', agreed: false };

type HarnessProps = {
  onValid: (contact: Contact) => void | Promise<unknown>;
  errorsAt?: ErrorsAt;
  invalidMessage?: string;
  onRender?: (form: ReturnType<typeof useKitForm<typeof ZContact>>) => void;
};

function Harness({ onValid, errorsAt, invalidMessage, onRender }: HarnessProps) {
  const form = useKitForm(ZContact, { defaultValues: empty, errorsAt, ...(invalidMessage ? { invalidMessage } : {}) });
  onRender?.(form);
  return (
    <KitForm form={form} onValid={onValid}>
      <TextField name="name" label="Name" />
      <EmailField name="email" label="E-mail" />
      <SelectField name="kind" label="Kind" placeholder="Choose" options={['Shop', 'House']} />
      <CheckboxField name="agreed" label="I agree" />
      <FormMessage />
      <SubmitButton busyLabel="Saving…">Save</SubmitButton>
    </KitForm>
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Save/ }));

function fillValid() {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Asha ' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'asha@example.com' } });
  fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'Shop' } });
  fireEvent.click(screen.getByLabelText('I agree'));
}

afterEach(backToEnglish);

describe('KitForm', () => {
  it('shows each failing field its message, wired with aria-invalid and aria-describedby, at once on submit', async () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    submit();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter your name');
    expect(screen.getByText('Choose a kind', { selector: '.field__error' }).getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('I agree').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please agree')).toBeTruthy();
    // The first failing field takes the focus (react-hook-form moves it in the next task).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(name);
    expect(onValid).not.toHaveBeenCalled();
  });

  it("drops a field's message when the person edits that field", () => {
    render(<Harness onValid={vi.fn()} />);
    submit();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'A' } });
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter your name')).toBeNull();
    expect(screen.getByText('Enter a valid e-mail')).toBeTruthy();
  });

  it('with errorsAt alert, says only the first message in the form order and marks every failing field', () => {
    render(<Harness onValid={vi.fn()} errorsAt="alert" />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
    submit();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Enter a valid e-mail']);
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Kind').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('with an invalidMessage, says that text whatever fails', () => {
    render(<Harness onValid={vi.fn()} errorsAt="alert" invalidMessage="Check the form" />);
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Check the form');
  });

  it("hands onValid the schema's output, synchronously", () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    fillValid();
    submit();
    expect(onValid).toHaveBeenCalledWith({ name: 'Asha', email: 'asha@example.com', kind: 'Shop', agreed: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("stays busy while onValid's promise runs: the button is disabled and says so, a second submit is ignored", async () => {
    let finish = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onValid={onValid} />);
    fillValid();
    submit();
    const button = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('button').closest('form')?.getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(button.closest('form')!);
    expect(onValid).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("puts a refusal's field messages at their fields and anything else in the form's alert", async () => {
    let form: Parameters<NonNullable<HarnessProps['onRender']>>[0] | undefined;
    render(<Harness onValid={vi.fn()} onRender={(current) => (form = current)} />);
    const body = { code: 'VALIDATION' as const, message: 'The request is not valid.', requestId: 'r', fields: { email: ['E-mail taken'], other: ['x'] } };
    const refusal = new ApiError(400, 'VALIDATION', body.message, body);
    act(() => form?.showRefusal(refusal));
    expect(screen.getByText('E-mail taken', { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('The request is not valid.')).toBeNull();

    act(() => form?.showRefusal(new ApiError(409, 'CONFLICT', 'Decided already', { code: 'CONFLICT', message: 'Decided already', requestId: 'r' })));
    expect(screen.getByText('Decided already', { selector: '.form__alert' })).toBeTruthy();
  });

  it("says the server's English words in Hindi on a Hindi page (the API's texts stay English)", async () => {
    await inLanguage('hi');
    let form: Parameters<NonNullable<HarnessProps['onRender']>>[0] | undefined;
    render(<Harness onValid={vi.fn()} onRender={(current) => (form = current)} />);
    const english = 'Incorrect password';
    act(() => form?.showRefusal(new ApiError(401, 'UNAUTHENTICATED', english, undefined, { msg: english })));
    expect(screen.getByText(messages.signIn.incorrectPasswordMsg, { selector: '.form__alert' }).textContent).not.toBe(english);
    act(() => form?.showRefusal(new ApiError(409, 'CONFLICT', 'Decided already', { code: 'CONFLICT', message: 'Decided already', requestId: 'r' })));
    expect(screen.getByText('Decided already', { selector: '.form__alert' })).toBeTruthy();
  });
});

describe('useKitForm with prepare', () => {
  const ZRequest = z.object({ id: z.number(), phone: z.string().regex(/^\d{10}$/, 'Ten digits') });

  function PrepareHarness({ onValid }: { onValid: (request: z.output<typeof ZRequest>) => void }) {
    const form = useKitForm(ZRequest, {
      defaultValues: { phone: '' },
      prepare: (values: { phone: string }) => ({ id: 7, phone: values.phone.trim() }),
      fieldMessages: { phone: 'Enter valid 10 digit phone number' },
    });
    return (
      <KitForm form={form} onValid={onValid}>
        <TextField name="phone" label="Phone" />
        <SubmitButton>Save</SubmitButton>
      </KitForm>
    );
  }

  it("checks the request built from the values, with the form's words at the field of the same name", () => {
    const onValid = vi.fn();
    render(<PrepareHarness onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '12345' } });
    submit();
    expect(screen.getByText('Enter valid 10 digit phone number', { selector: '.field__error' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: ' 9876543210 ' } });
    submit();
    expect(onValid).toHaveBeenCalledWith({ id: 7, phone: '9876543210' });
  });
});
